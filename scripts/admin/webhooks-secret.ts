// `npm run webhooks:secret`: prints a new LEAD_WEBHOOK_SECRET, as Standard Webhooks
// write them (whsec_ + base64 of 32 random bytes). It writes nothing anywhere.
import { command } from './lib/command';
import { newWebhookSecret } from '../../server/webhooks/signing';

export default command(
  {
    name: 'webhooks:secret',
    summary:
      'Affiche un nouveau secret pour signer les webhooks des demandes (LEAD_WEBHOOK_SECRET), au format Standard Webhooks : whsec_ suivi de 32 octets aléatoires en base64.',
    details:
      'Définissez-le dans LEAD_WEBHOOK_SECRET (README, « Configuration ») et donnez-le au destinataire de LEAD_WEBHOOK_URL, qui vérifie avec lui l’en-tête webhook-signature ; redémarrez ensuite le site. Rien n’est écrit : relancée, la commande en affiche un autre.',
    database: false,
  },
  async ({ print }) => {
    print(newWebhookSecret());
  },
);
