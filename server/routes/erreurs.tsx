import { NotFoundPage } from '../../views/pages/NotFoundPage';
import { ServerErrorPage } from '../../views/pages/ServerErrorPage';
import type { StatusRoute } from '../routing/route';

/** Any address that is no page of the site: the French 404 page, naming the address asked for. */
export const notFound: StatusRoute = {
  element: ({ path }) => <NotFoundPage path={path} />,
};

/** The server failed (500) or its database is away (503, with `Retry-After`). */
export const serverError: StatusRoute = {
  element: ({ status }) => <ServerErrorPage unavailable={status === 503} />,
};
