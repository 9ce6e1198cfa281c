import { Header } from '../layout/Header';
import { Seo } from '../Seo';

/** `/header`: the site header on its own (docs/SPEC.md routes), e.g. to embed or check it. Not indexed. */
export function HeaderOnlyPage() {
  return (
    <>
      <Seo title="En-tête du site" description="L’en-tête du site Secretalia, affiché seul." noindex />
      <Header />
    </>
  );
}
