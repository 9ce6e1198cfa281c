import { site } from '../../shared/site';
import type { LegalFacts } from '../../shared/legalFacts';
import type { TeamMember, Testimonial } from '../../shared/people';
import { paths } from '../../shared/paths';
import { keepNumbersTogether } from '../components/typography';
import { JsonLd } from '../components/JsonLd';
import { organizationJsonLd, sameAsOf, websiteJsonLd } from '../components/structuredData';
import { CtaBand } from '../components/CtaBand';
import { Testimonials } from '../components/Testimonials';
import { homeTestimonials } from '../components/testimonialQuotes';
import { TeamSection } from '../components/TeamSection';
import { Section } from '../components/Section';
import { PlanFinderLink } from '../components/PlanFinderLink';
import { Static } from '../components/Static';
import { usePage } from '../context';
import { Seo } from '../Seo';
import { HomeBenefits } from './home/HomeBenefits';
import { HomeFigures } from './home/HomeFigures';
import { HomeFilm } from './home/HomeFilm';
import { HomeHero } from './home/HomeHero';
import { HomeMission } from './home/HomeMission';
import { HomeSafeguards } from './home/HomeSafeguards';
import { HomeStart } from './home/HomeStart';
import { HomeWhere } from './home/HomeWhere';

/** Nothing set yet (one object each, under which the page's markup is kept). */
const NO_LEGAL_FACTS: LegalFacts = {};
const NO_TEAM: readonly TeamMember[] = [];

/**
 * `legal`: the legal facts the owner set (the company's legal name and VAT number go to search engines).
 * `testimonials`: signed testimonials the owner supplied; without, the spec's anonymous quotes.
 * `team`: the team's portraits the owner supplied; without, no team section.
 */
export function HomePage({
  legal = NO_LEGAL_FACTS,
  testimonials = homeTestimonials,
  team = NO_TEAM,
}: { legal?: LegalFacts; testimonials?: readonly Testimonial[]; team?: readonly TeamMember[] } = {}) {
  return (
    <>
      <Seo
        title={site.name}
        description="Une secrétaire médicale dédiée, formée à vos outils&nbsp;: accueil téléphonique, agenda, congés couverts. Pour les médecins de France et de Belgique."
      />
      <Static part="home" of={[legal, testimonials, team]}>
        <HomeContent legal={legal} testimonials={testimonials} team={team} />
      </Static>
    </>
  );
}

/** Made once per site's settings, legal facts, testimonials and team (views/components/Static.tsx). */
function HomeContent({
  legal,
  testimonials,
  team,
}: {
  legal: LegalFacts;
  testimonials: readonly Testimonial[];
  team: readonly TeamMember[];
}) {
  const { siteUrl, social, contact } = usePage();
  return (
    <>
      <JsonLd data={websiteJsonLd(siteUrl)} />
      <JsonLd data={organizationJsonLd(siteUrl, contact, { sameAs: sameAsOf(social), legal })} />

      <HomeHero />
      <HomeFigures />
      <HomeMission />
      <HomeStart />
      <HomeBenefits />
      <HomeSafeguards />
      <HomeFilm />
      <HomeWhere />
      {team.length ? (
        <TeamSection
          part="home-team"
          id="equipe-title"
          className="reveal"
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
        <PlanFinderLink from="accueil" inBand />
        <a href={paths.contact} className="btn btn-on-dark" data-cta="accueil-contact">
          Nous contacter
        </a>
      </CtaBand>
    </>
  );
}
