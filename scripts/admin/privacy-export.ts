// `npm run -s privacy:export -- <email> > export.json`: everything stored about an
// address, whatever its capitalisation, as JSON (GDPR article 15, right of access).
import { command, type CommandSpec } from './lib/command';
import { emailArgument } from './lib/emailArgument';
import { dataPaths } from '../../server/env';
import { describeCounts, findPersonalData } from '../../server/privacy/personalData';
import { warnIfNpmWritesToo } from './lib/tabular';

const spec = {
  name: 'privacy:export',
  summary: 'Prints, as JSON, everything stored about an e-mail address, whatever its capitalisation.',
  args: '<email>',
  minArgs: 1,
  details: [
    'Messages and quotes, newsletter subscription, queued, sent and dead mails, and the mail files of ./data/mail.',
    'Visits are not included: they hold no address nor any identifier.',
    'Example: npm run -s privacy:export -- claire.morel@exemple.fr > claire.json',
  ].join('\n'),
} satisfies CommandSpec;

export default command(spec, async ({ database: { db }, env, args, warn, io }) => {
  const data = await findPersonalData(db, emailArgument(args[0]), dataPaths(env).mail);
  warnIfNpmWritesToo({ spec, io, warn });
  const document = {
    email: data.email,
    exportedAt: new Date().toISOString(),
    messagesAndQuotes: data.leads,
    newsletterSubscription: data.newsletter,
    mails: data.mails,
    mailFiles: data.mailFiles,
    visits: 'Aucune : les visites ne sont liées à aucune adresse ni à aucun identifiant.',
  };
  io.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
  const counts = { leads: data.leads.length, newsletter: data.newsletter.length, mails: data.mails.length, mailFiles: data.mailFiles.length };
  const found = Object.values(counts).some(Boolean);
  warn(`privacy:export: ${found ? describeCounts(counts) : 'nothing stored'} about ${data.email}`);
});
