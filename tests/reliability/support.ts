import pg from 'pg';
import { startServer, type RunningServer } from '../helpers/server';
import { freePort, startSmtpServer, type ReceivedMail } from '../helpers/smtp';

/** A quote as the API takes it; `n` makes each one its own (name and message). */
export function quote(n: number) {
  return {
    kind: 'quote',
    name: `Dr Camille Laurent ${n}`,
    email: `camille.laurent.${n}@exemple.fr`,
    phone: '+33 6 12 34 56 78',
    practice: 'Cabinet des Tilleuls',
    city: 'Lyon',
    plan: 'serenite',
    message: `Demande numéro ${n}.`,
    consent: true,
  };
}

/** An address of its own for each post (TRUST_PROXY=1), so that the form limits count each client apart. */
export const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export interface PostOutcome {
  n: number;
  status: number | 'connection lost';
  id?: number;
  retryAfter?: string | null;
}

export async function postQuote(base: string, n: number, headers: Record<string, string> = {}): Promise<PostOutcome> {
  try {
    const res = await fetch(`${base}/api/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(n), ...headers },
      body: JSON.stringify(quote(n)),
    });
    const body = (await res.json().catch(() => ({}))) as { id?: number };
    return { n, status: res.status, id: body.id, retryAfter: res.headers.get('retry-after') };
  } catch {
    return { n, status: 'connection lost' };
  }
}

/** `total` posts from `clients` concurrent clients; `onProgress` is told after each answer. */
export async function concurrentPosts(
  total: number,
  clients: number,
  post: (n: number) => Promise<PostOutcome>,
  onProgress: (outcomes: PostOutcome[]) => void = () => {},
): Promise<PostOutcome[]> {
  const outcomes: PostOutcome[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        const outcome = await post(next++);
        outcomes.push(outcome);
        onProgress(outcomes);
        // Told to come back later, a client waits a moment before its next post.
        if (outcome.status === 503) await sleep(100);
      }
    }),
  );
  return outcomes;
}

/** Counts of each answer, for the printed figures. */
export function tally(outcomes: PostOutcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of outcomes) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** The outbox row a mail was made from, read from its Message-ID (server/mail/outbox.ts). */
export function outboxIdOf(mail: ReceivedMail): number | undefined {
  const match = /^Message-ID: <outbox\.(\d+)\./im.exec(mail.raw);
  return match ? Number(match[1]) : undefined;
}

/** How many times each outbox row was received; the rows received more than once. */
export function duplicates(mails: ReceivedMail[]): { counts: Map<number, number>; twice: number[] } {
  const counts = new Map<number, number>();
  for (const mail of mails) {
    const id = outboxIdOf(mail);
    if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return { counts, twice: [...counts].filter(([, n]) => n > 1).map(([id]) => id) };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, looking every 200 ms; false if it still does not after `ms`. */
export async function eventually(check: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(200);
  }
  return check();
}

export async function outboxCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ status: string; n: string }>(
      'select status, count(*) as n from email_outbox group by status',
    );
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
  } finally {
    await client.end();
  }
}

export async function query<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** A real SMTP peer on a free loopback port. */
export async function startSmtp() {
  const port = await freePort();
  return Object.assign(await startSmtpServer(port), { port });
}

/** The built server on the given database, sending its mails to the SMTP peer on `smtpPort`, behind one trusted proxy. */
export function startSite(
  databaseUrl: string,
  smtpPort: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  return startServer({
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    TRUST_PROXY: '1',
    ...env,
  });
}
