import type { PostSummary } from '../../shared/blog';
import { landingHref, type LandingPage as LandingPageData } from '../../shared/landing';
import { paths, quoteForSpecialty } from '../../shared/paths';
import { DEFAULT_SHARE_IMAGE } from '../../shared/seo';
import { site } from '../../shared/site';
import { BlogCard } from '../components/BlogCard';
import { Breadcrumb } from '../components/Breadcrumb';
import { CtaBand } from '../components/CtaBand';
import { DiscoveryCallLink } from '../components/ExternalLink';
import { BreadcrumbJsonLd, JsonLd, type Crumb } from '../components/JsonLd';
import { PageHero } from '../components/PageHero';
import { BelgiumMapScene } from '../illustrations/BelgiumMapScene';
import { SpecialtiesScene } from '../illustrations/SpecialtiesScene';
import { countryCode, organizationId } from '../components/structuredData';
import { keepNumbersTogether } from '../components/typography';
import { usePage } from '../context';
import { Seo } from '../Seo';
import { Static } from '../components/Static';

export interface LandingPageProps {
  page: LandingPageData;
  related: PostSummary[];
}

/**
 * A page the owner writes in content/pages/: a speciality's (under the services
 * page) or the one for Belgian practices. Its copy is the owner's; the page
 * adds the breadcrumb, the structured data, the quote carrying the speciality
 * and the related articles.
 */
export function LandingPage({ page, related }: LandingPageProps) {
  return (
    <>
      <Seo
        title={page.seoTitle ?? page.title}
        description={page.description}
        image={{ ...DEFAULT_SHARE_IMAGE, alt: `${site.name}\u00a0: ${page.title}` }}
      />
      {/* The owner's page, made once per site's settings and page kept (views/components/Static.tsx);
          the related articles, read for each page, between its two parts. */}
      <Static part="landing" of={page}>
        <LandingTop page={page} />
      </Static>
      {related.length ? (
        <section className="section section-mist blog-more reveal" aria-labelledby="landing-articles-title">
          <div className="container">
            <div className="blog-more-head">
              <h2 id="landing-articles-title">À lire aussi</h2>
              <a className="arrow-link blog-more-all" href={paths.blog}>
                Voir tous les articles <span aria-hidden="true">→</span>
              </a>
            </div>
            <ul className="blog-grid blog-grid-3">
              {related.map((post) => (
                <li key={post.slug}>
                  <BlogCard post={post} columns={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <Static part="landing-end" of={page}>
        <LandingEnd page={page} />
      </Static>
    </>
  );
}

/** Where the page's links lead: the quote carries the speciality. */
function landingLinks(page: LandingPageData) {
  const specialty = page.kind === 'specialite';
  return { specialty, quote: specialty ? quoteForSpecialty(page.slug) : paths.quote };
}

/** The structured data, the breadcrumb, the hero and the owner's copy. */
function LandingTop({ page }: { page: LandingPageData }) {
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
        // Beside the text from 768 px, as on the other inner pages: a text-only hero left half a
        // desktop screen empty. The speciality pages show the protocols learnt specialty by
        // specialty, the Belgian page the map from the centre to France and Belgium. The same
        // drawing on every such page, kept as it is when the page's copy changes.
        art={
          <Static part={specialty ? 'landing-art:specialites' : 'landing-art:belgique'}>
            {specialty ? <SpecialtiesScene /> : <BelgiumMapScene />}
          </Static>
        }
        actions={
          <>
            <a href={quote} className="btn btn-cta" data-cta={`page-${page.slug}-haut`}>
              Demander un devis
            </a>
            <DiscoveryCallLink className="btn btn-secondary" />
          </>
        }
      />

      <article className="article landing reveal" aria-labelledby="landing-title">
        <div className="container article-column">
          <div className="article-body" dangerouslySetInnerHTML={{ __html: page.content }} />
          <p className="landing-more">
            Vous vous posez d’autres questions avant de vous décider&nbsp;?{' '}
            <a href={paths.questions}>Lisez nos réponses aux questions fréquentes</a>.
          </p>
        </div>
      </article>
    </>
  );
}

/** The closing call to action. */
function LandingEnd({ page }: { page: LandingPageData }) {
  const { specialty, quote } = landingLinks(page);
  return (
    <CtaBand
      id="landing-cta-title"
      title={specialty ? <>Un devis pour votre cabinet</> : <>Un devis pour votre cabinet belge</>}
      text={`Décrivez votre cabinet en quelques lignes\u00a0: nous vous répondons ${keepNumbersTogether(site.replyPromise)}, sans engagement.`}
    >
      <a href={quote} className="btn btn-cta" data-cta={`page-${page.slug}-bas`}>
        Demander un devis
      </a>
      <DiscoveryCallLink className="btn btn-on-dark" />
    </CtaBand>
  );
}
