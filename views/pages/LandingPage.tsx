import type { ReactNode } from 'react';
import type { PostSummary } from '../../shared/blog';
import { landingHref, type LandingPage as LandingPageData } from '../../shared/landing';
import type { AnonymousTestimonial, SignedTestimonial, Testimonial } from '../../shared/people';
import { articleHref, paths, quoteForSpecialty } from '../../shared/paths';
import { isSpecialtySlug } from '../../shared/specialties';
import { DEFAULT_SHARE_IMAGE } from '../../shared/seo';
import { site } from '../../shared/site';
import { CallbackRequest } from '../components/CallbackRequest';
import { ImpulseoSection } from '../components/ImpulseoSection';
import type { ImpulseoData } from '../../shared/impulseo';
import { Breadcrumb } from '../components/Breadcrumb';
import { PlanFinderLink } from '../components/PlanFinderLink';
import { BreadcrumbJsonLd, JsonLd, type Crumb } from '../components/JsonLd';
import { PageHero } from '../components/PageHero';
import { BelgiumMapScene } from '../illustrations/BelgiumMapScene';
import { PracticeDayScene } from '../illustrations/PracticeDayScene';
import { PRACTICE_DAYS } from '../illustrations/practiceDays';
import { Testimonials } from '../components/Testimonials';
import { homeTestimonials, pricingTestimonials, threeMonthTestimonials } from '../components/testimonialQuotes';
import { BENEFITS, QUESTIONS, type LandingSlug } from './landing/landingCopy';
import { countryCode, organizationId } from '../components/structuredData';
import { usePage } from '../context';
import { Seo } from '../Seo';
import { Static } from '../components/Static';

export interface LandingPageProps {
  page: LandingPageData;
  related: PostSummary[];
  /** The questions page, which this page takes its doctors' few questions from. */
  questions?: LandingPageData;
  /** The owner's testimonial this page shows (shared/people.ts's testimonialForLanding). */
  testimonial?: SignedTestimonial;
  /** /belgique's Impulseo figures, with their sources (content/belgique-impulseo.json). */
  impulseo?: ImpulseoData;
}

/**
 * A page the owner writes in content/pages/: a speciality's (under the services page) or the
 * one for Belgian practices, laid out as the page a doctor lands on from a search (issue 48,
 * docs/decisions/063-landing-pages.md): who it is for and the two actions, that practice's
 * day, benefit blocks, a doctor's words, the questions its doctors ask, the callback inline;
 * then the owner's copy, whole but folded, for search.
 */
export function LandingPage({ page, related, questions, testimonial, impulseo }: LandingPageProps) {
  return (
    <>
      <Seo
        title={page.seoTitle ?? page.title}
        description={page.description}
        image={{ ...DEFAULT_SHARE_IMAGE, alt: `${site.name}\u00a0: ${page.title}` }}
      />
      {/* Made once per site's settings, page, questions page and testimonial kept (views/components/Static.tsx). */}
      <Static part="landing" of={[page, questions, testimonial]}>
        <LandingTop page={page} questions={questions} testimonial={testimonial} impulseo={impulseo} />
      </Static>
      {/* The owner's copy, whole for search but folded, and the related articles, read for each page. */}
      <section className="section landing-prose-section" aria-labelledby="landing-prose-title">
        <div className="container narrow">
          <details className="landing-prose">
            <summary>
              <h2 id="landing-prose-title">
                {page.kind === 'specialite'
                  ? `Votre secrétaire en ${page.name.toLowerCase()}, en détail`
                  : 'Votre secrétaire en Belgique, en détail'}
              </h2>
            </summary>
            <Static part="landing-prose" of={page} as="article" className="article landing">
              <div className="article-body" dangerouslySetInnerHTML={{ __html: page.content }} />
              <p className="landing-more">
                Vous vous posez d’autres questions avant de vous décider&nbsp;?{' '}
                <a href={paths.questions}>Lisez nos réponses aux questions fréquentes</a>.
              </p>
            </Static>
            {related.length ? (
              <>
                <h3 className="landing-articles-title">À lire aussi</h3>
                <ul className="landing-articles">
                  {related.map((post) => (
                    <li key={post.slug}>
                      <a className="arrow-link" href={articleHref(post.slug)}>
                        {post.title} <span aria-hidden="true">→</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </details>
        </div>
      </section>
    </>
  );
}

/** Where the page's links lead: the quote carries the speciality. */
function landingLinks(page: LandingPageData) {
  const specialty = page.kind === 'specialite';
  return { specialty, quote: specialty ? quoteForSpecialty(page.slug) : paths.quote };
}

/** Everything but the related articles: made once per page, questions page and testimonial. */
function LandingTop({
  page,
  questions,
  testimonial,
  impulseo,
}: {
  page: LandingPageData;
  questions: LandingPageData | undefined;
  testimonial: SignedTestimonial | undefined;
  impulseo: ImpulseoData | undefined;
}) {
  const { siteUrl } = usePage();
  const href = landingHref(page);
  const { specialty, quote } = landingLinks(page);
  const trail: Crumb[] = specialty
    ? [
        { name: 'Nos services', path: paths.services },
        { name: page.name, path: href },
      ]
    : [{ name: page.name, path: href }];
  const belgium = page.kind === 'belgique';
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: page.seoTitle ?? page.title,
          serviceType: 'Secrétariat médical à distance',
          description: page.description,
          url: `${siteUrl}${href}`,
          // schema.org gives a service no language of its own: its channel has the language it is given in.
          availableChannel: { '@type': 'ServiceChannel', name: 'Téléphone', availableLanguage: ['fr'] },
          provider: {
            '@type': 'ProfessionalService',
            '@id': organizationId(siteUrl),
            name: site.name,
            url: `${siteUrl}/`,
          },
          areaServed: belgium
            ? [{ '@type': 'Country', name: countryCode('Belgique') }]
            : site.areasServed.map((name) => ({ '@type': 'Country', name: countryCode(name) })),
          audience: {
            '@type': 'Audience',
            audienceType: specialty
              ? `Médecins et cabinets – ${page.name}`
              : 'Médecins et cabinets médicaux de Belgique',
          },
        }}
      />
      <BreadcrumbJsonLd siteUrl={siteUrl} trail={trail} />
      <Breadcrumb trail={trail} />

      <PageHero
        id="landing-title"
        eyebrow={specialty ? `Spécialité\u00a0: ${page.name}` : page.name}
        title={page.title}
        lead={page.lead}
        // That practice's day, drawn for it (views/illustrations/practiceDays.tsx); Belgium's page
        // the map from the centre to France and Belgium. Shown on phones too, under the actions:
        // the service, seen in the first screen.
        art={
          <div className="landing-day">
            {isSpecialtySlug(page.slug) ? (
              <PracticeDayScene day={PRACTICE_DAYS[page.slug]} name={page.name} />
            ) : (
              <BelgiumMapScene />
            )}
          </div>
        }
        actions={
          <>
            <a href={quote} className="btn btn-cta" data-cta={`page-${page.slug}-haut`}>
              Demander un devis
            </a>
            <CallbackRequest place={`page-${page.slug}`} />
          </>
        }
      />

      <LandingBenefits slug={landingSlug(page)}>
        {belgium && impulseo ? <ImpulseoSection data={impulseo} /> : null}
        <LandingProof slug={landingSlug(page)} testimonial={testimonial} />
      </LandingBenefits>
      <LandingQuestions page={page} questions={questions} />

      <section className="section section-mist landing-next" aria-labelledby="landing-next-title">
        <div className="container narrow">
          <h2 id="landing-next-title">Parlons de votre cabinet</h2>
          <div className="button-row">
            <a href={quote} className="btn btn-cta" data-cta={`page-${page.slug}-bas`}>
              Demander un devis
            </a>
          </div>
          {isSpecialtySlug(page.slug) ? <PlanFinderLink from={`page-${page.slug}`} /> : null}
          <CallbackRequest place={`page-${page.slug}-bas`} />
        </div>
      </section>
    </>
  );
}

/** The page's key into views/pages/landing/landingCopy.ts. */
const landingSlug = (page: LandingPageData): LandingSlug => (isSpecialtySlug(page.slug) ? page.slug : 'belgique');

/** Three or four blocks of what the doctor gains, instead of running prose. */
function LandingBenefits({ slug, children }: { slug: LandingSlug; children: ReactNode }) {
  return (
    <section className="section landing-benefits" aria-labelledby="landing-benefits-title">
      <div className="container">
        <h2 id="landing-benefits-title">Ce qui change pour vous</h2>
        <ul className="landing-benefit-list">
          {BENEFITS[slug].map(({ icon: Icon, title, text }) => (
            <li key={title} className="landing-benefit">
              <Icon aria-hidden="true" focusable="false" />
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
        {children}
      </div>
    </section>
  );
}

/** One list per testimonial shown, the same each time (the testimonials' part is kept under it). */
const featured = new WeakMap<object, readonly Testimonial[]>();
const featuredOf = (item: Testimonial): readonly Testimonial[] => {
  let list = featured.get(item);
  if (!list) featured.set(item, (list = [item]));
  return list;
};

/**
 * A doctor's words: the owner's testimonial for this speciality, else their first; until the
 * owner gives any, the spec's anonymous quote from the same speciality (views/components/
 * testimonialQuotes.ts), as the home, why and pricing pages do. Never one made up.
 */
function LandingProof({ slug, testimonial }: { slug: LandingSlug; testimonial: SignedTestimonial | undefined }) {
  const item = testimonial ?? SPEC_QUOTE[slug];
  if (!item) return null;
  return (
    <div className="landing-proof">
      <h3 className="visually-hidden">Un médecin témoigne</h3>
      <Testimonials items={featuredOf(item)} />
    </div>
  );
}

/** The spec's anonymous quote of each page's speciality (for Belgium, the one from Brussels). */
const SPEC_QUOTE: Record<LandingSlug, AnonymousTestimonial | undefined> = {
  'medecine-generale': homeTestimonials[0],
  pediatrie: homeTestimonials[1],
  dermatologie: homeTestimonials[2],
  ophtalmologie: threeMonthTestimonials[1],
  psychiatrie: threeMonthTestimonials[2],
  gynecologie: pricingTestimonials[0],
  'centres-medicaux': pricingTestimonials[1],
  chirurgie: pricingTestimonials[2],
  belgique: homeTestimonials[2],
};

/** Words compared as a reader would: the same question whatever its spaces and apostrophes. */
const sameWords = (text: string) =>
  text
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .replace(/[’']/g, "'")
    .trim()
    .toLowerCase();

/**
 * The few questions this page's doctors ask, each a native disclosure with the answer of
 * /questions-frequentes: none whose answer still waits for a fact from the owner.
 */
function LandingQuestions({ page, questions }: { page: LandingPageData; questions: LandingPageData | undefined }) {
  const wanted = QUESTIONS[landingSlug(page)].map(sameWords);
  const shown = (questions?.sections ?? [])
    .filter((section) => wanted.includes(sameWords(section.question)) && !section.html.includes('to-complete'))
    .sort((a, b) => wanted.indexOf(sameWords(a.question)) - wanted.indexOf(sameWords(b.question)));
  if (!shown.length) return null;
  const specialty = page.kind === 'specialite';
  return (
    <section className="section landing-questions" aria-labelledby="landing-questions-title">
      <div className="container narrow">
        <h2 id="landing-questions-title">Vos questions</h2>
        {shown.map((section) => (
          <details key={section.id} className="landing-question">
            <summary>{section.question}</summary>
            <div className="article-body" dangerouslySetInnerHTML={{ __html: section.html }} />
          </details>
        ))}
        <p className="landing-questions-more">
          <a className="arrow-link" href={paths.questions}>
            Toutes les questions fréquentes <span aria-hidden="true">→</span>
          </a>
        </p>
      </div>
    </section>
  );
}
