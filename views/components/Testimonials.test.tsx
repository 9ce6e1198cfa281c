import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TeamSection } from './TeamSection';
import { Testimonials } from './Testimonials';
import type { TeamMember, Testimonial } from '../../shared/people';
import { headings, textOf } from '../../tests/helpers/html';

/** Placeholders for the markup only: the site shows such items once the owner supplies them. */
const photo = {
  src: '/media/portrait-800.webp',
  srcSet: '/media/portrait-160.webp 160w, /media/portrait-320.webp 320w',
  width: 320,
  height: 320,
  alt: 'Portrait de Prénom Nom',
};

/** What a browser shows of each item: its text read in order, words spaced as a reader hears them. */
const itemTexts = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`, 'g'))].map((m) =>
    textOf(m[0].replace(/<\/(span|p|blockquote|figcaption)>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** The images a screen reader announces (with their text) and a browser picks from (with their widths). */
const images = (html: string) =>
  [...html.matchAll(/<img\b([^>]*)>/g)].map(([, attrs]) => ({
    alt: /\balt="([^"]*)"/.exec(attrs!)?.[1],
    widths: [...(/\bsrcSet="([^"]*)"/.exec(attrs!)?.[1] ?? '').matchAll(/ (\d+)w/g)].map((m) => Number(m[1])),
    sizes: /\bsizes="([^"]*)"/.exec(attrs!)?.[1],
    lazy: /\bloading="lazy"/.test(attrs!),
  }));

/** Text hidden from screen readers (a monogram standing for a missing photo). */
const hiddenTexts = (html: string) =>
  [...html.matchAll(/<span\b[^>]*aria-hidden="true"[^>]*>([^<]*)<\/span>/g)].map((m) => m[1]);

describe('Testimonials', () => {
  it('shows the spec’s anonymous quotes as before: the quote, then who said it, and no picture', () => {
    const html = renderToStaticMarkup(
      <Testimonials items={[{ quote: 'Mes patients ont toujours une réponse.', author: 'Pédiatre, Bordeaux' }]} />,
    );
    expect(itemTexts(html, 'li')).toEqual(['Mes patients ont toujours une réponse. Pédiatre, Bordeaux']);
    expect(images(html)).toEqual([]);
  });

  it('shows a signed testimonial with its photo (80 px, every width offered), name, specialty, practice and city; initials without one', () => {
    const items: Testimonial[] = [
      { quote: 'Citation A.', name: 'Prénom Nom', specialty: 'Spécialité', practice: 'Cabinet', city: 'Ville', photo },
      { quote: 'Citation B.', name: 'Dr Autre Personne', specialty: 'Spécialité', city: 'Ville' },
    ];
    const html = renderToStaticMarkup(<Testimonials items={items} />);
    expect(itemTexts(html, 'li')).toEqual([
      'Citation A. Prénom Nom Spécialité, Cabinet Ville',
      // The monogram is hidden from screen readers: they hear the name once.
      'Citation B. AP Dr Autre Personne Spécialité Ville',
    ]);
    expect(images(html)).toEqual([{ alt: photo.alt, widths: [160, 320], sizes: '80px', lazy: true }]);
    // No photo: the initials, not a face; a title is not an initial.
    expect(hiddenTexts(html)).toContain('AP');
  });
});

describe('TeamSection', () => {
  it('shows its heading, then each person’s first name, role and sentence, a portrait or a letter where none was given', () => {
    const members: TeamMember[] = [
      { firstName: 'Prénom', role: 'Rôle', sentence: 'Une phrase.', photo: { ...photo, width: 600, height: 800 } },
      { firstName: 'Autre', role: 'Autre rôle', sentence: 'Une autre phrase.' },
    ];
    const html = renderToStaticMarkup(<TeamSection part="test-team" id="equipe" title="L’équipe" members={members} />);
    expect(headings(html)).toEqual([{ level: 2, text: 'L’équipe' }]);
    expect(/<section\b[^>]*aria-labelledby="equipe"/.test(html)).toBe(true);
    expect(itemTexts(html, 'li')).toEqual(['Prénom Rôle Une phrase.', 'A Autre Autre rôle Une autre phrase.']);
    const [portrait] = images(html);
    expect(images(html)).toHaveLength(1);
    expect(portrait).toMatchObject({ alt: photo.alt, widths: [160, 320] });
    // Wider screens show the portraits side by side: the browser is told so and picks a smaller file.
    expect(portrait!.sizes).toMatch(/^\(min-width: 1024px\)/);
    expect(hiddenTexts(html)).toContain('A');
  });
});
