import type { Post, PostSummary } from '../../shared/blog';
import { articleHead, articleShareImage } from '../../shared/seo';
import { BlogCard } from '../components/BlogCard';
import { BlogImage } from '../components/BlogImage';
import { CallbackRequest } from '../components/CallbackRequest';
import { formatFrenchDate } from '../../shared/dates';
import { articleHref, paths } from '../../shared/paths';
import { BreadcrumbJsonLd, JsonLd } from '../components/JsonLd';
import { blogPostingJsonLd, EDITORIAL_TEAM } from '../components/structuredData';
import { PageHero } from '../components/PageHero';
import { usePage } from '../context';
import { Seo } from '../Seo';
import { Static } from '../components/Static';
import { quoteLink, site } from '../../shared/site';
import { keepNumbersTogether } from '../components/typography';

export interface BlogArticlePageProps {
  /** The article, its content already reduced to the allowlist by the server. */
  post: Post;
  /** Other recent articles ("Découvrez nos autres articles"). */
  others: PostSummary[];
  /** A private preview of an article not yet public: kept out of search engines. */
  preview?: boolean;
}

/** The cover spans the reading column and a little more: the window less its padding, 1000 px at most. */
const COVER_SIZES = 'min(1000px, 100vw - 2 * clamp(1rem, 4vw, 2rem))';

/**
 * `/blog/{slug}`: the hero (the page's only h1: the title, and the excerpt), the
 * cover (the largest image, loaded first), then the article: date, author,
 * content (its title is the hero's h1, named by `aria-labelledby`); then three
 * other articles.
 */
export function BlogArticlePage({ post, others, preview = false }: BlogArticlePageProps) {
  const { siteUrl } = usePage();
  const url = `${siteUrl}${articleHref(post.slug)}`;
  const head = articleHead(post);
  return (
    <>
      <Seo
        title={head.title}
        description={head.description}
        path={articleHref(post.slug)}
        image={articleShareImage(post)}
        type="article"
        noindex={preview}
      />
      <BreadcrumbJsonLd
        siteUrl={siteUrl}
        trail={[
          { name: 'Blog', path: paths.blog },
          { name: post.title, path: articleHref(post.slug) },
        ]}
      />
      <JsonLd data={blogPostingJsonLd(siteUrl, url, post)} />

      <PageHero id="article-title" eyebrow="Le blog" title={post.title} lead={post.excerpt} />

      <div className="container article-cover">
        <BlogImage
          image={post.cover}
          src={post.image}
          alt={post.imageAlt}
          sizes={COVER_SIZES}
          priority="high"
          className="article-cover-image"
        />
      </div>

      <article className="article reveal" aria-labelledby="article-title">
        <div className="container article-column">
          <header className="article-header">
            <p className="article-meta">
              <span>
                Publié le <time dateTime={post.date}>{formatFrenchDate(post.date)}</time>
              </span>
              {post.updated ? (
                <span>
                  Mis à jour le <time dateTime={post.updated}>{formatFrenchDate(post.updated)}</time>
                </span>
              ) : null}
              {post.author === EDITORIAL_TEAM ? (
                <span>
                  {'Par '}
                  <a href={paths.editorialTeam}>{post.author}</a>
                </span>
              ) : post.author ? (
                <span>{`Par ${post.author}`}</span>
              ) : null}
            </p>
          </header>
          <div className="article-body" dangerouslySetInnerHTML={{ __html: post.content }} />
          {/* The same for every article: two parts made once (views/components/Static.tsx). */}
          <Static as="aside" part="article-next" className="article-next" aria-labelledby="article-next-title">
            <h2 id="article-next-title">Et pour votre cabinet&nbsp;?</h2>
            <p>
              Une secrétaire médicale dédiée, formée à vos outils&nbsp;: décrivez votre cabinet, nous vous répondons{' '}
              {keepNumbersTogether(site.replyPromise)}.
            </p>
            <a className="btn btn-cta" href={quoteLink.href} data-cta="article">
              {quoteLink.label}
            </a>
            <CallbackRequest place="article" />
          </Static>
          <Static as="p" part="article-back" className="article-back">
            <a className="btn btn-secondary" href={paths.blog}>
              <span aria-hidden="true">←</span> Retour au blog
            </a>
          </Static>
        </div>
      </article>

      {others.length ? (
        <section className="section section-mist blog-more reveal" aria-labelledby="autres-articles-title">
          <div className="container">
            <div className="blog-more-head">
              <h2 id="autres-articles-title">Découvrez nos autres articles</h2>
              <a className="arrow-link blog-more-all" href={paths.blog}>
                Voir tous les articles <span aria-hidden="true">→</span>
              </a>
            </div>
            <ul className="blog-grid blog-grid-3">
              {others.map((other) => (
                <li key={other.slug}>
                  <BlogCard post={other} columns={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
