import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TeamSection } from './TeamSection';
import { Testimonials } from './Testimonials';
import type { TeamMember, Testimonial } from '../../shared/people';

/** Placeholders for the markup only: the site shows such items once the owner supplies them. */
const photo = {
  src: '/media/portrait-800.webp',
  srcSet: '/media/portrait-160.webp 160w, /media/portrait-320.webp 320w',
  width: 320,
  height: 320,
  alt: 'Portrait',
};

describe('Testimonials', () => {
  it('renders the spec’s anonymous quotes as before: the quote, then the specialty and city', () => {
    const html = renderToStaticMarkup(
      <Testimonials items={[{ quote: 'Mes patients ont toujours une réponse.', author: 'Pédiatre, Bordeaux' }]} />,
    );
    expect(html).toMatch(
      /^<ul class="testimonials"><li><figure class="testimonial"><svg [^>]*class="lucide lucide-quote testimonial-mark" aria-hidden="true"/,
    );
    expect(html).toContain(
      '<blockquote><p>Mes patients ont toujours une réponse.</p></blockquote><figcaption>Pédiatre, Bordeaux</figcaption></figure></li></ul>',
    );
    expect(html).not.toContain('<img');
  });

  it('renders a signed testimonial with its round photo (80 px, every width offered), name, specialty, practice and city', () => {
    const items: Testimonial[] = [
      { quote: 'Citation A.', name: 'Prénom Nom', specialty: 'Spécialité', practice: 'Cabinet', city: 'Ville', photo },
      { quote: 'Citation B.', name: 'Dr Autre Personne', specialty: 'Spécialité', city: 'Ville' },
    ];
    const html = renderToStaticMarkup(<Testimonials items={items} />);
    expect(html.match(/<figure class="testimonial testimonial-signed">/g)).toHaveLength(2);
    expect(html).toContain(
      `<img class="testimonial-photo" src="${photo.src}" srcSet="${photo.srcSet}" sizes="80px" width="320" height="320" alt="Portrait" loading="lazy" decoding="async"/>`,
    );
    expect(html).toContain(
      '<span class="testimonial-name">Prénom Nom</span><span class="testimonial-role">Spécialité, Cabinet</span><span class="testimonial-city">Ville</span>',
    );
    // No photo: the initials, not a face; a title is not an initial.
    expect(html).toContain('<span class="testimonial-monogram" aria-hidden="true">AP</span>');
    expect(html).toContain('<span class="testimonial-role">Spécialité</span>');
  });
});

describe('TeamSection', () => {
  it('renders portraits (3:4) with first name, role and sentence, a letter where no portrait was given', () => {
    const members: TeamMember[] = [
      { firstName: 'Prénom', role: 'Rôle', sentence: 'Une phrase.', photo: { ...photo, width: 600, height: 800 } },
      { firstName: 'Autre', role: 'Autre rôle', sentence: 'Une autre phrase.' },
    ];
    const html = renderToStaticMarkup(<TeamSection id="equipe" title="L’équipe" members={members} />);
    expect(html).toMatch(/^<section class="section" aria-labelledby="equipe">/);
    expect(html).toContain('<h2 id="equipe">L’équipe</h2>');
    expect(html).toMatch(
      /<img class="team-portrait" src="\/media\/portrait-800.webp" srcSet="[^"]+" sizes="\(min-width: 1024px\)[^"]+" width="600" height="800" alt="Portrait"/,
    );
    expect(html).toContain(
      '<span class="team-name">Prénom</span><span class="team-role">Rôle</span><span class="team-sentence">Une phrase.</span>',
    );
    expect(html).toContain('<span class="team-portrait team-portrait-blank" aria-hidden="true">A</span>');
  });
});
