import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../platform/services';
import { categoryRoutes } from './category-routes';
import { entryRoutes } from './entry-routes';

/** The community's useful numbers: categories and entries, in the office's order. */
export async function phonebookFeature(app: FastifyInstance, s: AppServices) {
  await categoryRoutes(app, s);
  await entryRoutes(app, s);
}
