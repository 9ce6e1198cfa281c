import { blogListTitle, type PostSummary } from '../../shared/blog';
import { blogPageHref, paths } from '../../shared/paths';
import { BreadcrumbJsonLd } from '../components/JsonLd';
import { PageHero } from '../components/PageHero';
import { usePage } from '../context';
import { Island } from '../Island';
import { Seo } from '../Seo';

export interface BlogListPageProps {
  posts: PostSummary[];
  total: number;
  page: number;
}

export const BLOG_DESCRIPTION =
  'Conseils pratiques et retours d’expérience sur le télésecrétariat médical\u00a0: accueil téléphonique, agenda, continuité du cabinet, secret médical.';

/** `/blog` and `/blog?page=N`: the hero, then the list and its pagination (an island). */
export function BlogListPage({ posts, total, page }: BlogListPageProps) {
  const { siteUrl } = usePage();
  return (
    <>
      <Seo
        title={blogListTitle(page)}
        description={page > 1 ? `${BLOG_DESCRIPTION} Page ${page}.` : BLOG_DESCRIPTION}
        path={blogPageHref(page)}
      />
      {/* The last crumb is the page's canonical address: a later page of the list is its own. */}
      <BreadcrumbJsonLd
        siteUrl={siteUrl}
        trail={[
          { name: 'Blog', path: paths.blog },
          ...(page > 1 ? [{ name: `Page ${page}`, path: blogPageHref(page) }] : []),
        ]}
      />

      <PageHero
        id="blog-title"
        eyebrow="Le blog"
        title="Le télésecrétariat médical, concrètement"
        lead="Accueil des patients, agenda, congés, secret médical&nbsp;: nos conseils et retours d’expérience pour un cabinet plus serein."
      />

      <section className="section blog-section reveal" aria-labelledby="blog-articles-title">
        <div className="container">
          <h2 id="blog-articles-title" className="visually-hidden">
            {page > 1 ? `Nos articles, page ${page}` : 'Nos articles'}
          </h2>
          <Island name="BlogList" hydrate="interaction" props={{ posts, total, page }} />
        </div>
      </section>
    </>
  );
}
