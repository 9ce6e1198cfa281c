import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export interface MailSender {
  send(message: Mail.Options): Promise<void>;
  close(): void;
  /** For logs: where mails go. */
  label: string;
}

/**
 * Sends through SMTP_URL when set; otherwise writes each message as an .eml file,
 * so a laptop with no mail server loses nothing and shows what would have gone out.
 */
export function createMailSender(smtpUrl: string | undefined, mailDir: string): MailSender {
  if (smtpUrl) {
    // Nodemailer waits minutes by default; the outbox retries, so fail fast.
    const url = new URL(smtpUrl);
    for (const [name, ms] of [['connectionTimeout', 10_000], ['greetingTimeout', 10_000], ['socketTimeout', 30_000]] as const) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
    }
    // A pool keeps the connection open between mails: a new SMTP connection per
    // mail costs about 120 ms, which held a campaign to 8 mails a second per instance.
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    const transport = nodemailer.createTransport(url.toString());
    const { host, port } = new URL(smtpUrl);
    return {
      label: `smtp://${host}:${port || 587}`,
      send: async (message) => {
        await transport.sendMail(message);
      },
      close: () => transport.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    label: `files in ${mailDir}`,
    send: async (message) => {
      const info = (await files.sendMail(message)) as unknown as { message: Buffer };
      await fs.mkdir(mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      await fs.writeFile(path.join(mailDir, name), info.message);
    },
    close: () => files.close(),
  };
}
