import { notFound } from '../errors';
import { route } from '../http';

/** Answers every request that matches no row of the route table. */
export const handler = route({ anyRoute: true }, async ({ event }) => {
  throw notFound(`No API route for ${event.requestContext.http.method} ${event.rawPath}`);
});
