import { paths } from '../../shared/paths';
import { legalLinks, site } from '../../shared/site';
import { retention } from '../../shared/retention';
import type { ContactDetails } from '../../shared/contactDetails';
import type { LegalFacts } from '../../shared/legalFacts';
import { ExternalLink } from '../components/ExternalLink';
import { BreadcrumbJsonLd } from '../components/JsonLd';
import { PageHero } from '../components/PageHero';
import { HdsClaim } from '../components/HdsClaim';
import { ToComplete } from '../components/ToComplete';
import { usePage } from '../context';
import { Island } from '../Island';
import { Seo } from '../Seo';
import { Static } from '../components/Static';

interface Processing {
  id: string;
  title: string;
  data: string;
  purpose: string;
  basis: string;
  /** What must be given, why, and what happens if it is not (GDPR art. 13.2.e). */
  required: string;
  retention: string;
}

/** The processings of the site; the periods are the ones the daily purge applies (shared/site.ts). */
const processingsOf = (contact: ContactDetails): Processing[] => [
  {
    id: 'contact',
    title: 'Formulaire de contact',
    data: 'Nom et prénom, e-mail, téléphone, nom du cabinet ou de la clinique, ville ou code postal, votre message et votre accord.',
    purpose: 'Répondre à votre message et vous recontacter.',
    basis:
      'Votre consentement, donné en cochant la case du formulaire (article 6.1.a du RGPD). Vous pouvez le retirer à tout moment.',
    required: `Les nom et prénom, l’e-mail, le téléphone, le nom du cabinet ou de la clinique, la ville ou le code postal et le message sont obligatoires, ainsi que la case à cocher\u00a0: ils nous permettent de savoir qui nous écrit et de vous répondre. Aucune obligation légale ou contractuelle ne vous impose de nous les fournir\u00a0; sans eux, le formulaire ne peut pas être envoyé et nous ne pourrons pas vous répondre par ce moyen. Vous pouvez aussi nous écrire à ${contact.email} ou nous appeler au ${contact.phone.display}.`,
    retention: `${retention.leads} après votre message, puis les données sont supprimées, avec l’e-mail qui nous l’a transmis. La copie de cet e-mail gardée sur notre serveur est supprimée ${retention.sentMails} après son envoi.`,
  },
  {
    id: 'devis',
    title: 'Demande de devis',
    data: 'Les mêmes informations que le formulaire de contact, et la formule qui vous intéresse.',
    purpose: 'Établir votre devis, vous le présenter et assurer le suivi de votre demande.',
    basis:
      'L’exécution de mesures précontractuelles prises à votre demande (article 6.1.b du RGPD)\u00a0: c’est vous qui nous demandez un devis. La case à cocher du formulaire indique que vous avez pris connaissance de la présente politique\u00a0; elle ne vaut pas consentement et le traitement n’en dépend pas.',
    required:
      'Les nom et prénom, l’e-mail, le téléphone, le nom du cabinet ou de la clinique, la ville ou le code postal et la formule choisie sont obligatoires, ainsi que la case à cocher\u00a0; le message est facultatif. Ces informations sont nécessaires pour établir un devis adapté à votre cabinet, préalable à la conclusion éventuelle d’un contrat. Vous n’êtes pas tenu de les fournir, mais sans elles nous ne pouvons pas établir votre devis et le formulaire ne peut pas être envoyé.',
    retention: `${retention.leads} après votre demande, puis les données sont supprimées, avec l’e-mail qui nous l’a transmise. La copie de cet e-mail gardée sur notre serveur est supprimée ${retention.sentMails} après son envoi.`,
  },
  {
    id: 'rappel',
    title: 'Demande de rappel (« Être rappelé »)',
    data: 'Votre numéro de téléphone, le jour et l’heure où vous souhaitez être appelé, votre nom si vous le donnez, votre accord et la page d’où vous l’avez envoyée.',
    purpose: 'Vous appeler au moment choisi, puis assurer le suivi de votre demande.',
    basis:
      'Votre consentement, donné en cochant la case du formulaire (article 6.1.a du RGPD). Vous pouvez le retirer à tout moment.',
    required:
      'Le numéro de téléphone, le jour, l’heure et la case à cocher sont obligatoires\u00a0: sans eux, nous ne pouvons pas vous appeler et le formulaire ne peut pas être envoyé. Le nom est facultatif.',
    retention: `${retention.leads} après votre demande, puis les données sont supprimées, avec l’e-mail qui nous l’a transmise. La copie de cet e-mail gardée sur notre serveur est supprimée ${retention.sentMails} après son envoi.`,
  },
  {
    id: 'newsletter',
    title: 'Lettre d’information',
    data: 'Votre adresse e-mail, la date et l’origine de votre demande d’inscription, puis la date à laquelle vous l’avez confirmée.',
    purpose:
      'Vous envoyer nos articles et nos actualités. Rien ne vous est envoyé avant que vous ayez confirmé votre adresse par le lien de l’e-mail reçu après votre inscription.',
    basis:
      'Votre consentement, confirmé par ce lien (article 6.1.a du RGPD). Vous pouvez le retirer à tout moment, sans avoir à vous justifier\u00a0: chaque envoi contient un lien pour vous désinscrire en un clic, sans autre formalité. Le retrait ne remet pas en cause les envois faits auparavant.',
    required:
      'Seule votre adresse e-mail est demandée, et elle est obligatoire\u00a0: sans elle, nous ne pouvons pas vous envoyer la lettre. L’inscription est entièrement facultative et ne conditionne aucun de nos services.',
    retention: [
      `${retention.newsletter.charAt(0).toUpperCase()}${retention.newsletter.slice(1)}.`,
      `Une demande d’inscription jamais confirmée est effacée au bout de ${retention.newsletterUnconfirmed}.`,
      `Après votre désinscription, nous ne gardons que votre adresse et la date de désinscription, pendant ${retention.newsletterUnsubscribed}, afin de ne plus vous écrire\u00a0; elles sont ensuite effacées.`,
      `La copie de chaque envoi est effacée ${retention.sentMails} après l’envoi.`,
    ].join(' '),
  },
  {
    id: 'audience',
    title: 'Mesure d’audience',
    data: 'L’adresse de la page consultée, la page de provenance, le titre de la page, la taille de l’écran, le fuseau horaire et la langue du navigateur. Ni adresse IP, ni cookie, ni identifiant.',
    purpose: 'Savoir quelles pages sont consultées, pour améliorer le site.',
    basis:
      'Notre intérêt légitime à connaître la fréquentation du site (article 6.1.f du RGPD). Vous pouvez vous y opposer, voir plus bas.',
    required:
      'Rien ne vous est demandé\u00a0: ces informations sont envoyées par votre navigateur. Si vous vous y opposez, ou si JavaScript est désactivé, rien n’est recueilli et le site fonctionne de la même façon.',
    retention: `${retention.visits}, puis les données sont supprimées.`,
  },
];

export function PrivacyPage({ facts }: { facts: LegalFacts }) {
  return (
    <>
      <Seo
        title="Politique de confidentialité"
        description="Les données que le site Secretalia recueille, pourquoi, combien de temps, leur transfert au Maroc et comment exercer vos droits."
      />
      <Static part="privacy" of={facts}>
        <PrivacyContent facts={facts} />
      </Static>
    </>
  );
}

/** Made once per site's settings and legal facts kept (views/components/Static.tsx). */
function PrivacyContent({ facts }: { facts: LegalFacts }) {
  const { siteUrl, contact } = usePage();
  return (
    <>
      <BreadcrumbJsonLd
        siteUrl={siteUrl}
        trail={[{ name: 'Politique de confidentialité', path: legalLinks.privacy.href }]}
      />

      <PageHero
        id="confidentialite-title"
        eyebrow="Vos données"
        title="Politique de confidentialité"
        lead="Ce que nous recueillons sur ce site, pourquoi, combien de temps nous le gardons et comment exercer vos droits. En bref&nbsp;: le strict nécessaire, aucun cookie, aucune publicité."
      />

      <section className="section section-tight-top legal-page">
        <div className="container narrow prose">
          <h2>Responsable du traitement</h2>
          <p>
            Le responsable du traitement est l’éditeur du site, {site.name} (raison sociale&nbsp;:{' '}
            <ToComplete value={facts['company-name']} />
            ), {facts['head-office'] ?? contact.address.oneLine}. Pour toute question sur vos données, écrivez-nous à{' '}
            <a href={`mailto:${contact.email}`}>{contact.email}</a>.
          </p>

          <h2>Délégué à la protection des données</h2>
          <p>
            {site.name} n’a pas désigné de délégué à la protection des données (DPO)&nbsp;: les traitements décrits dans
            la présente politique ne relèvent d’aucun des cas dans lesquels l’article&nbsp;37 du RGPD rend cette
            désignation obligatoire. Pour toute question relative à vos données personnelles ou pour exercer vos droits,
            écrivez à <a href={`mailto:${contact.email}`}>{contact.email}</a>.
          </p>

          <h2>Ce que nous recueillons et pourquoi</h2>
          <p>
            Nous ne recueillons que ce dont nous avons besoin pour vous répondre. Les champs de nos formulaires sont
            expliqués ci-dessous, traitement par traitement.
          </p>
          {processingsOf(contact).map((item) => (
            <div key={item.id} className="processing">
              <h3>{item.title}</h3>
              <dl className="legal-list">
                <div>
                  <dt>Données</dt>
                  <dd>{item.data}</dd>
                </div>
                <div>
                  <dt>Finalité</dt>
                  <dd>{item.purpose}</dd>
                </div>
                <div>
                  <dt>Base légale</dt>
                  <dd>{item.basis}</dd>
                </div>
                <div>
                  <dt>Champs obligatoires</dt>
                  <dd>{item.required}</dd>
                </div>
                <div>
                  <dt>Durée de conservation</dt>
                  <dd>{item.retention}</dd>
                </div>
              </dl>
            </div>
          ))}

          <h2>Absence de décision automatisée et de profilage</h2>
          <p>
            Aucune décision fondée exclusivement sur un traitement automatisé, y compris le profilage, au sens de
            l’article&nbsp;22 du RGPD, n’est prise à partir des données recueillies sur ce site, et ces données ne font
            l’objet d’aucun profilage. Vos demandes sont lues et traitées par une personne de notre équipe.
          </p>

          <h2>Pas de données de santé par ce site</h2>
          <p>
            Nos formulaires ne sont pas faits pour recevoir des informations médicales. Merci de ne jamais y indiquer de
            données de santé concernant vos patients. Dans le cadre du service de secrétariat, les données de vos
            patients sont traitées pour votre compte, selon le contrat qui nous lie, et hébergées en France,{' '}
            <HdsClaim /> (voir <a href={paths.yourData}>vos données</a>).
          </p>

          <h2>Destinataires</h2>
          <p>
            Vos données sont destinées à l’équipe {site.name} chargée de répondre aux demandes des médecins. Elles sont
            aussi traitées, pour notre compte et sur nos instructions, par nos prestataires techniques&nbsp;:
            l’hébergeur du site{' '}
            {facts['host-name'] ? (
              `(${facts['host-name']})`
            ) : (
              // The pill's brackets stay with it; a real name wraps as text does.
              <span className="keep-together">
                (<ToComplete value={undefined} />)
              </span>
            )}
            {facts['lead-tools'] ? (
              <>
                , notre service d’envoi d’e-mails et l’outil où notre équipe suit chaque demande, {facts['lead-tools']}
              </>
            ) : (
              <> et notre service d’envoi d’e-mails</>
            )}
            . Elles ne sont ni vendues ni cédées à des tiers.
          </p>

          <h2>Transfert vers le Maroc</h2>
          <p>
            Notre équipe travaille depuis notre centre de Marrakech. Lorsqu’elle traite votre demande, vos données sont
            donc accessibles depuis le Maroc, pays situé hors de l’Union européenne qui ne fait pas l’objet d’une
            décision d’adéquation de la Commission européenne.
          </p>
          <p>
            Ce transfert est encadré par les clauses contractuelles types adoptées par la Commission européenne
            (décision d’exécution (UE) 2021/914), garanties appropriées prévues à l’article&nbsp;46.2.c du RGPD, et
            l’accès aux données est réservé aux seules personnes qui en ont besoin pour vous répondre. Vous pouvez
            obtenir une copie de ces garanties en écrivant à <a href={`mailto:${contact.email}`}>{contact.email}</a>.
          </p>

          <h2>Vos droits</h2>
          <p>Conformément au RGPD, vous disposez sur vos données des droits suivants&nbsp;:</p>
          <ul>
            <li>le droit d’accès et de rectification&nbsp;;</li>
            <li>le droit à l’effacement et à la limitation du traitement&nbsp;;</li>
            <li>le droit d’opposition, notamment à la mesure d’audience&nbsp;;</li>
            <li>le droit à la portabilité des données que vous nous avez fournies&nbsp;;</li>
            <li>le droit de retirer votre consentement à tout moment, sans effet sur ce qui a été fait avant&nbsp;;</li>
            <li>en France, le droit de définir des directives sur le sort de vos données après votre décès.</li>
          </ul>
          <p>
            Pour les exercer, écrivez-nous à <a href={`mailto:${contact.email}`}>{contact.email}</a> ou par courrier au{' '}
            {contact.address.oneLine}. Nous vous répondons dans un délai d’un mois.
          </p>
          <h3>Réclamation auprès d’une autorité de contrôle</h3>
          <p>
            Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une
            réclamation&nbsp;:
          </p>
          <ul>
            <li>
              en France, à la CNIL (Commission nationale de l’informatique et des libertés), 3&nbsp;place de Fontenoy,
              TSA&nbsp;80715, 75334&nbsp;Paris Cedex&nbsp;07&nbsp;:{' '}
              <ExternalLink href="https://www.cnil.fr/fr/plaintes">www.cnil.fr</ExternalLink>&nbsp;;
            </li>
            <li>
              en Belgique, à l’Autorité de protection des données (APD-GBA), rue de la Presse&nbsp;35,
              1000&nbsp;Bruxelles&nbsp;:{' '}
              <ExternalLink href="https://www.autoriteprotectiondonnees.be/citoyen/agir/introduire-une-plainte">
                www.autoriteprotectiondonnees.be
              </ExternalLink>
              .
            </li>
          </ul>

          <h2>Cookies et mesure d’audience</h2>
          <p>
            Ce site ne dépose aucun cookie chez ses visiteurs et ne charge aucun script, aucune police ni aucune vidéo
            de tiers sans action de votre part. Il n’y a donc pas de bandeau de cookies à accepter.
          </p>
          <h3 id="cookie-equipe">Le cookie de l’espace de l’équipe</h3>
          <p>
            Seules les personnes de l’équipe Secretalia qui se connectent à leur espace (<code>/espace</code>), avec
            leur clé d’accès, reçoivent un cookie&nbsp;: <code>__Host-secretalia_espace</code>. Strictement nécessaire,
            il garde leur connexion ouverte, ne contient qu’un identifiant tiré au hasard, n’est lisible que par ce site
            et ne sert à rien d’autre&nbsp;; il expire après 12 heures sans utilisation, 7 jours au plus, ou à la
            déconnexion. Étant strictement nécessaire, il ne demande pas de consentement.
          </p>
          <div id="mesure-audience" className="optout-box">
            <h3>Mesure d’audience sans cookie</h3>
            <p>
              Lorsque vous affichez une page, votre navigateur nous envoie les informations décrites plus haut (page
              consultée, page de provenance, taille d’écran, fuseau horaire, langue). Nous n’enregistrons ni votre
              adresse IP ni aucun identifiant&nbsp;: il nous est impossible de vous reconnaître d’une visite à l’autre.
            </p>
            <p>
              Vous pouvez vous opposer à cette mesure à tout moment, sans avoir à vous justifier. Votre choix s’applique
              au navigateur que vous utilisez. Si JavaScript est désactivé dans votre navigateur, aucune mesure n’est
              effectuée.
            </p>
            <Island name="AnalyticsOptOut" props={{}} hydrate="visible" />
          </div>
          <h3 id="provenance">Provenance de vos demandes</h3>
          <p>
            Pour savoir quelles annonces, quels sites et quels boutons amènent des demandes, chaque demande de devis, de
            contact ou de rappel est enregistrée avec sa provenance&nbsp;: les paramètres de campagne de l’adresse par
            laquelle vous êtes arrivé (par exemple <code>utm_source</code> ou <code>utm_campaign</code>), le nom du site
            qui vous a envoyé vers nous (par exemple www.google.fr, jamais l’adresse complète de la page), la première
            page vue sur notre site, la page du formulaire et le bouton suivi pour l’atteindre.
          </p>
          <p>
            Pendant votre visite, ces informations sont gardées par votre navigateur, dans le stockage de l’onglet
            («&nbsp;sessionStorage&nbsp;»)&nbsp;: ce n’est pas un cookie, rien n’est lu d’un site à l’autre, et elles
            disparaissent quand vous fermez l’onglet. Elles ne nous parviennent que si vous envoyez un formulaire, avec
            votre demande&nbsp;; elles sont alors conservées et supprimées avec elle. Si vous vous opposez à la mesure
            d’audience ci-dessus, ou si votre navigateur envoie le signal Global Privacy Control ou Do Not Track, rien
            n’est gardé ni envoyé&nbsp;: seule l’adresse de la page du formulaire, avec les paramètres de campagne
            qu’elle porte, accompagne votre demande, comme lorsque JavaScript est désactivé. Ces informations ne
            demandent pas votre consentement&nbsp;: elles servent au seul service que vous demandez et à notre propre
            mesure d’audience, sans traceur ni cookie.
          </p>

          <h2>Modifications</h2>
          <p>
            Nous pouvons faire évoluer cette politique, par exemple si nous ajoutons un service. La version en vigueur
            est toujours celle publiée sur cette page. Voir aussi nos{' '}
            <a href={legalLinks.notice.href}>mentions légales</a>.
          </p>
        </div>
      </section>
    </>
  );
}
