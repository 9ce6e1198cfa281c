import { BellOff, CalendarCheck, Clock, GraduationCap, PhoneCall, UserRound } from 'lucide-react';
import { CardGrid } from '../components/CardGrid';
import { CtaBand } from '../components/CtaBand';
import { IconList } from '../components/IconList';
import { DiscoveryCallLink, QuoteAndCallActions } from '../components/ExternalLink';
import { BreadcrumbJsonLd } from '../components/JsonLd';
import { PageHero } from '../components/PageHero';
import { Testimonials } from '../components/Testimonials';
import { threeMonthTestimonials } from '../components/testimonialQuotes';
import { TeamSection } from '../components/TeamSection';
import { claims, KeyFigures } from '../components/KeyFigures';
import { usePage } from '../context';
import { QuietDeskScene } from '../illustrations/QuietDeskScene';
import { Seo } from '../Seo';
import { Static } from '../components/Static';
import { paths } from '../../shared/paths';
import { Section } from '../components/Section';
import type { TeamMember, Testimonial } from '../../shared/people';

const pitch = [
  {
    Icon: UserRound,
    title: 'Une personne, pas un standard',
    text: 'Vous travaillez avec une secrétaire dédiée, qui apprend à connaître votre cabinet, vos patients et votre façon de faire.',
  },
  {
    Icon: GraduationCap,
    title: 'Formée à vos outils',
    text: 'Elle utilise votre agenda et votre plateforme de prise de rendez-vous en ligne. Vous ne changez rien à vos habitudes.',
  },
  {
    Icon: PhoneCall,
    title: 'Un accueil professionnel',
    text: 'Vos patients sont accueillis avec courtoisie et précision, orientés selon vos consignes, jamais laissés sans réponse.',
  },
];

/** What changes: words for what has no figure (the figures are the spec's, above them). */
const results = [
  {
    Icon: BellOff,
    title: 'Des appels filtrés',
    text: 'Votre secrétaire répond, filtre et traite. Seuls les appels qui vous concernent vraiment vous parviennent.',
  },
  {
    Icon: Clock,
    title: 'Moins d’interruptions pendant vos consultations',
    text: 'Vous restez avec le patient qui est devant vous. Les messages vous attendent au moment que vous avez choisi.',
  },
  {
    Icon: CalendarCheck,
    title: 'Un agenda optimisé, tenu en temps réel',
    text: 'Rendez-vous, reports et annulations sont gérés au fil de l’eau\u00a0: moins de créneaux perdus, des journées mieux équilibrées.',
  },
];

/** No team section (one object, under which the page's markup is kept). */
const NO_TEAM: readonly TeamMember[] = [];

/**
 * `testimonials`: signed testimonials the owner supplied; without, the spec's anonymous quotes.
 * `team`: the team's portraits the owner supplied; without, no team section.
 */
export function WhyPage({
  testimonials = threeMonthTestimonials,
  team = NO_TEAM,
}: { testimonials?: readonly Testimonial[]; team?: readonly TeamMember[] } = {}) {
  return (
    <>
      <Seo
        title="Pourquoi choisir Secretalia&nbsp;?"
        description="Plus de 80 médecins accompagnés, 60&nbsp;% d’appels en moins sur leur ligne personnelle, des résultats dès le premier mois&nbsp;: pourquoi choisir Secretalia."
      />
      <Static part="why" of={[testimonials, team]}>
        <WhyContent testimonials={testimonials} team={team} />
      </Static>
    </>
  );
}

/** Made once per site's settings, testimonials and team (views/components/Static.tsx). */
function WhyContent({ testimonials, team }: { testimonials: readonly Testimonial[]; team: readonly TeamMember[] }) {
  const { siteUrl } = usePage();
  return (
    <>
      <BreadcrumbJsonLd siteUrl={siteUrl} trail={[{ name: 'Pourquoi Secretalia', path: paths.why }]} />

      <PageHero
        id="why-title"
        eyebrow="Gérez moins, soignez mieux"
        title={<>Pourquoi choisir Secretalia&nbsp;?</>}
        lead="Parce que vous n’avez pas choisi la médecine pour passer vos journées au téléphone. Nous vous proposons une secrétaire médicale dédiée, humaine et formée à vos outils, qui vous rend du temps dès le premier mois."
        actions={<QuoteAndCallActions cta="pourquoi-hero" />}
        art={<QuietDeskScene />}
      />

      <Section
        id="pitch-title"
        className="reveal"
        title="Un vrai secrétariat, simplement à distance"
        lead="Tout ce qu’une bonne secrétaire apporte à un cabinet, sans les contraintes du recrutement ni les trous pendant les congés."
      >
        <CardGrid cards={pitch} columns={3} reveal />
      </Section>

      <section className="section section-tight reveal" aria-labelledby="confiance-title">
        <div className="container">
          <div className="proof-band">
            <p className="proof-figure" aria-hidden="true">
              80+
            </p>
            <div>
              <h2 id="confiance-title">Plus de 80 médecins nous font confiance</h2>
              <p>
                Généralistes, spécialistes, cabinets de groupe et centres de santé, en France et en Belgique, nous ont
                confié leur accueil téléphonique et leur agenda.
              </p>
            </div>
          </div>
        </div>
      </section>

      {team.length ? (
        <TeamSection
          part="why-team"
          id="equipe-title"
          className="reveal"
          eyebrow="Depuis Marrakech"
          title="L’équipe qui vous répond"
          members={team}
        />
      ) : null}

      <section className="section section-mist reveal" aria-labelledby="resultats-title">
        <div className="container results-layout">
          <div className="results-head">
            <p className="eyebrow">Des résultats dès le premier mois</p>
            <h2 id="resultats-title">Ce qui change dans votre cabinet</h2>
            <KeyFigures items={[claims.fewerCalls, claims.firstMonth]} className="key-figures-coral key-figures-pair" />
          </div>
          <IconList items={results} className="icon-list results-list" delay={(index) => index + 1} />
        </div>
      </section>

      <Section
        id="temoignages-title"
        className="reveal"
        eyebrow="Retours d’expérience"
        title={<>Ce que disent les médecins après 3&nbsp;mois</>}
        lead="Trois mois, c’est le temps de voir son organisation changer pour de bon. Voici ce que nous disent les médecins que nous accompagnons."
      >
        <Testimonials items={testimonials} />
      </Section>

      <CtaBand
        id="why-cta-title"
        title={<>Et si c’était votre tour&nbsp;?</>}
        text="Parlez-nous de votre cabinet&nbsp;: nous vous proposerons l’organisation qui lui convient, avec une période de formation offerte."
      >
        <a href={paths.contact} className="btn btn-cta" data-cta="pourquoi-contact">
          Contactez-nous
        </a>
        <DiscoveryCallLink className="btn btn-on-dark" />
      </CtaBand>
    </>
  );
}
