import type { LandingPage } from '../../shared/landing';
import { paths } from '../../shared/paths';
import { DEFAULT_SHARE_IMAGE } from '../../shared/seo';
import { site } from '../../shared/site';
import { Breadcrumb } from '../components/Breadcrumb';
import { CtaBand } from '../components/CtaBand';
import { DiscoveryCallLink } from '../components/ExternalLink';
import { BreadcrumbJsonLd, JsonLd } from '../components/JsonLd';
import { PageHero } from '../components/PageHero';
import { organizationId } from '../components/structuredData';
import { usePage } from '../context';
import { Seo } from '../Seo';
import { Static } from '../components/Static';
import { questionsByTheme } from './questionThemes';

/**
 * The questions a doctor asks before signing (content/pages/questions.md), grouped
 * by theme (./questionThemes.ts), each one a disclosure with its answer, the themes
 * listed on top to jump to one. No FAQ markup: search engines no longer show it.
 */
export function QuestionsPage({ page }: { page: LandingPage }) {
  return (
    <>
      <Seo
        title={page.seoTitle ?? page.title}
        description={page.description}
        image={{ ...DEFAULT_SHARE_IMAGE, alt: `${site.name}\u00a0: ${page.title}` }}
      />
      <Static part="questions" of={page}>
        <QuestionsContent page={page} />
      </Static>
    </>
  );
}

/** Made once per site's settings and questions page kept (views/components/Static.tsx). */
function QuestionsContent({ page }: { page: LandingPage }) {
  const { siteUrl } = usePage();
  const trail = [{ name: page.name, path: paths.questions }];
  const themes = questionsByTheme(page.sections);
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: page.seoTitle ?? page.title,
          description: page.description,
          url: `${siteUrl}${paths.questions}`,
          inLanguage: 'fr-FR',
          dateModified: page.updatedAt,
          publisher: { '@type': 'Organization', '@id': organizationId(siteUrl), name: site.name },
        }}
      />
      <BreadcrumbJsonLd siteUrl={siteUrl} trail={trail} />
      <Breadcrumb trail={trail} />

      <PageHero id="questions-title" eyebrow="Avant de vous décider" title={page.title} lead={page.lead} />

      <article className="article landing reveal" aria-labelledby="questions-title">
        <div className="container article-column">
          <nav className="questions-index" aria-labelledby="questions-index-title">
            <h2 id="questions-index-title" className="questions-index-title">
              Les thèmes
            </h2>
            <ul>
              {themes.map((theme) => (
                <li key={theme.id}>
                  <a href={`#${theme.id}`}>{theme.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          {page.content ? <div className="article-body" dangerouslySetInnerHTML={{ __html: page.content }} /> : null}
          {/* Each question a native disclosure that works without JavaScript, its anchor on the <details>:
              client/entry.ts opens the one an address's #fragment names. The themes are the article's
              headings (a dozen regions would only lengthen the landmarks a screen reader lists). */}
          {themes.map((theme) => (
            <div key={theme.id} className="question-theme">
              <h2 id={theme.id}>{theme.title}</h2>
              {theme.sections.map((section) => (
                <details
                  key={section.id}
                  id={section.id}
                  className="question"
                  data-masked={section.masked ? '' : undefined}
                  open={section.masked || section.html.includes('data-masked') ? true : undefined}
                >
                  <summary className="question-summary">
                    {section.question}
                    {/* Only the owner's preview (/espace/apercu) masks: such a question is open, and said so. */}
                    {section.masked ? <span className="masked-badge"> (masquée aux visiteurs)</span> : null}
                  </summary>
                  {section.masked ? (
                    <p className="masked-note" dangerouslySetInnerHTML={{ __html: section.masked }} />
                  ) : null}
                  <div className="article-body question-answer" dangerouslySetInnerHTML={{ __html: section.html }} />
                </details>
              ))}
            </div>
          ))}
        </div>
      </article>

      <CtaBand
        id="questions-cta-title"
        title={<>Une question qui n’est pas ici&nbsp;?</>}
        text="Posez-la-nous par écrit, ou réservez un appel découverte gratuit pour en parler de vive voix."
      >
        <a href={paths.contact} className="btn btn-cta" data-cta="questions-contact">
          Contactez-nous
        </a>
        <DiscoveryCallLink className="btn btn-on-dark" />
      </CtaBand>
    </>
  );
}
