import type { Route } from '../routing/route';
import accueil from './accueil';
import belgique from './belgique';
import blog from './blog';
import contact from './contact';
import demandeDevis from './demande-devis';
import header from './header';
import laRedaction from './la-redaction';
import mentionsLegales from './mentions-legales';
import newsletter from './newsletter';
import nosServices from './nos-services';
import nosTarifs from './nos-tarifs';
import politiqueDeConfidentialite from './politique-de-confidentialite';
import pourquoiSecretalia from './pourquoi-secretalia';
import questionsFrequentes from './questions-frequentes';
import quelleFormule from './quelle-formule';
import specialites from './specialites';
import rappel from './rappel';
import vosDonnees from './vos-donnees';
import espaceDemandes from './espace-demandes';
import espaceConnexion from './espace-connexion';
import espaceApercu from './espace-apercu';

/**
 * The site map: one module per address or family of addresses, each with its
 * loader, its action, its cache policy, its sitemap entries and its page.
 * server/routing/router.ts registers them with Express; sitemap.xml is made from them.
 */
export const routes: Route[] = [
  ...accueil,
  ...nosServices,
  ...specialites,
  ...belgique,
  ...questionsFrequentes,
  ...pourquoiSecretalia,
  ...nosTarifs,
  ...quelleFormule,
  ...demandeDevis,
  ...contact,
  ...rappel,
  ...blog,
  ...laRedaction,
  ...newsletter,
  ...mentionsLegales,
  ...politiqueDeConfidentialite,
  ...vosDonnees,
  ...header,
  ...espaceDemandes,
  ...espaceConnexion,
  ...espaceApercu,
];

export { notFound, serverError } from './erreurs';
