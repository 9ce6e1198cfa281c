import type { PostSummary } from '../../shared/blog';
import { BlogImage } from './BlogImage';
import { formatFrenchDate } from '../../shared/dates';
import { articleHref } from '../../shared/paths';

/** Two columns from 768 px inside the 1200 px container; one full-width column below. */
const CARD_SIZES = '(min-width: 1200px) 568px, (min-width: 768px) calc(50vw - 56px), calc(100vw - 32px)';
const FEATURED_SIZES = '(min-width: 1200px) 620px, (min-width: 900px) 55vw, calc(100vw - 32px)';

interface CardProps {
  post: PostSummary;
  /** Level of the title under the section's heading. */
  headingLevel?: 2 | 3;
}

/** "Lire la suite", with the article's title for screen readers (every card has one). */
function ReadMore({ post, className, arrow }: { post: PostSummary; className: string; arrow: boolean }) {
  return (
    <a className={className} href={articleHref(post.slug)}>
      Lire la suite<span className="visually-hidden">{`\u00a0: ${post.title}`}</span>
      {arrow ? <span aria-hidden="true"> →</span> : null}
    </a>
  );
}

function PostDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatFrenchDate(date)}</time>;
}

/** A card of the grid: image, title, excerpt, date and "Lire la suite →"; the whole card is clickable. */
export function BlogCard({ post, headingLevel = 3 }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="blog-card">
      <div className="blog-card-media">
        <BlogImage image={post.cover} src={post.image} alt={post.imageAlt} sizes={CARD_SIZES} />
      </div>
      <div className="blog-card-body">
        <Heading className="blog-card-title">{post.title}</Heading>
        <p className="blog-card-excerpt">{post.excerpt}</p>
        <div className="blog-card-footer">
          <p className="blog-date">
            <PostDate date={post.date} />
          </p>
          <ReadMore post={post} className="blog-card-link" arrow />
        </div>
      </div>
    </article>
  );
}

/** The first post of page 1, larger: title, date, excerpt and a "Lire la suite" button. */
export function BlogFeatured({ post, headingLevel = 3 }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="blog-featured">
      <div className="blog-featured-media">
        <BlogImage image={post.cover} src={post.image} alt={post.imageAlt} sizes={FEATURED_SIZES} priority="eager" />
      </div>
      <div className="blog-featured-body">
        <p className="blog-featured-kicker">À la une</p>
        <Heading className="blog-featured-title">{post.title}</Heading>
        <p className="blog-date">
          Publié le <PostDate date={post.date} />
        </p>
        <p className="blog-featured-excerpt">{post.excerpt}</p>
        <ReadMore post={post} className="btn btn-primary blog-featured-link" arrow={false} />
      </div>
    </article>
  );
}
