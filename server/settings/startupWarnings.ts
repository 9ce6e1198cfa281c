import type { Knex } from 'knex';
import { exampleContactKeys } from '../../shared/contactDetails';
import { missingLegalFacts } from '../../shared/legalFacts';
import { settingsRepo } from './repo';
import type { Logger } from '../logger';

/**
 * A site in production must name its publisher and host (French law on the
 * digital economy, LCEN article 6): at start, a warning lists the legal facts
 * still missing and the command that sets them. Never stops the server.
 */
export async function warnIfLegalNoticeIncomplete(db: Knex, logger: Logger, nodeEnv: string): Promise<void> {
  if (nodeEnv !== 'production') return;
  try {
    const missing = missingLegalFacts(await settingsRepo(db).get('legal')).map((fact) => fact.key);
    if (missing.length) {
      logger.warn(
        { missing },
        `legal notice incomplete: ${missing.length} fact(s) missing on /mentions-legales; set them with npm run settings:legal -- key=value …`,
      );
    }
  } catch (err) {
    logger.warn({ err }, 'could not check the legal notice');
  }
}

/**
 * The shipped contact details are examples (a phone number reserved for
 * fiction): a production server warns at start, naming those still shown,
 * until the owner sets them. Never stops the server.
 */
export async function warnIfContactIsExample(db: Knex, logger: Logger, nodeEnv: string): Promise<void> {
  if (nodeEnv !== 'production') return;
  try {
    const examples = exampleContactKeys(await settingsRepo(db).get('contact'));
    if (examples.length) {
      logger.warn(
        { examples },
        `contact details: ${examples.length} still the shipped example value(s) on every page (${examples.join(', ')}); set them with npm run settings:contact -- key=value …`,
      );
    }
  } catch (err) {
    logger.warn({ err }, 'could not check the contact details');
  }
}
