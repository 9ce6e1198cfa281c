import type { PostSummary } from '../../shared/blog';
import { BlogImage } from './BlogImage';
import { formatFrenchDate } from '../../shared/dates';
import { articleHref } from '../../shared/paths';

/**
 * The width of the container's content (client/styles/components.css): the
 * window less its padding, 1136 px at most. Every `sizes` below is what the
 * stylesheet draws (client/styles/blog.css), so that a screen of two or three
 * times the density gets a file as wide as its pixels.
 */
const CONTENT = 'min(1136px, 100vw - 2 * clamp(1rem, 4vw, 2rem))';
/** One column, then two from 768 px (a card alone on the last row spans both, its image one column wide). */
const CARD_SIZES = `(min-width: 768px) calc((${CONTENT} - 1.5rem) / 2), calc(${CONTENT})`;
/** « Découvrez nos autres articles »: three columns from 1024 px. */
const CARD_SIZES_3 = `(min-width: 1024px) calc((${CONTENT} - 3rem) / 3), ${CARD_SIZES}`;
/** The featured post: the card's width, then from 900 px the larger of two columns (1.1fr 1fr, 2.5rem apart, 2rem padding). */
const FEATURED_SIZES = `(min-width: 900px) calc((${CONTENT} - 6.5rem) * 0.524), calc(${CONTENT})`;

interface CardProps {
  post: PostSummary;
  /** Level of the title under the section's heading. */
  headingLevel?: 2 | 3;
  /** The columns of the grid the card is in, from 1024 px. */
  columns?: 2 | 3;
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
export function BlogCard({ post, headingLevel = 3, columns = 2 }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="blog-card">
      <div className="blog-card-media">
        <BlogImage
          image={post.cover}
          src={post.image}
          alt={post.imageAlt}
          sizes={columns === 3 ? CARD_SIZES_3 : CARD_SIZES}
        />
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
