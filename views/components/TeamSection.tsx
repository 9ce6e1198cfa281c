import type { ReactNode } from 'react';
import type { TeamMember } from '../../shared/people';
import { Portrait } from './Portrait';
import { Static } from './Static';

/**
 * The portraits' `sizes`: two columns on phones, three from 640 px, four from
 * 1024 px, inside the container (1136 px at most, 1.5rem apart).
 */
const PORTRAIT_SIZES =
  '(min-width: 1024px) calc((min(1136px, 100vw - 4rem) - 4.5rem) / 4), (min-width: 640px) calc((100vw - 2 * clamp(1rem, 4vw, 2rem) - 3rem) / 3), calc((100vw - 2 * clamp(1rem, 4vw, 2rem) - 1.5rem) / 2)';

interface TeamSectionProps {
  /** Names the section as a kept part, one name per place it is shown (views/components/Static.tsx). */
  part: string;
  /** The id of the section's heading. */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  members: readonly TeamMember[];
  /** More classes beside `section` (its background, `reveal`). */
  className?: string;
}

/** The people behind the service: portraits (3:4), first name and role, their sentence; kept per place and team. */
export function TeamSection({ part, id, title, lead, eyebrow, members, className }: TeamSectionProps) {
  return (
    <Static
      as="section"
      part={part}
      of={members}
      className={className ? `section ${className}` : 'section'}
      aria-labelledby={id}
    >
      <div className="container">
        <div className="section-head">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 id={id}>{title}</h2>
          {lead ? <p className="lead">{lead}</p> : null}
        </div>
        <ul className="team-grid">
          {members.map((member) => (
            <li key={`${member.firstName}\u0000${member.role}`}>
              <figure className="team-member">
                <Portrait
                  photo={member.photo}
                  sizes={PORTRAIT_SIZES}
                  className="team-portrait"
                  blankClassName="team-portrait team-portrait-blank"
                  letters={member.firstName.slice(0, 1).toUpperCase()}
                />
                <figcaption>
                  <span className="team-name">{member.firstName}</span>
                  <span className="team-role">{member.role}</span>
                  <span className="team-sentence">{member.sentence}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </Static>
  );
}
