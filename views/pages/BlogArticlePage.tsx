import type { Post, PostSummary } from '../../shared/blog';
import { site } from '../../shared/site';
import { BlogCard } from '../components/BlogCard';
import { BlogImage } from '../components/BlogImage';
import { articleHref, BLOG_PATH, BLOG_RSS_PATH, BLOG_RSS_TITLE, formatPostDate } from '../components/BlogLinks';
import { BreadcrumbJsonLd, JsonLd } from '../components/JsonLd';
import { PageHero } from '../components/PageHero';
import { usePage } from '../context';
import { Seo } from '../Seo';

export interface BlogArticlePageProps {
  /** The article, its content already reduced to the allowlist by the server. */
  post: Post;
  /** Other recent articles ("Découvrez nos autres articles"). */
  others: PostSummary[];
}

/** The cover spans the reading column and a little more, up to 1000 px. */
const COVER_SIZES = '(min-width: 1064px) 1000px, calc(100vw - 32px)';

const absolute = (siteUrl: string, address: string) => (/^https?:\/\//.test(address) ? address : `${siteUrl}${address}`);

/**
 * `/blog/{slug}`: the hero (the page's only h1: the title, and the excerpt), the
 * cover (the largest image, loaded first), then the article: its title again as a
 * caption, date, author, content; then three other articles.
 */
export function BlogArticlePage({ post, others }: BlogArticlePageProps) {
  const { siteUrl } = usePage();
  const url = `${siteUrl}${articleHref(post.slug)}`;
  const image = absolute(siteUrl, post.image);
  return (
    <>
      <Seo
        title={post.title}
        description={post.excerpt}
        path={articleHref(post.slug)}
        image={post.image}
        type="article"
        rss={{ path: BLOG_RSS_PATH, title: BLOG_RSS_TITLE }}
      />
      <BreadcrumbJsonLd
        siteUrl={siteUrl}
        trail={[
          { name: 'Blog', path: BLOG_PATH },
          { name: post.title, path: articleHref(post.slug) },
        ]}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          image: [image],
          datePublished: post.date,
          inLanguage: 'fr-FR',
          mainEntityOfPage: { '@type': 'WebPage', '@id': url },
          url,
          author: { '@type': 'Organization', name: post.author ?? site.name, url: siteUrl },
          publisher: { '@type': 'Organization', name: site.name, url: siteUrl, logo: { '@type': 'ImageObject', url: `${siteUrl}/apple-touch-icon.png` } },
        }}
      />

      <PageHero id="article-title" eyebrow="Le blog" title={post.title} lead={post.excerpt} />

      <div className="container article-cover">
        <BlogImage src={post.image} alt={post.imageAlt} sizes={COVER_SIZES} priority="high" className="article-cover-image" />
      </div>

      <article className="article" aria-labelledby="article-title">
        <div className="container article-column">
          <header className="article-header">
            <p className="article-header-title">{post.title}</p>
            <p className="article-meta">
              <span>
                Publié le <time dateTime={post.date}>{formatPostDate(post.date)}</time>
              </span>
              {post.author ? <span>{`Par ${post.author}`}</span> : null}
            </p>
          </header>
          <div className="article-body" dangerouslySetInnerHTML={{ __html: post.content }} />
          <p className="article-back">
            <a className="btn btn-secondary" href={BLOG_PATH}>
              <span aria-hidden="true">←</span> Retour au blog
            </a>
          </p>
        </div>
      </article>

      {others.length ? (
        <section className="section section-mist blog-more" aria-labelledby="autres-articles-title">
          <div className="container">
            <div className="blog-more-head">
              <h2 id="autres-articles-title">Découvrez nos autres articles</h2>
              <a className="arrow-link blog-more-all" href={BLOG_PATH}>
                Voir tous les articles <span aria-hidden="true">→</span>
              </a>
            </div>
            <ul className="blog-grid blog-grid-3">
              {others.map((other) => (
                <li key={other.slug}>
                  <BlogCard post={other} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
