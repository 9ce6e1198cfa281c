import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { faviconSvg } from '../../shared/logo';
import { c } from '../illustrations/palette';
import { Logo } from './Logo';

const root = path.resolve(import.meta.dirname, '../..');

describe('the logo’s mark, one drawing', () => {
  it('the favicon a browser tab shows is the mark of shared/logo.ts (node scripts/media/make-media.mjs writes it)', () => {
    expect(fs.readFileSync(path.join(root, 'client/public/favicon.svg'), 'utf8')).toBe(faviconSvg(c.teal, c.coral));
  });

  it('the header’s logo draws the same shapes, and says the name to everyone', () => {
    const html = renderToStaticMarkup(<Logo />);
    const shapes = (svg: string) =>
      [...svg.matchAll(/<(path|rect|circle)\b[^>]*?\b(d|x|cx)="([^"]+)"/g)].map((m) => m[3]);
    expect(shapes(html)).toEqual(shapes(faviconSvg(c.teal, c.coral)));
    expect(html).toContain('>Secretalia</span>');
  });
});
