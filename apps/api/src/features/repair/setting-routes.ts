import { repairSettingOps as ops } from '@cc/contracts/repair-setting-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../../platform/audit/record-audit';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { badRequest } from './refusals';
import { atRepair, changeAtRepair } from './repair-work';
import { categoryRows, priceRows, saveSettings, technicianRows } from './setting-queries';
import {
  saveCategories,
  savePriceList,
  saveTechnicians,
  toCategory,
  toPriceItem,
  toTechnician,
} from './settings';

const TAGS = ['repair'];
const ok = <T>(data: T) => ({ isSuccess: true as const, data });
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The repair settings page: categories and SLA, price list, technicians, slots, working time. */
export async function settingRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const items = <T>(list: T[]) => ({ isSuccess: true as const, items: list });
  r.route({
    ...guardedRoute(s, ops.categories, TAGS),
    handler: async (request) =>
      items(
        await atRepair(request, async (w) =>
          (await categoryRows(w.tx, w.scope)).filter((c) => w.isOffice || c.active).map(toCategory),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.categoriesUpdate, TAGS),
    handler: async (request) =>
      items(await changeAtRepair(request, (w) => saveCategories(w, request.body.categories))),
  });
  r.route({
    ...guardedRoute(s, ops.pricing, TAGS),
    handler: async (request) =>
      items(
        await atRepair(request, async (w) =>
          (await priceRows(w.tx, w.scope)).filter((p) => w.isOffice || p.active).map(toPriceItem),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.pricingUpdate, TAGS),
    handler: async (request) =>
      items(await changeAtRepair(request, (w) => savePriceList(w, request.body.items))),
  });
  r.route({
    ...guardedRoute(s, ops.technicians, TAGS),
    handler: async (request) =>
      items(await atRepair(request, async (w) => (await technicianRows(w.tx, w.scope)).map(toTechnician))),
  });
  r.route({
    ...guardedRoute(s, ops.techniciansUpdate, TAGS),
    handler: async (request) =>
      items(await changeAtRepair(request, (w) => saveTechnicians(w, request.body.technicians))),
  });
  r.route({
    ...guardedRoute(s, ops.appointment, TAGS),
    handler: async (request) => ok(await atRepair(request, async (w) => w.appointment)),
  });
  r.route({
    ...guardedRoute(s, ops.appointmentUpdate, TAGS),
    handler: async (request) => {
      const { communityID: _, ...appointment } = request.body;
      const ends = appointment.slots.map((x) => [minutesOf(x.start), minutesOf(x.end)] as const);
      if (ends.some(([a, b], i) => b <= a || (i > 0 && a < ends[i - 1]![1])))
        throw badRequest('REPAIR_SLOTS_OVERLAP');
      return ok(
        await changeAtRepair(request, async (w) => {
          await saveSettings(w.tx, w.scope, { appointment });
          await recordAudit(w.tx, {
            communityId: w.scope.communityId,
            actorUserId: w.userId,
            actor: w.actor,
            action: 'repair.appointment',
            before: w.appointment,
            after: appointment,
          });
          return appointment;
        }),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.sla, TAGS),
    handler: async (request) => ok(await atRepair(request, async (w) => w.sla)),
  });
  r.route({
    ...guardedRoute(s, ops.slaUpdate, TAGS),
    handler: async (request) => {
      const { communityID: _, ...sla } = request.body;
      if (minutesOf(sla.workEnd) <= minutesOf(sla.workStart)) throw badRequest('REPAIR_WORK_HOURS');
      const clean = {
        ...sla,
        workDays: [...new Set(sla.workDays)].sort(),
        holidays: [...new Set(sla.holidays)].sort(),
      };
      return ok(
        await changeAtRepair(request, async (w) => {
          await saveSettings(w.tx, w.scope, { sla: clean });
          await recordAudit(w.tx, {
            communityId: w.scope.communityId,
            actorUserId: w.userId,
            actor: w.actor,
            action: 'repair.sla',
            before: w.sla,
            after: clean,
          });
          return clean;
        }),
      );
    },
  });
}
