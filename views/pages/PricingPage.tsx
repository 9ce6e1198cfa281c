import { Check } from 'lucide-react';
import { CallbackRequest } from '../components/CallbackRequest';
import { CtaBand } from '../components/CtaBand';
import { DiscoveryCallLink, QuoteAndCallActions } from '../components/ExternalLink';
import { BreadcrumbJsonLd } from '../components/JsonLd';
import { PageHero } from '../components/PageHero';
import { Testimonials } from '../components/Testimonials';
import { PlansScene } from '../illustrations/PlansScene';
import { pricingTestimonials } from '../components/testimonialQuotes';
import { usePage } from '../context';
import { Island } from '../Island';
import { Seo } from '../Seo';
import { Static } from '../components/Static';
import { paths } from '../../shared/paths';
import { discoveryCallSpecLabels } from '../../shared/site';
import { Section } from '../components/Section';
import type { Testimonial } from '../../shared/people';
import type { QuestionSection } from '../../shared/landing';
import { PriceQuestions } from '../components/PriceQuestions';
import { PlanFinderLink } from '../components/PlanFinderLink';

const included = [
  'Une secrétaire dédiée, formée à vos outils',
  'Une période de formation offerte',
  'Un accueil téléphonique humain et professionnel',
  'La gestion de votre agenda en temps réel',
  'Des points de suivi réguliers',
];

/** No price questions imported (one object, under which the page's markup is kept). */
const NO_QUESTIONS: readonly QuestionSection[] = [];

/** `testimonials`: signed testimonials the owner supplied; without, the spec's anonymous quotes. */
export function PricingPage({
  testimonials = pricingTestimonials,
  priceQuestions = NO_QUESTIONS,
}: { testimonials?: readonly Testimonial[]; priceQuestions?: readonly QuestionSection[] } = {}) {
  return (
    <>
      <Seo
        title="Nos tarifs et formules"
        description="STANDARD, SÉRÉNITÉ, COLLECTIF, CONTINUITÉ+&nbsp;: quatre formules de secrétariat médical à distance, sur devis, formation offerte, sans engagement."
      />
      <Static part="pricing" of={[testimonials, priceQuestions]}>
        <PricingContent testimonials={testimonials} priceQuestions={priceQuestions} />
      </Static>
    </>
  );
}

/** Made once per site's settings, testimonials and questions (views/components/Static.tsx). */
function PricingContent({
  testimonials,
  priceQuestions,
}: {
  testimonials: readonly Testimonial[];
  priceQuestions: readonly QuestionSection[];
}) {
  const { siteUrl } = usePage();
  return (
    <>
      <BreadcrumbJsonLd siteUrl={siteUrl} trail={[{ name: 'Nos tarifs', path: paths.pricing }]} />

      <PageHero
        id="tarifs-title"
        eyebrow="Formules sur mesure"
        title="NOS TARIFS"
        lead="Chaque cabinet est différent&nbsp;: choisissez la formule qui correspond à votre activité, nous établissons un devis adapté à votre cabinet, formation offerte et sans engagement."
        note={
          <>
            Prix <strong>sur devis, réponse sous 24&nbsp;h ouvrées</strong>.
          </>
        }
        actions={<QuoteAndCallActions cta="tarifs-hero" />}
        art={<PlansScene />}
      />

      <Section
        id="formules-title"
        className="section-plans"
        title="Quatre formules, une même exigence"
        lead="Comparez les formules, choisissez celle qui vous ressemble, puis demandez votre devis gratuit."
      >
        <Island
          name="PlanCarousel"
          hydrate="interaction"
          props={{ defaultPlan: 'serenite', headingLevel: 3, variant: 'pricing' }}
        />
        <PlanFinderLink from="tarifs" />
      </Section>

      <section className="section section-mist reveal" aria-labelledby="inclus-title">
        <div className="container narrow">
          <h2 id="inclus-title" className="center">
            Toutes nos formules incluent
          </h2>
          <ul className="included-list">
            {included.map((item) => (
              <li key={item}>
                <span className="included-icon" aria-hidden="true">
                  <Check focusable="false" />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section
        id="rassurance-title"
        className="reveal"
        eyebrow="Ils ont franchi le pas"
        title="Des médecins sereins, dès les premières semaines"
      >
        <Testimonials items={testimonials} />
      </Section>

      <PriceQuestions questions={priceQuestions} />

      <CtaBand
        id="tarifs-cta-title"
        title={<>Vous hésitez entre deux formules&nbsp;?</>}
        text="Parlons-en. Nous vous aidons à choisir en fonction de votre activité, sans engagement."
        after={<CallbackRequest place="tarifs" />}
      >
        <a href={paths.contact} className="btn btn-cta" data-cta="tarifs-contact">
          Contactez-nous
        </a>
        <DiscoveryCallLink className="btn btn-on-dark" label={discoveryCallSpecLabels.pricing} />
      </CtaBand>
    </>
  );
}
