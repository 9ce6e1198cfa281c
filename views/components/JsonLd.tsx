import { serializeProps } from '../Island';

/** Structured data for search engines: a JSON block, which the strict CSP allows. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeProps(data) }} />;
}

export interface Crumb {
  name: string;
  path: string;
}

/** `BreadcrumbList` from the home page down to the current page. */
export function BreadcrumbJsonLd({ siteUrl, trail }: { siteUrl: string; trail: Crumb[] }) {
  const items = [{ name: 'Accueil', path: '/' }, ...trail];
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: items.map((item, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: item.name,
          item: `${siteUrl}${item.path}`,
        })),
      }}
    />
  );
}
