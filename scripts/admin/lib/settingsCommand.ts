import type { SettingKey, SettingValue } from '../../../server/settings/repo';
import { command, type Command, type CommandLine } from './command';
import { assignSetting, type AssignmentRule } from './settingsAssignments';

/**
 * What tells one `settings:*` command from another; the rest (the `name=value`
 * arguments, all or nothing, the listing of every name afterwards) is the same
 * for all of them, so the three commands keep one shape.
 */
export interface SettingsCommandShape<K extends SettingKey> extends Omit<AssignmentRule, 'names'> {
  name: string;
  summary: string;
  /** The settings row the command writes. */
  setting: K;
  /** Each name `name=value` may use, with what it means (printed by --help). */
  names: readonly { key: string; label: string }[];
  /** The arguments in --help's synopsis: `[clé=valeur …]`. */
  args: string;
  /** The heading of that list in --help: `Clés`, `Réseaux`. */
  namesHeading: string;
  /** The sentence of --help about an empty value, then an example command line's arguments. */
  emptyValue: string;
  example: string;
  /** How the current value of a name reads in the listing. */
  shown(current: SettingValue<K>, name: string): string;
  /** A last line after the listing (what is still missing), if any. */
  summaryLine?(current: SettingValue<K>): string;
}

export function settingsCommand<K extends SettingKey>(shape: SettingsCommandShape<K>): Command {
  const names = shape.names.map((entry) => entry.key);
  const width = Math.max(...names.map((name) => name.length));
  const details = (commandLine: CommandLine) =>
    [
      `${shape.namesHeading} :`,
      ...shape.names.map((entry) => `  ${entry.key.padEnd(width)}  ${entry.label}`),
      '',
      `${shape.emptyValue} Mettez entre guillemets une valeur qui contient des espaces :`,
      `  ${commandLine(shape.name, shape.example)}`,
    ].join('\n');
  return command(
    { name: shape.name, summary: shape.summary, args: shape.args, maxArgs: names.length, details },
    async (context) => {
      const current = await assignSetting(context, shape.setting, context.args, {
        names,
        unknown: shape.unknown,
        emptyMeans: shape.emptyMeans,
        check: shape.check,
      });
      for (const name of names) context.print(`${name.padEnd(width)}  ${shape.shown(current, name)}`);
      const last = shape.summaryLine?.(current);
      if (last) context.print(last);
    },
  );
}
