import { Header } from '../layout/Header';
import { Seo } from '../Seo';

const TITLE = 'En-tête du site';

/**
 * `/header`: the site header on its own (docs/SPEC.md routes), e.g. to embed or check it. Not indexed.
 * Still a page of its own: a `main` landmark and an `h1` naming it, for screen readers
 * only, so that what it shows is the header and nothing else.
 */
export function HeaderOnlyPage() {
  return (
    <>
      <Seo title={TITLE} description="L’en-tête du site Secretalia, affiché seul." noindex />
      <Header />
      <main>
        <h1 className="visually-hidden">{TITLE}</h1>
      </main>
    </>
  );
}
