import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderToHtml } from './renderToHtml';

describe('renderToHtml', () => {
  it('gives the bytes of React’s markup, long texts with accents and symbols included (React writes those as strings)', async () => {
    // Over 1,365 characters: React's Node build hands such a text to the sink as a string, not as bytes.
    const long = 'Télésecrétariat médical à Marrakech, congés couverts, 24 h sur 24 ✓ 📞 '.repeat(40);
    const page = (
      <html lang="fr">
        <body>
          <main>
            <h1>Secretalia — déléguer l’accueil</h1>
            <div dangerouslySetInnerHTML={{ __html: `<p>${long}</p>` }} />
            <p>{long}</p>
            <p>fin</p>
          </main>
        </body>
      </html>
    );
    const html = await renderToHtml(page);
    expect(html.toString('utf8')).toBe(`<!DOCTYPE html>${renderToString(page)}`);
    expect(html.length).toBe(Buffer.byteLength(html.toString('utf8')));
  });
});
