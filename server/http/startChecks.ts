import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Without SMTP_URL, mails are written as files in the mail folder. One that cannot be
 * created or written would leave every notification pending forever without a word,
 * so the server checks it before listening. Returns what to tell the operator, or
 * nothing when the folder is usable.
 */
export async function mailFolderProblem(mailDir: string): Promise<string | undefined> {
  try {
    await fs.mkdir(mailDir, { recursive: true });
    const probe = path.join(mailDir, `.write-test-${process.pid}`);
    await fs.writeFile(probe, '');
    await fs.rm(probe);
    return undefined;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    return (
      `The mail folder ${mailDir} cannot be written (${code}), and SMTP_URL is not set, so no notification could go out: ` +
      'set SMTP_URL to send mails through a mail server, or make the folder writable ' +
      '(in the image: a volume on /app/data writable by uid 1000).'
    );
  }
}

/**
 * `TRUST_PROXY=true` believes every address in `X-Forwarded-For`, so any client
 * can write its own and walk past the rate limits. Said at start, with the fix.
 */
export function trustProxyProblem(trustProxy: boolean | number | string): string | undefined {
  if (trustProxy !== true) return undefined;
  return (
    'TRUST_PROXY=true trusts every X-Forwarded-For hop: a client can choose the address the rate limits count. ' +
    'Set TRUST_PROXY to the number of proxies in front of the site (1 behind one reverse proxy) or to their addresses.'
  );
}
