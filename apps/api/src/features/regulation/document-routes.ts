import { regulationOps as ops } from '@cc/contracts/regulation-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { listDocuments, readDetail } from './document-reads';
import {
  archiveDocument,
  createDocument,
  createVersion,
  discardDraft,
  publishVersion,
  updateDraft,
} from './documents';
import { TAGS } from './regulation-queries';
import { atRegulation, changeRegulation } from './regulation-work';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

/** The office's documents and versions: one line per route, the work in documents.ts. */
export async function documentRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.list, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await atRegulation(request, (w) => listDocuments(w, request.query))),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.detail, TAGS),
    handler: async (request) =>
      ok(await atRegulation(request, (w) => readDetail(w, request.query.documentID))),
  });
  r.route({
    ...guardedRoute(s, ops.create, TAGS),
    handler: async (request) => ok(await changeRegulation(request, (w) => createDocument(w, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.update, TAGS),
    handler: async (request) => ok(await changeRegulation(request, (w) => updateDraft(w, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.versionCreate, TAGS),
    handler: async (request) => ok(await changeRegulation(request, (w) => createVersion(w, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.versionDiscard, TAGS),
    handler: async (request) =>
      ok(await changeRegulation(request, (w) => discardDraft(w, request.body.versionID))),
  });
  r.route({
    ...guardedRoute(s, ops.publish, TAGS),
    handler: async (request) => {
      const done = await changeRegulation(request, (w) => publishVersion(w, request.body.versionID));
      s.jobs.wake();
      return ok(done);
    },
  });
  r.route({
    ...guardedRoute(s, ops.archive, TAGS),
    handler: async (request) =>
      ok(
        await changeRegulation(request, (w) =>
          archiveDocument(w, request.body.documentID, request.body.reason),
        ),
      ),
  });
}
