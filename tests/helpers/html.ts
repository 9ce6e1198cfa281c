import { expect } from 'vitest';

/**
 * The tests' one set of HTML readers: enough for the server's own output, which
 * they read as a browser or a crawler would (text, links, head tags, fields).
 */

export const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');

/** Visible text: scripts removed, tags dropped, entities decoded. */
export function textOf(fragment: string): string {
  return decode(fragment.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ''));
}

export function headings(page: string): { level: number; text: string }[] {
  return [...page.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => ({
    level: Number(m[1]),
    text: textOf(m[2]!).trim(),
  }));
}

/** The `<section>` labelled by the heading with this id, up to its closing tag. */
export function section(page: string, headingId: string): string {
  const start = page.indexOf(`aria-labelledby="${headingId}"`);
  expect(start, `section labelled by #${headingId}`).toBeGreaterThan(-1);
  const open = page.lastIndexOf('<section', start);
  const end = page.indexOf('</section>', start);
  return page.slice(open, end);
}

export function jsonLd(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

/** Inline scripts other than JSON data blocks (island props, JSON-LD). */
export function inlineScripts(page: string): string[] {
  return [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs, body]) => body!.trim() !== '' && !/type="application\/(ld\+)?json"/.test(attrs!))
    .map(([tag]) => tag);
}

export function links(page: string): { href: string; attrs: string; text: string }[] {
  return [...page.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: decode(m[1]!.match(/href="([^"]*)"/)?.[1] ?? ''),
    attrs: m[1]!,
    text: textOf(m[2]!).replace(/\s+/g, ' ').trim(),
  }));
}

export function linkTo(page: string, href: string, text?: string | RegExp) {
  return links(page).find(
    (link) =>
      link.href === href &&
      (text === undefined || (typeof text === 'string' ? link.text === text : text.test(link.text))),
  );
}

/** The opening tag of the element with this id. */
export function tagById(fragment: string, id: string): string {
  const tag = fragment.match(new RegExp(`<\\w+ id="${id}"[^>]*>`))?.[0];
  expect(tag, `#${id}`).toBeDefined();
  return tag!;
}

/** The messages under the fields of a form re-rendered by the server, by field id (`devis-nom`). */
export function fieldMessages(page: string): Record<string, string> {
  return Object.fromEntries(
    [...page.matchAll(/<p class="field-error" id="([\w-]+)-erreur">([^<]*)<\/p>/g)].map((m) => [m[1], decode(m[2]!)]),
  );
}

/** The props an island was rendered with (its JSON block), by island name. */
export function islandProps(page: string, name: string): unknown {
  const json = page.match(
    new RegExp(`<script type="application/json" data-island-props="${name}[^"]*">([\\s\\S]*?)</script>`),
  )?.[1];
  expect(json, `props of the ${name} island`).toBeDefined();
  return JSON.parse(json!);
}

/** A French question mark, colon, etc.: a normal or no-break space may stand before it. */
export const fr = (s: string) =>
  new RegExp(s.replace(/[.*+()[\]\\]/g, '\\$&').replace(/ ([?!:;])/g, '[ \u00a0\u202f]$1'));
