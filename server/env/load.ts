// Reading the environment: the settings, or one line per wrong one in the reader's language.
import { z } from 'zod';
import { ENGLISH_HEADER, MESSAGES, type Language, type Messages } from './messages';
import { redactUrl } from './redact';
import { SCHEMAS, type Env } from './schema';

/** Zod's own messages (a number out of range, a value outside a list), in the same language. */
const ZOD_MESSAGES = { en: undefined, fr: z.locales.fr().localeError };

export class EnvError extends Error {}

/** Empty strings count as unset: `FOO= npm start` should mean "use the default". */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''),
  );
}

/**
 * The settings only the lead webhooks read. Malformed, they stop the server and the commands
 * that send webhooks; a command that only reads the leads (leads:list, leads:export,
 * privacy:*) works without them and says in one line that it left them aside.
 */
const WEBHOOK_SETTINGS = ['LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET', 'LEAD_WEBHOOK_FORMAT'];

/** What loadEnv says of a wrong setting: one line naming it, what it expects and, for most, the value it got. */
function issueLines(issues: z.core.$ZodIssue[], source: NodeJS.ProcessEnv, m: Messages, language: Language) {
  return issues.map((issue) => {
    const name = issue.path.join('.');
    const raw = source[name];
    // The value is echoed to help: a URL-shaped one without its password. A secret is never
    // echoed, even a malformed one (it may be the right one with a typo), nor a webhook or push
    // address (its path is the credential: the message names a webhook's host).
    const hidden = raw === undefined || /_SECRET$/.test(name) || ['LEAD_WEBHOOK_URL', 'HEARTBEAT_URL'].includes(name);
    const got = hidden ? undefined : /_URL$/.test(name) ? redactUrl(raw) : raw;
    return `${name}${language === 'fr' ? ' :' : ':'} ${issue.message}${got === undefined ? '' : ` ${m.got(got)}`}`;
  });
}

/**
 * The settings of `source`, or an EnvError naming each wrong one, in the server log's English
 * or the owner's French: in French, one line per wrong setting and nothing else (the server's
 * log line and the commands' message alike). With `withoutWebhooks`, malformed webhook
 * settings are left unset instead, each said through it.
 */
export function loadEnv(
  source: NodeJS.ProcessEnv = process.env,
  { language = 'en', withoutWebhooks }: { language?: Language; withoutWebhooks?: (line: string) => void } = {},
): Env {
  const options = ZOD_MESSAGES[language] ? { error: ZOD_MESSAGES[language] } : undefined;
  const given = withoutEmpty(source);
  const m = MESSAGES[language];
  let parsed = SCHEMAS[language].safeParse(given, options);
  if (!parsed.success && withoutWebhooks) {
    const webhookIssues = parsed.error.issues.filter((issue) => WEBHOOK_SETTINGS.includes(String(issue.path[0])));
    if (webhookIssues.length) {
      const rest = Object.fromEntries(Object.entries(given).filter(([name]) => !WEBHOOK_SETTINGS.includes(name)));
      parsed = SCHEMAS[language].safeParse(rest, options);
      for (const line of issueLines(webhookIssues, source, m, language)) withoutWebhooks(line);
    }
  }
  if (parsed.success) return parsed.data;
  const lines = issueLines(parsed.error.issues, source, m, language);
  throw new EnvError(
    language === 'fr' ? lines.join('\n') : `${ENGLISH_HEADER}\n${lines.map((l) => `  ${l}`).join('\n')}`,
  );
}
