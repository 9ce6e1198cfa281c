import { notifyContentChanged } from '../../../server/db/changes';
import { settingsRepo, type SettingKey, type SettingValue } from '../../../server/settings/repo';
import { ValueError, type CommandContext } from './command';

export interface AssignmentRule {
  /** The names `name=value` may use. */
  names: readonly string[];
  /** What a name the rule does not know is called: `clé inconnue`, `réseau inconnu`. */
  unknown: string;
  /** What `name=` does, for the message of an assignment without `=`. */
  emptyMeans: string;
  /** A value as it is stored, or why it cannot be. */
  check(name: string, value: string): { value: string } | { problem: string };
}

/**
 * The `settings:*` commands' arguments, `name=value` each (an empty value
 * removes the name): every one is checked before anything is written (all or
 * nothing), then the setting is stored and every running server told. Resolves
 * with the setting as stored.
 */
export async function assignSetting<K extends SettingKey>(
  { database: { db, kind } }: CommandContext,
  key: K,
  assignments: string[],
  rule: AssignmentRule,
): Promise<SettingValue<K>> {
  const repo = settingsRepo(db);
  const setting = { ...(await repo.get(key)) } as Record<string, string>;
  for (const assignment of assignments) {
    const equals = assignment.indexOf('=');
    const name = equals < 0 ? assignment : assignment.slice(0, equals);
    if (!rule.names.includes(name))
      throw new ValueError(`${rule.unknown} « ${name} » (attendu : ${rule.names.join(', ')})`);
    if (equals < 0) throw new ValueError(`${name} : attendu ${name}=valeur (ou ${name}= pour ${rule.emptyMeans})`);
    const value = assignment.slice(equals + 1).trim();
    if (!value) {
      delete setting[name];
      continue;
    }
    const checked = rule.check(name, value);
    if ('problem' in checked) throw new ValueError(`${name} : ${checked.problem}`);
    setting[name] = checked.value;
  }
  if (!assignments.length) return repo.get(key);
  return db.transaction(async (trx) => {
    const stored = await settingsRepo(trx).set(key, setting as SettingValue<K>);
    await notifyContentChanged(trx, kind);
    return stored;
  });
}
