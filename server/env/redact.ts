/**
 * A login in a URL (`scheme://user:password@host`): the password runs to the last `@`
 * before the path, as URL parsers read it, so a raw `@` in it is hidden too.
 */
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/)([^\s/?#:@"'«»<>]*):([^\s/?#"'«»<>]+)@/gi;
/** The same login written without its scheme (`user:password@host`, a common slip in a setting). */
const BARE_PASSWORD = /^([^\s/?#:@"'«»<>]*):([^\s/?#"'«»<>]+)@/;
/** Query parameters that carry a secret in webhook and API addresses (`?token=…`, `&api_key=…`, `&sig=…`). */
const SECRET_PARAMETER =
  /([?&][\w.-]*(?:token|secret|key|password|passwd|pass|sig|signature|auth)[\w.-]*=)([^&\s#"'«»<>]+)/gi;

/**
 * Free text (an error, a library's log line, a command's message) with the
 * secrets of any URL in it hidden: the password of a login, the value of a
 * token parameter. Settings such as SMTP_URL, DATABASE_URL, REDIS_URL or a
 * webhook address carry their password in the URL, and logs travel (docker
 * logs, collectors); whatever shows a URL-shaped value shows it through here.
 */
export function redactSecrets(text: string): string {
  if (!text.includes('@') && !text.includes('=')) return text;
  return text.replace(URL_PASSWORD, '$1$2:***@').replace(SECRET_PARAMETER, '$1***');
}

/** One URL-shaped setting's value as it may be shown: its password and token parameters hidden, the rest kept. */
export const redactUrl = (value: string): string => redactSecrets(value).replace(BARE_PASSWORD, '$1:***@');

/**
 * A webhook address as it may be shown: its scheme and host only. For Slack, Zapier and
 * Make the path is the credential (whoever reads it can post to the channel), so neither
 * a log, a command nor an error message shows more.
 */
export function webhookHost(url: string): string {
  try {
    const { protocol, host } = new URL(url);
    return `${protocol}//${host}/…`;
  } catch {
    return '(adresse illisible)';
  }
}
