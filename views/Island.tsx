import { createElement, type ComponentType, useId } from 'react';
import { preloadModule } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { usePage } from './context';
import { islandComponents, type IslandName, type IslandProps } from './islands';

/**
 * When the browser should hydrate an island, as Astro's client directives:
 * - `load`: as soon as the page is parsed (preloaded);
 * - `idle`: when the main thread is idle (preloaded);
 * - `visible`: when it scrolls into view (fetched then, not before);
 * - `interaction`: on the first pointer, touch, focus or key event inside it.
 */
export type HydrateStrategy = 'load' | 'idle' | 'visible' | 'interaction';

type Props<N extends IslandName> = {
  name: N;
  props: IslandProps<N>;
  hydrate: HydrateStrategy;
  /** Extra class on the wrapper, which is otherwise `display: contents`. */
  className?: string;
};

/** `</script>` or a line separator inside props must not end or break the JSON block. */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Renders a widget as its own React root, so that the browser can hydrate it
 * alone with the same `identifierPrefix` and get the same `useId` values.
 */
export function Island<N extends IslandName>({ name, props, hydrate, className }: Props<N>) {
  const { assets } = usePage();
  const prefix = `${name}${useId().replace(/[^a-zA-Z0-9]/g, '')}-`;
  const Widget = islandComponents[name] as ComponentType<object>;
  const html = renderToString(createElement(Widget, props as object), { identifierPrefix: prefix });
  if (hydrate === 'load' || hydrate === 'idle') {
    for (const chunk of assets.islands[name] ?? []) preloadModule(chunk);
  }
  return (
    <>
      <div
        data-island={name}
        data-hydrate={hydrate}
        data-prefix={prefix}
        className={className}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <script type="application/json" data-island-props={prefix} dangerouslySetInnerHTML={{ __html: serializeProps(props) }} />
      {/* React hoists an async script into <head> and emits it once per page. */}
      <script type="module" src={assets.entry} async />
    </>
  );
}
