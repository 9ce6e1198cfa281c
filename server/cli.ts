import { DatabaseLockedError, openDatabase, type Database } from './db/database';
import { migrateLatest } from './db/migrate';
import { EnvError, loadEnv, type Env } from './env';

/**
 * Runs an admin command against the database of DATABASE_URL, migrated first.
 * Configuration and lock problems end the command with a readable message and exit code 1.
 */
export async function runCommand(
  name: string,
  body: (database: Database, env: Env) => Promise<void>,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<void> {
  let database: Database | undefined;
  try {
    const env = loadEnv();
    database = await openDatabase(env.DATABASE_URL);
    if (migrate) await migrateLatest(database.db);
    await body(database, env);
  } catch (err) {
    if (err instanceof EnvError || err instanceof DatabaseLockedError || err instanceof CommandError) {
      console.error(`${name}: ${err.message}`);
    } else {
      console.error(`${name} failed:`, err);
    }
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}

/** An error whose message is all the user needs (no stack trace). */
export class CommandError extends Error {}
