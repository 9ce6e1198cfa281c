import { readFile } from 'node:fs/promises';
import { notifyContentChanged } from '../../../server/db/changes';
import { settingsRepo } from '../../../server/settings/repo';
import { MAX_AGREEMENT_BYTES } from '../../../server/settings/rules';
import { paths } from '../../../shared/paths';
import { CommandError, type CommandContext } from './command';

/** `settings:agreement`'s work: import, remove or describe the processing agreement. */
export async function agreementCommand({
  database: { db, kind },
  values,
  args,
  print,
  resolve,
}: Pick<CommandContext, 'database' | 'values' | 'args' | 'print' | 'resolve'>): Promise<number> {
  const repo = settingsRepo(db);
  const current = await repo.get('agreement');
  const describe = (stored: typeof current) =>
    'pdf' in stored
      ? `accord de traitement : un PDF de ${Math.ceil(stored.bytes / 1024)} Ko, importé le ${stored.importedAt.slice(0, 10)}, proposé sur ${paths.processingAgreement}`
      : 'accord de traitement : aucun (la page /vos-donnees ne le propose pas)';
  if (values.remove === true) {
    if ('pdf' in current)
      await db.transaction(async (trx) => {
        await settingsRepo(trx).set('agreement', {});
        await notifyContentChanged(trx, kind);
      });
    print('accord de traitement : aucun (retiré du site)');
    return 0;
  }
  const [file] = args;
  if (!file) {
    print(describe(current));
    return 0;
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(resolve(file));
  } catch {
    throw new CommandError(`${file} : fichier introuvable ou illisible`);
  }
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new CommandError(`${file} : ce n’est pas un PDF`);
  if (bytes.length > MAX_AGREEMENT_BYTES)
    throw new CommandError(
      `${file} : ${Math.ceil(bytes.length / 1024 / 1024)} Mo, attendu ${MAX_AGREEMENT_BYTES / 1024 / 1024} Mo au plus`,
    );
  const pdf = bytes.toString('base64');
  if ('pdf' in current && current.pdf === pdf) {
    print(`${describe(current)} (déjà celui-ci : rien n’a changé)`);
    return 0;
  }
  const stored = await db.transaction(async (trx) => {
    const saved = await settingsRepo(trx).set('agreement', {
      pdf,
      bytes: bytes.length,
      importedAt: new Date().toISOString(),
    });
    await notifyContentChanged(trx, kind);
    return saved;
  });
  print(describe(stored));
  return 0;
}
