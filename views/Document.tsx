import type { ReactNode } from 'react';
import { BLOG_RSS_TITLE } from '../shared/blog';
import { paths } from '../shared/paths';
import { site } from '../shared/site';
import { usePage } from './context';

/** The HTML shell. Page-specific head tags come from <Seo>, hoisted here by React. */
export function Document({ children }: { children: ReactNode }) {
  const { assets, siteUrl } = usePage();
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* Feed readers find the blog's feed from any page of the site. */}
        <link rel="alternate" type="application/rss+xml" title={BLOG_RSS_TITLE} href={`${siteUrl}${paths.blogRss}`} />
        {assets.fonts.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <link rel="stylesheet" href={assets.css} />
      </head>
      <body>{children}</body>
    </html>
  );
}
