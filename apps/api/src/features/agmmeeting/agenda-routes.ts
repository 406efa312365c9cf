import { agmOps as ops } from '@cc/contracts/agmmeeting-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { withStoredPhotos } from '../../platform/files/stored-photos';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { PhotoUpload } from '../../platform/http/photo-form';
import type { AppServices } from '../../platform/services';
import {
  attachFile,
  closeAgendaItem,
  createItem,
  deleteItem,
  itemResult,
  openItem,
  orderItems,
  updateItem,
} from './agenda';
import { readDocumentForm } from './agm-form';
import { tellMembers } from './agm-notices';
import { atAgm } from './agmmeeting-work';
import { meetingAttendeeUsers } from './attendance-queries';
import { TAGS } from './meeting-routes';
import { badRequest } from './refusals';

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
  const files = new WeakMap<FastifyRequest, PhotoUpload>();
  r.route({
    ...guardedRoute(s, ops.agendaFile, TAGS, async (request) => {
      const upload = await readDocumentForm(request, 'file');
      if (!upload) throw badRequest('AGM_FILE_TYPE');
      files.set(request, upload);
    }),
    handler: async (request) => {
      const upload = files.get(request)!;
      const name = `agenda-${request.query.itemID.slice(0, 8)}.${upload.ext}`;
      const data = await withStoredPhotos(s, request.scope, 'agm', request.log, [upload], (stored) =>
        atAgm(request, (w) => attachFile(w, request.query.itemID, stored[0]!.key, name)),
      );
      return ok(data);
    },
  });
  r.route({
    ...guardedRoute(s, ops.agendaOpen, TAGS),
    handler: async (request) => {
      const { item, attendees } = await atAgm(request, async (w) => {
        const opened = await openItem(w, request.body.itemID);
        return { item: opened, attendees: await meetingAttendeeUsers(w.tx, w.scope, opened.meetingID) };
      });
      await tellMembers(
        s,
        request.log,
        request.scope.communityId,
        attendees,
        `เปิดลงคะแนนวาระที่ ${item.seq} / Item ${item.seq} open`,
        item.titleEn ? `${item.title} / ${item.titleEn}` : item.title,
      );
      return ok(item);
    },
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
