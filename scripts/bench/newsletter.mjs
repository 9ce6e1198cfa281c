#!/usr/bin/env node
// `npm run bench:newsletter`: newsletter figures, printed, never asserted.
// 1. Time to queue a campaign for 10,000 confirmed subscribers (newsletter:send
//    --queue-only), on a Postgres server and on an embedded folder.
// 2. Mails per second handed to a local SMTP peer (smtp-server) by one
//    newsletter:send process, then by two sending the same campaign at once.
// Options: --subscribers=10000 --mails=2000 (the send figures' campaign size).
// Needs a Postgres server: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// it works in a database of its own, secretalia_bench_newsletter, made anew each run.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { benchSeeds, freePort, numberArg as arg, root } from './lib.mjs';

const subscribers = arg('subscribers', 10_000);
const mails = arg('mails', 2_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = new URL(adminUrl);
dbUrl.pathname = '/secretalia_bench_newsletter';

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query('drop database if exists secretalia_bench_newsletter');
await admin.query('create database secretalia_bench_newsletter');
await admin.end();

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-newsletter-'));
const smtpPort = await freePort();
let received = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received.push(performance.now());
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

/** Runs an admin command to its end; resolves with its output, or throws with it. */
function command(script, args, databaseUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join('dist', 'scripts', `${script}.js`), ...args], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SITE_URL: 'https://www.secretalia.fr',
        INIT_CWD: root,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${script} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

async function campaignFile(name) {
  const file = path.join(work, `${name}.md`);
  const paragraph = 'Nos secrétaires répondent à vos patients, gèrent votre agenda et filtrent les appels urgents. ';
  await fs.writeFile(
    file,
    `---\nsubject: "Banc d’essai ${name}"\npreheader: "Mesure"\n---\n## Ce mois-ci\n\n${paragraph.repeat(8)}\n\n- un point\n- un autre\n\n[Lire le blog](/blog)\n`,
  );
  return file;
}

// newsletter:send says « 10000 e-mails mis en file en 1,2 s. », a French decimal comma.
const queuedIn = (output) => Number(/mis en file en ([\d,]+) s/.exec(output)?.[1]?.replace(',', '.'));

// 1. Queueing 10,000, on Postgres.
await command('migrate', [], dbUrl.toString());
const seeds = await benchSeeds();
const db = await seeds.benchDatabase(dbUrl.toString());
await db.addConfirmedSubscribers(subscribers, 'abonne');
let started = performance.now();
let output = await command('newsletter-send', [await campaignFile('file-postgres'), '--queue-only'], dbUrl.toString());
console.log(
  `queue ${subscribers} mails, Postgres: ${queuedIn(output).toFixed(1)} s inside the command (${((performance.now() - started) / 1000).toFixed(1)} s with its start)`,
);

// ... and on an embedded folder (PGlite), seeded through the command's own database.
const folder = path.join(work, 'pglite');
const pgliteUrl = `pglite://${folder}`;
await command('migrate', [], pgliteUrl);
{
  const lite = await seeds.benchDatabase(pgliteUrl);
  await lite.addConfirmedSubscribers(subscribers, 'abonne');
  await lite.close();
}
started = performance.now();
output = await command('newsletter-send', [await campaignFile('file-pglite'), '--queue-only'], pgliteUrl);
console.log(
  `queue ${subscribers} mails, embedded PGlite: ${queuedIn(output).toFixed(1)} s inside the command (${((performance.now() - started) / 1000).toFixed(1)} s with its start)`,
);

// 2. Sending: a campaign of `mails`, queued first, then sent by one process, then by two.
await db.removeSubscribersAndTheirMails();
await db.addConfirmedSubscribers(mails, 'envoi');
for (const instances of [1, 2]) {
  const file = await campaignFile(`envoi-${instances}`);
  await command('newsletter-send', [file, '--queue-only', '--per-minute', '1000000'], dbUrl.toString());
  received = [];
  started = performance.now();
  await Promise.all(
    Array.from({ length: instances }, () =>
      command('newsletter-send', [file, '--per-minute', '1000000'], dbUrl.toString()),
    ),
  );
  const seconds = (received.at(-1) - received[0]) / 1000;
  console.log(
    `send ${received.length} mails to a local SMTP peer, ${instances} instance(s): ${Math.round(received.length / seconds)} mails/s between the first and the last (${((performance.now() - started) / 1000).toFixed(1)} s with the processes' start)`,
  );
}

await db.close();
await new Promise((resolve) => smtp.close(resolve));
await fs.rm(work, { recursive: true, force: true });
const cleanup = new pg.Client({ connectionString: adminUrl });
await cleanup.connect();
await cleanup.query('drop database if exists secretalia_bench_newsletter with (force)');
await cleanup.end();
