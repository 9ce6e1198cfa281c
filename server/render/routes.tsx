import type { ReactElement } from 'react';
import { HomePage } from '../../views/pages/HomePage';

export interface PageRoute {
  path: string;
  /** The page element; its data is loaded before rendering, never during. */
  element: () => ReactElement;
}

/** Every server-rendered page, by exact path. */
export const pageRoutes: PageRoute[] = [
  { path: '/', element: () => <HomePage /> },
];

/** Looks a request path up in a route table. */
export function routeFinder(routes: PageRoute[]): (path: string) => PageRoute | undefined {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  return (path) => byPath.get(path);
}
