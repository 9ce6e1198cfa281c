import {
  ArrowRight,
  BellOff,
  Building2,
  CalendarCheck,
  Clock,
  FileLock2,
  Gift,
  GraduationCap,
  Lock,
  Rocket,
  Server,
  ShieldCheck,
  SlidersHorizontal,
  Stethoscope,
  Sun,
  UserRound,
  UsersRound,
} from 'lucide-react';
import { quoteLink, site, socialNetworks } from '../../shared/site';
import type { LegalFacts } from '../../shared/legalFacts';
import { keepNumbersTogether } from '../components/typography';
import { DiscoveryCallLink } from '../components/ExternalLink';
import { JsonLd } from '../components/JsonLd';
import { organizationJsonLd, websiteJsonLd } from '../components/structuredData';
import { demarrageFilm, discoveryVideoPoster, enBrefFilm, watchPageUrl } from '../components/media';
import { CardGrid } from '../components/CardGrid';
import { CtaBand } from '../components/CtaBand';
import { Testimonials } from '../components/Testimonials';
import { homeTestimonials } from '../components/testimonialQuotes';
import { usePage } from '../context';
import { FrontDeskScene } from '../illustrations/FrontDeskScene';
import { MapScene } from '../illustrations/MapScene';
import { Island } from '../Island';
import { Seo } from '../Seo';
import { Static } from '../components/Static';
import { paths } from '../../shared/paths';
import { Section } from '../components/Section';

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

/** `legal`: the legal facts the owner set (the company's legal name and VAT number go to search engines). */
export function HomePage({ legal = {} }: { legal?: LegalFacts } = {}) {
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
            <h1 id="hero-title" className="hero-title">{site.tagline}</h1>
            <p className="lead">
              Une secrétaire médicale dédiée, formée à vos outils, prend vos appels, tient votre agenda et vous
              remplace pendant les congés. Vous gardez la main&#8239;; vos patients gardent le lien.
            </p>
            <div className="button-row">
              <a href={quoteLink.href} className="btn btn-cta">
                {quoteLink.label}
              </a>
              <DiscoveryCallLink className="btn btn-secondary" />
            </div>
            <p className="hero-more">
              <a href={paths.why} className="arrow-link">
                Pourquoi les médecins choisissent Secretalia
                <ArrowRight aria-hidden="true" focusable="false" />
              </a>
            </p>
          </div>
          <div className="hero-media">
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
                eager: true,
              }}
            />
          </div>
        </div>
      </section>

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
                mission&nbsp;: confier votre accueil et votre agenda à une secrétaire médicale qui travaille pour vous, à
                distance, comme si elle était au cabinet.
              </p>
              <p>
                Elle répond à vos patients avec attention, applique vos consignes et vous libère des interruptions. Vous
                retrouvez des consultations plus sereines et des journées mieux organisées.
              </p>
            </div>
          </div>
          <h2 id="pour-qui-title" className="subsection-title">Pour qui&nbsp;?</h2>
          <CardGrid cards={audiences} columns={4} reveal />
        </div>
      </Static>

      <Static as="section" part="home-offer" className="section section-tight reveal" aria-labelledby="offert-title">
        <div className="container">
          <div className="offer-panel">
            <span className="offer-icon" aria-hidden="true">
              <Gift focusable="false" />
            </span>
            <div className="offer-text">
              <h2 id="offert-title">Un démarrage offert</h2>
              <p>
                Votre secrétaire se forme à vos outils, à vos consignes et à vos habitudes&nbsp;: cette période de
                formation est entièrement prise en charge par Secretalia. Le service est sans engagement.
              </p>
            </div>
            <a href={paths.pricing} className="btn btn-primary offer-action">
              Découvrir nos formules
            </a>
          </div>
        </div>
      </Static>

      <Section
        id="avantages-title"
        part="home-benefits"
        className="section-mist reveal"
        eyebrow="Pourquoi Secretalia"
        title="Six bonnes raisons de nous confier votre secrétariat"
        lead="Un secrétariat humain, attentif et organisé, qui s’adapte à votre cabinet plutôt que l’inverse."
      >
        <CardGrid cards={benefits} columns={3} tone="white" reveal />
      </Section>

      <Section
        id="securite-title"
        part="home-safeguards"
        className="reveal"
        icon={<ShieldCheck focusable="false" />}
        title="Sécurité et confidentialité"
        lead="Les informations que vos patients confient au téléphone sont parmi les plus sensibles qui soient. Nous les protégeons en conséquence."
      >
        <CardGrid cards={safeguards} columns={3} reveal />
      </Section>

      <section className="section section-mist reveal" aria-labelledby="video-title">
        <div className="container split">
          <div>
            <p className="eyebrow">En vidéo</p>
            <h2 id="video-title">Découvrez Secretalia en images</h2>
            <p>
              Voyez comment votre secrétaire prend le relais au téléphone, tient votre agenda et assure la continuité
              du cabinet, pour vous faire une idée précise du service avant même de nous appeler.
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

      <Section
        id="avis-title"
        part="home-testimonials"
        className="section-mist reveal"
        eyebrow="Plus de 80 médecins accompagnés"
        title="Ils nous ont confié leur secrétariat"
      >
        <Testimonials items={homeTestimonials} />
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
