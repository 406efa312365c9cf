import { agmOps as ops } from '@cc/contracts/agmmeeting-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import {
  closeAgendaItem,
  createItem,
  deleteItem,
  itemResult,
  openItem,
  orderItems,
  updateItem,
} from './agenda';
import { atAgm } from './agmmeeting-work';
import { TAGS } from './meeting-routes';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

export async function agendaRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.agendaCreate, TAGS),
    handler: async (request) => {
      const { communityID: _c, meetingID, ...item } = request.body;
      return ok(await atAgm(request, (w) => createItem(w, meetingID, item)));
    },
  });
  r.route({
    ...guardedRoute(s, ops.agendaUpdate, TAGS),
    handler: async (request) => {
      const { communityID: _c, itemID, ...item } = request.body;
      return ok(await atAgm(request, (w) => updateItem(w, itemID, item)));
    },
  });
  r.route({
    ...guardedRoute(s, ops.agendaDelete, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => deleteItem(w, request.body.itemID))),
  });
  r.route({
    ...guardedRoute(s, ops.agendaOrder, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atAgm(request, (w) => orderItems(w, request.body)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.agendaOpen, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => openItem(w, request.body.itemID))),
  });
  r.route({
    ...guardedRoute(s, ops.agendaClose, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => closeAgendaItem(w, request.body.itemID))),
  });
  r.route({
    ...guardedRoute(s, ops.agendaResult, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => itemResult(w, request.query.itemID))),
  });
}
