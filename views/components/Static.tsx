import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Markup made once per process, by part. */
const made = new Map<string, string>();

export interface StaticProps extends HTMLAttributes<HTMLElement> {
  /** Names the part, once in the whole site: its markup is kept under this name. */
  part: string;
  /** The element around the part (kept a real React element, with these attributes). */
  as?: 'section' | 'div' | 'span' | 'ul' | 'nav';
  children: ReactNode;
}

/**
 * A part of a page that depends on nothing but the code (copy, icons, drawings):
 * rendered once per process, then written by React as one piece of text instead of
 * hundreds of elements, attributes and text nodes. An uncached page costs that much
 * less (`npm run bench` prints the stages); the markup is the same.
 *
 * Its children are rendered outside the page: a component in there that reads the
 * page's context (`usePage()`) throws at once rather than freezing one visitor's
 * data for every other. Islands stay out (they count themselves per page).
 */
export function Static({ part, as = 'div', children, ...attributes }: StaticProps) {
  let html = made.get(part);
  if (html === undefined) {
    html = renderToStaticMarkup(<>{children}</>);
    made.set(part, html);
  }
  return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}
