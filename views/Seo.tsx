import { Helmet } from 'react-helmet-async';
import { site } from '../shared/site';
import { usePage } from './context';

export interface SeoProps {
  title: string;
  description: string;
  /** Canonical path, defaults to the page's own path. */
  path?: string;
  image?: string;
  type?: 'website' | 'article';
  /** Set on pages that must not be indexed (404, error, unsubscribe). */
  noindex?: boolean;
  /** A feed to announce (`<link rel="alternate" type="application/rss+xml">`): its path and title. */
  rss?: { path: string; title: string };
}

/** The page's only Helmet: a second one would duplicate tags under React 19. */
export function Seo({ title, description, path, image = '/og-image.png', type = 'website', noindex, rss }: SeoProps) {
  const page = usePage();
  const canonical = `${page.siteUrl}${path ?? page.path}`;
  const fullTitle = title === site.name ? `${site.name} – Télésecrétariat médical` : `${title} | ${site.name}`;
  const imageUrl = image.startsWith('http') ? image : `${page.siteUrl}${image}`;
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="fr_FR" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      {rss ? <link rel="alternate" type="application/rss+xml" title={rss.title} href={`${page.siteUrl}${rss.path}`} /> : null}
    </Helmet>
  );
}
