import { tutorialOps } from '@cc/contracts/tutorial';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { createItem, retitleItem } from './item-changes';
import { findItem, listItems, TAGS } from './tutorial-queries';
import { atTutorial, changeTutorial } from './tutorial-work';

export async function itemRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, tutorialOps.list, TAGS),
    handler: async (request) => ({ isSuccess: true as const, items: await atTutorial(request, listItems) }),
  });
  r.route({
    ...guardedRoute(s, tutorialOps.detail, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atTutorial(request, (w) => findItem(w, request.query.itemID)),
    }),
  });
  r.route({
    ...guardedRoute(s, tutorialOps.create, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeTutorial(request, (w) => createItem(w, request.body.title)),
    }),
  });
  r.route({
    ...guardedRoute(s, tutorialOps.update, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeTutorial(request, (w) => retitleItem(w, request.body.itemID, request.body.title)),
    }),
  });
}
