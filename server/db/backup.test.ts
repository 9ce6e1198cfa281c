import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { onPostgres } from '../../tests/helpers/testDatabase';
import { forServer, readBackup, writeBackup } from './backup';
import { openDatabase } from './database';
import { restoreEmbedded, restorePostgres } from './restore';

const rowsOf = async (db: import('knex').Knex, table: string) => db(table).select('*').orderByRaw('1');

describe('a backup of the database', () => {
  test.skipIf(onPostgres)(
    'of the embedded database is plain SQL that loads into a new embedded folder, rows and sequences kept',
    async ({ database }) => {
      const { db } = database;
      await db('leads').insert({
        kind: 'quote',
        name: "Dr Claire O'Morel",
        email: 'claire@exemple.fr',
        message: 'Deux praticiens ;\nun à mi-temps « urgent » ?',
        consent: true,
      });
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-'));
      try {
        const file = path.join(dir, 'copie.sql.gz');
        writeBackup(file, await database.dump!());
        expect(readBackup(file)).toMatch(/INSERT INTO public\.leads/);
        expect(readBackup(file)).not.toMatch(/^COPY /m);
        const folder = path.join(dir, 'pglite');
        await restoreEmbedded(file, folder);
        const restored = await openDatabase(`pglite://${folder}`);
        try {
          expect(await rowsOf(restored.db, 'leads')).toEqual(await rowsOf(db, 'leads'));
          expect(await rowsOf(restored.db, 'settings')).toEqual(await rowsOf(db, 'settings'));
          // The sequence goes on after the last id.
          const [next] = await restored
            .db('leads')
            .insert({ kind: 'contact', name: 'Dr Hugo Lambert', email: 'hugo@exemple.fr', message: 'Bonjour' })
            .returning('id');
          const last = (await db('leads').max({ id: 'id' }).first())!.id as number;
          expect(next.id).toBeGreaterThan(last);
        } finally {
          await restored.close();
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  test('loses the lines older Postgres servers refuse, and psql’s guards', () => {
    const sql =
      'SET statement_timeout = 0;\nSET transaction_timeout = 0;\n\\restrict abc\nSELECT 1;\n\\unrestrict abc\n';
    expect(forServer(sql, 15)).toBe('SET statement_timeout = 0;\nSELECT 1;\n');
    expect(forServer(sql, 17)).toBe('SET statement_timeout = 0;\nSET transaction_timeout = 0;\nSELECT 1;\n');
  });
});

describe.skipIf(!onPostgres)('a backup of a Postgres server (pg_dump)', () => {
  test('restores into an empty database, and refuses one that holds tables', async ({ database }) => {
    await database
      .db('leads')
      .insert({ kind: 'contact', name: 'Dr Inès Haddad', email: 'ines@exemple.fr', message: 'Bonjour' });
    const major = Number(/\(PostgreSQL\) (\d+)/.exec(execFileSync('pg_dump', ['--version'], { encoding: 'utf8' }))![1]);
    expect(major).toBeGreaterThanOrEqual(15);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-pg-'));
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const name = `restore_${Date.now().toString(36)}`;
    const admin = knexFactory({ client: 'pg', connection: url.toString() });
    try {
      const file = path.join(dir, 'copie.sql.gz');
      writeBackup(file, await database.dump!());
      await admin.raw(`create database ${name}`);
      url.pathname = `/${name}`;
      await restorePostgres(file, url.toString(), database.schema);
      const restored = await openDatabase(url.toString(), { searchPath: database.schema! });
      try {
        expect(await rowsOf(restored.db, 'leads')).toEqual(await rowsOf(database.db, 'leads'));
      } finally {
        await restored.close();
      }
      await expect(restorePostgres(file, url.toString(), database.schema)).rejects.toThrow(/n’est pas vide/);
    } finally {
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
