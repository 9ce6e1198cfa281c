import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseLockedError, openDatabase, SOCKET_FILE, type Database } from './database';
import { migrateLatest } from './migrate';

/**
 * The embedded folder as a running server holds it: admin commands (and psql) reach its
 * PGlite on the folder's socket and take turns with the server, a transaction at a time.
 */
describe('an embedded folder held by a running server', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-socket-'));
  const url = `pglite://${path.join(dir, 'db')}`;
  let server: Database;
  let admin: Database;

  beforeAll(async () => {
    server = await openDatabase(url);
    await migrateLatest(server.db);
    await server.db.schema.createTable('turns', (t) => {
      t.increments('id');
      t.text('who').notNullable();
    });
    admin = await openDatabase(url, { throughRunningServer: true });
  });
  afterAll(async () => {
    await admin?.close();
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lets an admin command read and write the same data through the socket', async () => {
    expect(admin.label).toContain('par le socket du serveur en marche');
    await admin.db('settings').insert({ key: 'from-admin', value: JSON.stringify({ ok: true }) });
    expect(await server.db('settings').where({ key: 'from-admin' }).first()).toBeTruthy();
    await server.db('settings').where({ key: 'from-admin' }).delete();
    expect(await admin.db('settings').where({ key: 'from-admin' }).first()).toBeUndefined();
  });

  it('still refuses a second server', async () => {
    await expect(openDatabase(url)).rejects.toThrow(DatabaseLockedError);
  });

  it("keeps the server's statements out of an admin's transaction, and the admin's out of the server's", async () => {
    let adminInside!: () => void;
    const adminHasBegun = new Promise<void>((resolve) => (adminInside = resolve));
    let finishAdmin!: () => void;
    const adminMayFinish = new Promise<void>((resolve) => (finishAdmin = resolve));
    const adminWork = admin.db
      .transaction(async (trx) => {
        await trx('turns').insert({ who: 'admin, rolled back' });
        adminInside();
        await adminMayFinish;
        throw new Error('roll back');
      })
      .catch(() => {});
    await adminHasBegun;
    // The server's insert waits for the admin's transaction to end, then stands on its own.
    const serverInsert = server.db('turns').insert({ who: 'server' });
    setTimeout(finishAdmin, 100);
    await Promise.all([adminWork, serverInsert]);
    expect((await server.db('turns').select('who')).map((r) => r.who)).toEqual(['server']);

    // The other way round: an admin write waits for the server's transaction, which rolls back alone.
    let adminInsert: Promise<unknown> | undefined;
    await server.db
      .transaction(async (trx) => {
        await trx('turns').insert({ who: 'server, rolled back' });
        adminInsert = admin
          .db('turns')
          .insert({ who: 'admin' })
          .then(() => {});
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Error('roll back');
      })
      .catch(() => {});
    await adminInsert;
    expect((await admin.db('turns').orderBy('id').select('who')).map((r) => r.who)).toEqual(['server', 'admin']);
  });

  it('rolls back what a connection left open when it goes away, and serves the others', async () => {
    const client = new pg.Client({ host: path.join(dir, 'db'), user: 'postgres', database: 'postgres' });
    client.on('error', () => {}); // the cut below is on purpose
    await client.connect();
    await client.query('begin');
    await client.query("insert into turns (who) values ('abandoned')");
    client.connection.stream.destroy();
    expect(await server.db('turns').where({ who: 'abandoned' }).first()).toBeUndefined();
    expect((await admin.db.raw('select 1 as one')).rows[0].one).toBe(1);
  });

  it("delivers an admin command's NOTIFY to the server", async () => {
    let heard = 0;
    await server.listen!('secretalia_test_channel', () => heard++);
    await admin.db.transaction(async (trx) => {
      await trx.raw('notify secretalia_test_channel');
    });
    await expect.poll(() => heard).toBe(1);
  });

  // psql comes with Postgres's client package (CI has it); the README tells admins to use it so.
  it.skipIf(spawnSync('psql', ['--version']).error)('answers psql', async () => {
    const psql = await run('psql', [
      '-h',
      path.join(dir, 'db'),
      '-U',
      'postgres',
      '-At',
      '-c',
      'select count(*) from turns',
    ]);
    expect(psql.output.trim()).toBe('2');
    expect(psql.code).toBe(0);
  });
});

describe('the folder lock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Another process listening on the folder's socket, as a server holding it does. */
  function holder(folder: string) {
    fs.mkdirSync(folder, { recursive: true });
    const child = spawn(
      process.execPath,
      [
        '-e',
        `require('net').createServer().listen(${JSON.stringify(path.join(folder, SOCKET_FILE))}, () => console.log('held'))`,
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    return new Promise<typeof child>((resolve) => child.stdout.once('data', () => resolve(child)));
  }

  it('refuses a folder a live process holds, and takes it over at once when that process was killed', async () => {
    const folder = path.join(dir, 'db');
    const child = await holder(folder);
    await expect(openDatabase(`pglite://${folder}`)).rejects.toThrow(/already in use by another process/);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    // The killed process left its socket file behind: a stale lock.
    expect(fs.existsSync(path.join(folder, SOCKET_FILE))).toBe(true);
    const database = await openDatabase(`pglite://${folder}`);
    expect((await database.db.raw('select 1 as one')).rows[0].one).toBe(1);
    await database.close();
    expect(fs.existsSync(path.join(folder, SOCKET_FILE))).toBe(false);
  });

  it('lets only one of two processes taking over a stale lock together have it', async () => {
    const folder = path.join(dir, 'race');
    const child = await holder(folder);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const results = await Promise.allSettled([openDatabase(`pglite://${folder}`), openDatabase(`pglite://${folder}`)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')?.reason).toBeInstanceOf(DatabaseLockedError);
    for (const r of results) if (r.status === 'fulfilled') await r.value.close();
  });
});

function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('close', (code) => resolve({ code, output }));
  });
}
