import type { ReactNode } from 'react';
import { paths } from '../../../shared/paths';
import { EspaceShell, type SignedIn } from './EspaceShell';

export type InboxSection = 'inbox' | 'leads' | 'traffic' | 'preview';

const LINKS: { section: InboxSection; href: string; label: string }[] = [
  { section: 'inbox', href: paths.espace, label: 'À traiter' },
  { section: 'leads', href: paths.espaceLeads, label: 'Toutes les demandes' },
  { section: 'traffic', href: paths.espaceTraffic, label: 'Trafic' },
  { section: 'preview', href: paths.espacePreview, label: 'Aperçu du site' },
];

/** The inbox's pages inside the espace's frame, with the places a thumb goes to. */
export function InboxFrame({
  staff,
  section,
  title,
  children,
}: {
  staff: SignedIn;
  section?: InboxSection;
  title: string;
  children: ReactNode;
}) {
  return (
    <EspaceShell title={title} staff={staff}>
      <nav className="inbox-nav" aria-label="Espace">
        <ul>
          {LINKS.map((link) => (
            <li key={link.section}>
              <a href={link.href} aria-current={link.section === section ? 'page' : undefined}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </EspaceShell>
  );
}
