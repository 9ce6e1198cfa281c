import { createElement, type ComponentType, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { usePage } from './context';
import { Hydrated } from './islands/Hydrated';
import type { IslandName, IslandProps } from './islands/registry';

/**
 * When the browser should hydrate an island, as Astro's client directives:
 * - `visible`: when it scrolls into view;
 * - `interaction`: on the first pointer, touch, focus or key event inside it.
 * A page runs no JavaScript it does not need yet.
 */
export type HydrateStrategy = 'visible' | 'interaction';

type Props<N extends IslandName> = {
  name: N;
  props: IslandProps<N>;
  hydrate: HydrateStrategy;
  /** Extra class on the wrapper, which is otherwise `display: contents`. */
  className?: string;
  /**
   * With `interaction`: a selector of an ancestor whose interaction wakes the
   * island too (the header's menu wakes when its <details> is touched, though
   * the island sits in the panel).
   */
  wakeWithin?: string;
};

const SCRIPT_SAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/;
const SCRIPT_UNSAFE_ALL = new RegExp(SCRIPT_UNSAFE.source, 'g');

/**
 * `</script>` or a line separator inside props must not end or break the JSON block.
 * Most JSON has none of these characters: it is then sent as it is, since `replace`
 * copies the string even when nothing matches (a copy per island and per JSON-LD
 * block, at every uncached page).
 */
export function serializeProps(props: unknown): string {
  const json = JSON.stringify(props);
  return SCRIPT_UNSAFE.test(json) ? json.replace(SCRIPT_UNSAFE_ALL, (c) => SCRIPT_SAFE[c]!) : json;
}

/**
 * An island's server HTML depends on nothing but its name, its prefix and its
 * props (an island reads no page context and fetches nothing): the footer's
 * newsletter box or the header's menu of a page is rendered once, not at every
 * page rendered. Bounded, oldest first out.
 */
const renderedIslands = new Map<string, string>();
const RENDERED_ISLANDS_MAX = 500;

function islandHtml(Widget: ComponentType<object>, key: string, props: object, prefix: string): string {
  let html = renderedIslands.get(key);
  if (html === undefined) {
    html = renderToString(createElement(Hydrated, null, createElement(Widget, props)), { identifierPrefix: prefix });
    if (renderedIslands.size >= RENDERED_ISLANDS_MAX) renderedIslands.delete(renderedIslands.keys().next().value!);
    renderedIslands.set(key, html);
  }
  return html;
}

/**
 * Renders a widget as its own React root, so that the browser can hydrate it
 * alone with the same `identifierPrefix` and get the same `useId` values.
 */
export function Island<N extends IslandName>({ name, props, hydrate, className, wakeWithin }: Props<N>) {
  const { assets, islands, insideStatic } = usePage();
  // Inside a <Static> part, the page's script is the part's to write (views/components/Static.tsx).
  if (insideStatic) insideStatic.islands = true;
  const prefix = `${name}${useId().replace(/[^a-zA-Z0-9]/g, '')}-`;
  const json = serializeProps(props);
  const html = islandHtml(islands[name] as ComponentType<object>, `${prefix}\u0000${json}`, props as object, prefix);
  return (
    <>
      <div
        data-island={name}
        data-hydrate={hydrate}
        data-prefix={prefix}
        data-wake-within={wakeWithin}
        className={className}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <script type="application/json" data-island-props={prefix} dangerouslySetInnerHTML={{ __html: json }} />
      {/* React hoists an async script into <head> and emits it once per page. */}
      {insideStatic ? null : <script type="module" src={assets.entry} async />}
    </>
  );
}
