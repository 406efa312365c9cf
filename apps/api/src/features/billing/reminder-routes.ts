import { billingReminderOps as ops } from '@cc/contracts/billing-reminder-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { atOffice, TAGS } from './billing-work';
import { ensureNextSweep } from './reminder-jobs';
import { readSettings, writeSettings } from './setting-queries';

/** The reminder steps: read by the office, set by its writers. */
export async function reminderRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.reminders, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: (await atOffice(request, readSettings)).reminders,
    }),
  });
  r.route({
    ...guardedRoute(s, ops.setReminders, TAGS),
    handler: async (request) => {
      const { reminders } = request.body;
      await atOffice(request, async (w) => {
        await writeSettings(w, { reminders });
        // A community that took billing up after the API started joins the daily sweeps now.
        await ensureNextSweep(w.tx, s, w.scope.communityId, w.timeZone, w.now);
      });
      return { isSuccess: true as const, data: reminders };
    },
  });
}
