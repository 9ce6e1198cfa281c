import { usePage } from '../context';

/**
 * What a doctor asks before signing (issue 47, item 4): will it work with my diary? The
 * software the secretaries already work in, named from the owner's fact `diary-tools`
 * (shared/ownerFacts.ts) in plain text, never as a partnership; without it, the same said
 * without names. Then what the doctor gives the secretary and how their reserved slots and
 * emergencies stay theirs, as the questions page says it (content/pages/questions.md).
 */
export function DiaryTools({ id, className = '' }: { id?: string; className?: string }) {
  const { facts } = usePage();
  const tools = facts['diary-tools'];
  return (
    <div className={`diary-tools ${className}`.trim()}>
      {/* Without an id, the section around it carries the heading. */}
      {id ? <h3 id={id}>Dans votre agenda, avec vos outils</h3> : null}
      <p>
        {tools ? (
          <>
            Votre secrétaire travaille directement dans votre agenda et votre logiciel de cabinet. Les logiciels dans
            lesquels nos secrétaires travaillent déjà&nbsp;: {tools}. Nous ne sommes liés à aucun éditeur.
          </>
        ) : (
          <>
            Votre secrétaire travaille directement dans votre agenda, votre logiciel de cabinet et votre plateforme de
            rendez-vous en ligne, quels qu’ils soient. Nous ne sommes liés à aucun éditeur.
          </>
        )}
      </p>
      <p>
        Vous lui ouvrez un compte à son nom dans votre agenda et renvoyez vos appels vers elle aux heures convenues. Vos
        créneaux réservés restent réservés&nbsp;: elle ne les donne que selon vos consignes, et vous transmet les appels
        urgents sans attendre, par le canal convenu.
      </p>
    </div>
  );
}
