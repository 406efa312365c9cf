import type { ParcelSettings } from '@cc/contracts/parcel';
import { parcelOps } from '@cc/contracts/parcel-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../../platform/audit/record-audit';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { atDesk } from './desk-work';
import { badRequest } from './refusals';
import { saveSettings } from './settings';

const TAGS = ['parcel'];

function assertDistinct(carriers: string[] | undefined) {
  const seen = new Set(carriers?.map((c) => c.toLowerCase()));
  if (carriers && seen.size !== carriers.length) throw badRequest('DUPLICATE_CARRIER');
}

/**
 * Changes some settings and keeps the rest. A settings change is the community's configuration,
 * so it goes to the platform's audit log (parcel_events is for parcels).
 */
function changeSettings(request: FastifyRequest, changes: Partial<ParcelSettings>) {
  return atDesk(request, async (w) => {
    const before = w.desk.settings;
    const after = { ...before, ...changes };
    await saveSettings(w, after);
    await recordAudit(w.tx, {
      communityId: w.scope.communityId,
      actorUserId: w.userId,
      actor: request.user.email,
      action: 'parcel.settings.update',
      before,
      after,
    });
    return after;
  });
}

/** parcelSettings: the desk's preferences, the lists the receive form offers, the overtime rules. */
export async function settingsRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, parcelOps.preference, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atDesk(request, async (w) => w.desk.settings),
    }),
  });

  r.route({
    ...guardedRoute(s, parcelOps.preferenceUpdate, TAGS),
    handler: async (request) => {
      const { communityID: _, ...changes } = request.body;
      assertDistinct(changes.carriers);
      if (changes.types) changes.types = [...new Set(changes.types)];
      return { isSuccess: true as const, data: await changeSettings(request, changes) };
    },
  });

  r.route({
    ...guardedRoute(s, parcelOps.deliveryList, TAGS),
    handler: async (request) => {
      const { carriers } = await atDesk(request, async (w) => w.desk.settings);
      return { isSuccess: true as const, items: carriers.map((name) => ({ name })) };
    },
  });

  r.route({
    ...guardedRoute(s, parcelOps.typeList, TAGS),
    handler: async (request) => {
      const { types } = await atDesk(request, async (w) => w.desk.settings);
      return { isSuccess: true as const, items: types.map((code) => ({ code })) };
    },
  });

  const overtimeOf = (x: ParcelSettings) => ({
    overtimeAllowed: x.overtimeAllowed,
    overtimeMaxDays: x.overtimeMaxDays,
  });
  r.route({
    ...guardedRoute(s, parcelOps.overtimeSettings, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: overtimeOf(await atDesk(request, async (w) => w.desk.settings)),
    }),
  });

  r.route({
    ...guardedRoute(s, parcelOps.overtimeSettingsUpdate, TAGS),
    handler: async (request) => {
      const { overtimeAllowed, overtimeMaxDays } = request.body;
      return {
        isSuccess: true as const,
        data: overtimeOf(await changeSettings(request, { overtimeAllowed, overtimeMaxDays })),
      };
    },
  });
}
