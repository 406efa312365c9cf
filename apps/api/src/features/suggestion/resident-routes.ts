import { suggestionOps as ops } from '@cc/contracts/suggestion';
import { SUGGESTION_PHOTOS_MAX } from '@cc/contracts/suggestion-records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { withStoredPhotos } from '../../platform/files/stored-photos';
import { guardedRoute } from '../../platform/http/guarded-route';
import { photoForms } from '../../platform/http/photo-form';
import type { AppServices } from '../../platform/services';
import { withdraw } from './suggestion-moves';
import { TAGS } from './suggestion-queries';
import { listPage } from './suggestion-reads';
import { detailOf } from './suggestion-view';
import { atSuggestion, changeSuggestion } from './suggestion-work';
import { writeSuggestion } from './write-suggestion';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

/** What the residents' app calls: write, read and withdraw their own. */
export async function residentRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const form = photoForms(SUGGESTION_PHOTOS_MAX);
  r.route({
    ...guardedRoute(s, ops.create, TAGS, form.read),
    handler: async (request) =>
      ok(
        await withStoredPhotos(s, request.scope, 'suggestions', request.log, form.of(request), (photos) =>
          changeSuggestion(request, async (w) => detailOf(w, await writeSuggestion(w, request.body, photos))),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.my, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await atSuggestion(request, (w) =>
        listPage(w, { authorUserId: w.userId, lastKey: request.query.lastKey }, request.query.limit),
      )),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.withdraw, TAGS),
    handler: async (request) =>
      ok(
        await changeSuggestion(request, async (w) =>
          detailOf(w, await withdraw(w, request.body.suggestionID)),
        ),
      ),
  });
}
