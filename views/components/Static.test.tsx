import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { usePage } from '../context';
import { CardGrid } from './CardGrid';
import { Static } from './Static';
import { Stethoscope } from 'lucide-react';

const cards = [
  { Icon: Stethoscope, title: 'Médecins', text: 'Une secrétaire qui connaît vos consignes & vos « motifs ».' },
];

function ReadsThePage() {
  return <p>{usePage().path}</p>;
}

describe('Static', () => {
  it('writes the same markup as the elements it stands for, attributes on its own element', () => {
    const made = renderToStaticMarkup(
      <Static as="section" part="test-same" className="section reveal" aria-labelledby="t">
        <h2 id="t">Pour qui&nbsp;?</h2>
        <CardGrid cards={cards} columns={4} reveal />
      </Static>,
    );
    const plain = renderToStaticMarkup(
      <section className="section reveal" aria-labelledby="t">
        <h2 id="t">Pour qui&nbsp;?</h2>
        <CardGrid cards={cards} columns={4} reveal />
      </section>,
    );
    expect(made).toBe(plain);
    expect(made).toContain('vos consignes &amp; vos « motifs »');
  });

  it('makes a part once: the next pages get that markup', () => {
    const first = renderToStaticMarkup(<Static part="test-once">un</Static>);
    const second = renderToStaticMarkup(<Static part="test-once">deux</Static>);
    expect(second).toBe(first);
    expect(second).toBe('<div>un</div>');
  });

  it('refuses a part that reads the page (it would show one visitor’s page to the next)', () => {
    expect(() =>
      renderToStaticMarkup(
        <Static part="test-page">
          <ReadsThePage />
        </Static>,
      ),
    ).toThrow(/usePage\(\) outside a page render/);
  });
});
