import { suggestionOps as ops } from '@cc/contracts/suggestion';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { loadSetting } from './setting-queries';
import { setEmailSetting, setSetting } from './settings';
import { TAGS } from './suggestion-queries';
import { atSuggestion, changeSuggestion } from './suggestion-work';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

export async function settingRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.setting, TAGS),
    handler: async (request) =>
      ok(await atSuggestion(request, async (w) => (await loadSetting(w.tx, w.scope)).setting)),
  });
  r.route({
    ...guardedRoute(s, ops.settingPut, TAGS),
    handler: async (request) => ok(await changeSuggestion(request, (w) => setSetting(w, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.emailSetting, TAGS),
    handler: async (request) =>
      ok(await atSuggestion(request, async (w) => (await loadSetting(w.tx, w.scope)).mail)),
  });
  r.route({
    ...guardedRoute(s, ops.emailSettingPut, TAGS),
    handler: async (request) => ok(await changeSuggestion(request, (w) => setEmailSetting(w, request.body))),
  });
}
