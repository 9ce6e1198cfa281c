import { paths } from '../../shared/paths';
import { usePage } from '../context';

/**
 * The site's HDS claim, from the owner's facts (shared/ownerFacts.ts, as `{{hebergeur-hds}}`
 * writes it in content files): « chez <host>, hébergeur certifié HDS » once the host is
 * named, « chez un hébergeur certifié HDS » until then (preflight blocks launch then),
 * always a link to /vos-donnees, where the host, its certificate and the safeguards are.
 */
export function HdsClaim() {
  const { facts } = usePage();
  return (
    <>
      chez{' '}
      <a href={paths.yourData}>{facts.host ? `${facts.host}, hébergeur certifié HDS` : 'un hébergeur certifié HDS'}</a>
    </>
  );
}
