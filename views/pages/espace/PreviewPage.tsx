import { paths } from '../../../shared/paths';
import type { SignedIn } from './EspaceShell';
import { InboxFrame } from './InboxFrame';

/** One page of content/pages/ as the owner's preview lists it. */
export interface PreviewedPage {
  slug: string;
  name: string;
  /** Its public address. */
  href: string;
  /** What visitors do not see of it, and for lack of what (server/landing/kept.ts's leftOut). */
  leftOut: { what: string; why: string }[];
}

export interface PreviewData {
  staff: SignedIn;
  pages: PreviewedPage[];
}

/**
 * `/espace/apercu`: each page of content/pages/ with what the public site leaves out of it
 * for lack of a fact (docs/decisions/060), and a link to the page as visitors see it with
 * those parts kept and marked.
 */
export function PreviewPage({ staff, pages }: PreviewData) {
  const incomplete = pages.filter((page) => page.leftOut.length).length;
  return (
    <InboxFrame staff={staff} section="preview" title="Aperçu du site">
      <section className="inbox-section" aria-labelledby="apercu">
        <h1 id="apercu">Aperçu du site</h1>
        <p className="inbox-summary">
          {incomplete
            ? `${incomplete} ${incomplete > 1 ? 'pages laissent' : 'page laisse'} de côté une question ou un paragraphe faute d’un fait : les visiteurs ne les voient pas tant que le fait n’est pas réglé.`
            : 'Chaque page est montrée en entier aux visiteurs : aucun fait ne manque.'}
        </p>
        <ul className="inbox-list">
          {pages.map((page) => (
            <li key={page.slug} className="inbox-card preview-card">
              <h2>
                <a href={`${paths.espacePreview}/${page.slug}`}>{page.name}</a>
              </h2>
              <p className="inbox-summary">
                Adresse publique&nbsp;: <a href={page.href}>{page.href}</a>
              </p>
              {page.leftOut.length ? (
                <ul>
                  {page.leftOut.map((item, i) => (
                    <li key={i}>
                      <strong>{item.what}</strong>
                      <br />
                      {item.why}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>Rien de masqué.</p>
              )}
            </li>
          ))}
        </ul>
      </section>
    </InboxFrame>
  );
}

/** On top of a page previewed: what the preview is, and the way back. */
export function PreviewBanner({ name }: { name: string }) {
  return (
    <div className="preview-banner" role="note" aria-label="Aperçu">
      <div className="container">
        <p>
          <strong>Aperçu de «&nbsp;{name}&nbsp;»</strong>, comme les visiteurs la voient, plus ce qui leur est masqué
          faute d’un fait (encadré en pointillés, la raison en tête).{' '}
          <a href={paths.espacePreview}>Retour à l’aperçu du site</a>
        </p>
      </div>
    </div>
  );
}
