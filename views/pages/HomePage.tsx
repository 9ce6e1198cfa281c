import { CallbackRequest } from '../components/CallbackRequest';
import {
  ArrowRight,
  BellOff,
  Building2,
  CalendarCheck,
  Check,
  Clock,
  FileLock2,
  GraduationCap,
  Lock,
  Rocket,
  Server,
  SlidersHorizontal,
  Stethoscope,
  Sun,
  UserRound,
  UsersRound,
} from 'lucide-react';
import { quoteLink, site, socialNetworks } from '../../shared/site';
import type { LegalFacts } from '../../shared/legalFacts';
import { keepNumbersTogether } from '../components/typography';
import { IconList } from '../components/IconList';
import { DiscoveryCallLink, QuoteAndCallActions } from '../components/ExternalLink';
import { JsonLd } from '../components/JsonLd';
import { organizationJsonLd, websiteJsonLd } from '../components/structuredData';
import { demarrageFilm, discoveryVideoPoster, enBrefFilm, watchPageUrl } from '../components/media';
import { CardGrid } from '../components/CardGrid';
import { CtaBand } from '../components/CtaBand';
import { Testimonials } from '../components/Testimonials';
import { homeTestimonials } from '../components/testimonialQuotes';
import { TeamSection } from '../components/TeamSection';
import { HeroStage } from '../components/HeroStage';
import { claims, KeyFigures } from '../components/KeyFigures';
import { StartSteps, type StartStep } from '../components/StartSteps';
import { usePage } from '../context';
import { FrontDeskScene } from '../illustrations/FrontDeskScene';
import { MapScene } from '../illustrations/MapScene';
import { SafeDataScene } from '../illustrations/SafeDataScene';
import { Island } from '../Island';
import { Seo } from '../Seo';
import { Static } from '../components/Static';
import { paths } from '../../shared/paths';
import { Section } from '../components/Section';
import type { TeamMember, Testimonial } from '../../shared/people';

const audiences = [
  {
    Icon: Stethoscope,
    title: 'Médecins généralistes et spécialistes',
    text: 'Quelle que soit votre spécialité, votre secrétaire apprend vos motifs de consultation, vos durées de rendez-vous et vos consignes.',
  },
  {
    Icon: UsersRound,
    title: 'Cabinets seuls ou de groupe',
    text: 'Une secrétaire pour vous seul, ou une équipe qui se répartit les appels de plusieurs praticiens.',
  },
  {
    Icon: Building2,
    title: 'Centres de santé',
    text: 'Un accueil homogène pour toute la structure, formé à vos protocoles et à votre organisation.',
  },
  {
    Icon: SlidersHorizontal,
    title: 'Praticiens qui veulent déléguer sans perdre la main',
    text: 'Vous fixez les règles, elle les applique. Vous les ajustez quand vous voulez, lors de points de suivi réguliers.',
  },
];

const benefits = [
  {
    Icon: UserRound,
    title: 'Une secrétaire dédiée',
    text: 'Une seule interlocutrice, une vraie personne, qui connaît votre cabinet et vos patients. Pas un standard anonyme.',
  },
  {
    Icon: GraduationCap,
    title: 'Formée à vos outils',
    text: 'Votre logiciel, votre plateforme de prise de rendez-vous en ligne, vos habitudes\u00a0: elle s’adapte à votre façon de travailler.',
  },
  {
    Icon: BellOff,
    title: 'Vos appels filtrés',
    text: '60\u00a0% d’appels en moins sur votre ligne personnelle\u00a0: elle répond, oriente et ne vous transmet que l’essentiel.',
  },
  {
    Icon: CalendarCheck,
    title: 'Un agenda tenu en temps réel',
    text: 'Prises de rendez-vous, reports, annulations, urgences à caser\u00a0: votre agenda reste à jour et bien rempli.',
  },
  {
    Icon: Sun,
    title: 'Vos congés et absences couverts',
    text: 'Pendant vos congés, vos patients sont accueillis et orientés selon vos consignes. Le cabinet continue de répondre.',
  },
  {
    Icon: Rocket,
    title: 'Un démarrage rapide, sans engagement',
    text: 'Une mise en place rapide, une période de formation offerte, et vous restez libre à tout moment.',
  },
];

/** « How it starts »: the discovery call, the free training period, the secretary at work. */
const startSteps: StartStep[] = [
  {
    title: 'Un appel découverte',
    text: 'Un échange pour comprendre votre cabinet, vos outils et ce que vous souhaitez déléguer.',
  },
  {
    title: 'Une période de formation offerte',
    text: 'Votre secrétaire se forme à vos outils, à vos consignes et à vos habitudes. Cette période de formation est entièrement prise en charge par Secretalia.',
  },
  {
    title: 'Votre secrétaire au travail',
    text: 'Elle prend vos appels et tient votre agenda, avec des points de suivi réguliers. Les premiers résultats se voient dès le premier mois.',
  },
];

const safeguards = [
  {
    Icon: Server,
    title: 'Hébergement certifié HDS en France',
    text: 'Les données de vos patients sont hébergées en France, chez un hébergeur certifié HDS (hébergeur de données de santé).',
  },
  {
    Icon: Lock,
    title: 'Le RGPD respecté',
    text: 'Nous traitons les données pour votre compte et selon vos instructions, avec des accès limités aux seules personnes qui en ont besoin.',
  },
  {
    Icon: FileLock2,
    title: 'Le secret médical préservé',
    text: 'Votre secrétaire est tenue à la confidentialité sur tout ce qu’elle apprend de vos patients, comme si elle travaillait au cabinet.',
  },
];

/**
 * `legal`: the legal facts the owner set (the company's legal name and VAT number go to search engines).
 * `testimonials`: signed testimonials the owner supplied; without, the spec's anonymous quotes.
 * `team`: the team's portraits the owner supplied; without, no team section.
 */
export function HomePage({
  legal = {},
  testimonials = homeTestimonials,
  team = [],
}: { legal?: LegalFacts; testimonials?: readonly Testimonial[]; team?: readonly TeamMember[] } = {}) {
  const { videoEmbedUrl, siteUrl, social, contact } = usePage();
  const sameAs = socialNetworks.map((network) => social[network]).filter((url): url is string => Boolean(url));
  return (
    <>
      <Seo
        title={site.name}
        description="Une secrétaire médicale dédiée, formée à vos outils&nbsp;: accueil téléphonique, agenda, congés couverts. Pour les médecins de France et de Belgique."
      />
      <JsonLd data={websiteJsonLd(siteUrl)} />
      <JsonLd data={organizationJsonLd(siteUrl, contact, { sameAs, legal })} />

      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-text">
            <p className="eyebrow">Télésecrétariat médical · France et Belgique</p>
            <h1 id="hero-title" className="hero-title">
              {site.tagline}
            </h1>
            <p className="lead">
              Une secrétaire médicale dédiée, formée à vos outils, prend vos appels, tient votre agenda et vous remplace
              pendant les congés. Vous gardez la main&#8239;; vos patients gardent le lien.
            </p>
            <div className="button-row">
              <QuoteAndCallActions />
            </div>
            <CallbackRequest place="accueil" />
            <Static as="ul" part="home-hero-proof" className="hero-proof">
              <li>
                <Check aria-hidden="true" focusable="false" />
                Une secrétaire dédiée, formée à vos outils
              </li>
              <li>
                <Check aria-hidden="true" focusable="false" />
                Données hébergées en France (HDS)
              </li>
              <li>
                <Check aria-hidden="true" focusable="false" />
                Formation offerte, sans engagement
              </li>
            </Static>
          </div>
          <div className="hero-stage">
            <Static part="home-hero-stage" className="hero-stage-snippets">
              <HeroStage />
            </Static>
            <div className="hero-film">
              <Island
                name="VideoCard"
                hydrate="interaction"
                props={{
                  kind: 'local',
                  href: enBrefFilm.src,
                  captions: enBrefFilm.captions,
                  poster: enBrefFilm.poster,
                  posterSrcSet: enBrefFilm.posterSrcSet,
                  posterAvifSrcSet: enBrefFilm.posterAvifSrcSet,
                  title: enBrefFilm.title,
                  label: `Voir la présentation (${enBrefFilm.durationLabel})`,
                  sizes: '(min-width: 600px) 176px, 128px',
                }}
              />
            </div>
            <p className="hero-more">
              <a href={paths.why} className="arrow-link">
                Pourquoi les médecins choisissent Secretalia
                <ArrowRight aria-hidden="true" focusable="false" />
              </a>
            </p>
          </div>
        </div>
      </section>

      <Static
        as="section"
        part="home-figures"
        className="section section-figures"
        aria-label="Nos résultats en chiffres"
      >
        <div className="container">
          <KeyFigures items={[claims.doctors, claims.fewerCalls, claims.firstMonth, claims.threeMonths]} />
        </div>
      </Static>

      <Static as="section" part="home-mission" className="section reveal" aria-labelledby="mission-title">
        <div className="container">
          <div className="split split-art-first">
            <div className="split-art">
              <FrontDeskScene />
            </div>
            <div>
              <h2 id="mission-title">Notre mission</h2>
              <p>
                Vous avez choisi la médecine pour soigner, pas pour décrocher le téléphone entre deux patients. Notre
                mission&nbsp;: confier votre accueil et votre agenda à une secrétaire médicale qui travaille pour vous,
                à distance, comme si elle était au cabinet.
              </p>
              <p>
                Elle répond à vos patients avec attention, applique vos consignes et vous libère des interruptions. Vous
                retrouvez des consultations plus sereines et des journées mieux organisées.
              </p>
            </div>
          </div>
          <h2 id="pour-qui-title" className="subsection-title">
            Pour qui&nbsp;?
          </h2>
          <CardGrid cards={audiences} columns={4} reveal />
        </div>
      </Static>

      <section className="section section-tight reveal" aria-labelledby="offert-title">
        <div className="container">
          <div className="offer-panel">
            <div className="offer-head">
              <p className="eyebrow">Comment ça démarre</p>
              <h2 id="offert-title">Un démarrage offert</h2>
              <p>
                Trois étapes, sans engagement&nbsp;: la période de formation de votre secrétaire est entièrement prise
                en charge par Secretalia.
              </p>
            </div>
            <StartSteps steps={startSteps} />
            <div className="button-row offer-actions">
              <a href={paths.pricing} className="btn btn-primary">
                Découvrir nos formules
              </a>
              <DiscoveryCallLink className="btn btn-secondary" />
            </div>
          </div>
        </div>
      </section>

      <Static
        as="section"
        part="home-benefits"
        className="section section-mist reveal"
        aria-labelledby="avantages-title"
      >
        <div className="container benefits-layout">
          <div className="benefits-head">
            <p className="eyebrow">Pourquoi Secretalia</p>
            <h2 id="avantages-title">Six bonnes raisons de nous confier votre secrétariat</h2>
            <p className="lead">
              Un secrétariat humain, attentif et organisé, qui s’adapte à votre cabinet plutôt que l’inverse.
            </p>
          </div>
          <IconList items={benefits} className="benefit-list" delay={(index) => (index % 2) + 1} />
        </div>
      </Static>

      <Static as="section" part="home-safeguards" className="section reveal" aria-labelledby="securite-title">
        <div className="container split split-art-first">
          <div className="split-art">
            <SafeDataScene />
          </div>
          <div>
            <p className="eyebrow">Vos données</p>
            <h2 id="securite-title">Sécurité et confidentialité</h2>
            <p>
              Les informations que vos patients confient au téléphone sont parmi les plus sensibles qui soient. Nous les
              protégeons en conséquence.
            </p>
            <IconList items={safeguards} />
          </div>
        </div>
      </Static>

      <section className="section section-mist reveal" aria-labelledby="video-title">
        <div className="container split">
          <div>
            <p className="eyebrow">En vidéo</p>
            <h2 id="video-title">De l’appel découverte au premier bilan</h2>
            <p>
              En quelques étapes, voyez comment votre secrétaire se forme à vos outils, prend le relais au téléphone et
              tient votre agenda, pour vous faire une idée précise du service avant même de nous appeler.
            </p>
            <div className="button-row">
              <a href={paths.pricing} className="btn btn-secondary">
                Voir nos formules
              </a>
            </div>
          </div>
          <div>
            <Island
              name="VideoCard"
              hydrate="visible"
              props={
                videoEmbedUrl
                  ? {
                      kind: 'embed',
                      href: watchPageUrl(videoEmbedUrl),
                      embedUrl: videoEmbedUrl,
                      ...discoveryVideoPoster,
                      title: 'Secretalia en vidéo',
                      label: 'Regarder la vidéo',
                    }
                  : {
                      kind: 'local',
                      href: demarrageFilm.src,
                      captions: demarrageFilm.captions,
                      poster: demarrageFilm.poster,
                      posterSrcSet: demarrageFilm.posterSrcSet,
                      posterAvifSrcSet: demarrageFilm.posterAvifSrcSet,
                      title: demarrageFilm.title,
                      label: `Regarder la vidéo (${demarrageFilm.durationLabel})`,
                      playLower: true,
                    }
              }
            />
          </div>
        </div>
      </section>

      <section className="section reveal" aria-labelledby="lieu-title">
        <div className="container split split-art-first">
          <Static as="div" part="home-map" className="split-art split-art-map">
            <MapScene />
          </Static>
          <div>
            <p className="eyebrow">Où nous trouver</p>
            <h2 id="lieu-title">Depuis Marrakech, au service des médecins de France et de Belgique</h2>
            <p>
              Notre centre de secrétariat est installé à Marrakech. Nos secrétaires y travaillent en français, pour des
              cabinets et des centres de santé en France et en Belgique. D’autres pays francophones suivront.
            </p>
            <p>
              <a href={paths.belgium}>Vous exercez en Belgique&nbsp;? Notre page pour les cabinets belges</a>
            </p>
            <p className="hours-line">
              <Clock aria-hidden="true" focusable="false" />
              <span>{contact.hours}</span>
            </p>
            <div className="button-row">
              <a href={quoteLink.href} className="btn btn-cta">
                {quoteLink.label}
              </a>
            </div>
          </div>
        </div>
      </section>

      {team.length ? (
        <TeamSection
          id="equipe-title"
          className="reveal"
          eyebrow="Depuis Marrakech"
          title="L’équipe qui vous répond"
          members={team}
        />
      ) : null}

      <Section
        id="avis-title"
        className="section-mist reveal"
        eyebrow="Plus de 80 médecins accompagnés"
        title="Ils nous ont confié leur secrétariat"
      >
        <Testimonials items={testimonials} />
      </Section>

      <CtaBand
        id="cta-title"
        title={<>Prêt à déléguer votre secrétariat&nbsp;?</>}
        text={`Comparez nos quatre formules ou posez-nous vos questions\u00a0: nous vous répondons ${keepNumbersTogether(site.replyPromise)}.`}
      >
        <a href={paths.pricing} className="btn btn-cta">
          Découvrir nos formules
        </a>
        <a href={paths.contact} className="btn btn-on-dark">
          Nous contacter
        </a>
      </CtaBand>
    </>
  );
}
