import type { ReactNode } from 'react';
import { paths } from '../../../shared/paths';
import { usePage } from '../../context';
import { Seo } from '../../Seo';

/** Who is signed in, as a page of the espace shows them. */
export interface SignedIn {
  email: string;
  name: string | null;
}

/**
 * The espace's frame (docs/DESIGN.md: a tool, not a brochure): a thin bar with
 * the signed-in member and the sign-out button, then the page. Not indexed. The
 * espace's script (passkeys) loads only when the page asks for it: the public
 * pages never carry it.
 */
export function EspaceShell({
  title,
  staff,
  script = false,
  children,
}: {
  title: string;
  staff?: SignedIn | null;
  /** Whether the page needs the espace's script (the passkey ceremonies). */
  script?: boolean;
  children: ReactNode;
}) {
  const { assets } = usePage();
  return (
    <>
      <Seo title={title} description="Espace de l’équipe Secretalia." path={paths.espace} noindex />
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <header className="espace-bar">
        <a className="espace-brand" href={paths.espace}>
          Secretalia <span>· espace</span>
        </a>
        {staff ? (
          <form className="espace-who" method="post" action={paths.espaceSignOut}>
            <a href={paths.espacePasskeys}>{staff.name ?? staff.email}</a>
            <button type="submit" className="espace-link-button">
              Se déconnecter
            </button>
          </form>
        ) : null}
      </header>
      <main id="contenu" className="espace-main" tabIndex={-1}>
        {children}
      </main>
      {script && assets.espace ? <script type="module" src={assets.espace} async /> : null}
    </>
  );
}
