import { Helmet } from 'react-helmet-async';
import { DEFAULT_SHARE_IMAGE, fullTitle, type PageImage } from '../shared/seo';
import { site } from '../shared/site';
import { usePage } from './context';

export interface SeoProps {
  title: string;
  description: string;
  /** Canonical path, defaults to the page's own path. */
  path?: string;
  /** The image shown when the page is shared: the site's by default. */
  image?: PageImage;
  type?: 'website' | 'article';
  /** Set on pages that must not be indexed (404, error, unsubscribe). */
  noindex?: boolean;
}

/** The page's only Helmet: a second one would duplicate tags under React 19. */
export function Seo({ title, description, path, image = DEFAULT_SHARE_IMAGE, type = 'website', noindex }: SeoProps) {
  const page = usePage();
  const canonical = `${page.siteUrl}${path ?? page.path}`;
  const imageUrl = image.src.startsWith('http') ? image.src : `${page.siteUrl}${image.src}`;
  return (
    <Helmet>
      <title>{fullTitle(title)}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="fr_FR" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content={image.type} />
      {image.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={image.alt} />
    </Helmet>
  );
}
