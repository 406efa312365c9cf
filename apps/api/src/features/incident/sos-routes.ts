import { sosOps as ops } from '@cc/contracts/sos';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../../platform/audit/record-audit';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { atIncident, changeIncident } from './incident-work';
import { sosPush } from './sos-notices';
import { listAlerts, readSosSetting, saveSosSetting } from './sos-queries';
import { toAlertView } from './sos-view';
import { acknowledgeAlert, raiseAlert, resolveAlert } from './sos-work';

const TAGS = ['sos'];
const ok = <T>(data: T) => ({ isSuccess: true as const, data });

/** `/api/sos/`: settings, and alerts raised, acknowledged and resolved, told live to every console concerned. */
export async function sosRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.setting, TAGS),
    handler: async (request) => ok(await atIncident(request, (w) => readSosSetting(w.tx, w.scope))),
  });
  r.route({
    ...guardedRoute(s, ops.saveSetting, TAGS),
    handler: async (request) => {
      const { communityID: _, ...setting } = request.body;
      return ok(
        await atIncident(request, async (w) => {
          const before = await readSosSetting(w.tx, w.scope);
          await saveSosSetting(w.tx, w.scope, setting);
          await recordAudit(w.tx, {
            communityId: w.scope.communityId,
            actorUserId: w.userId,
            actor: w.actor,
            action: 'incident.sos.setting',
            before,
            after: setting,
          });
          return readSosSetting(w.tx, w.scope);
        }),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.raise, TAGS),
    handler: async (request) => {
      const communityId = request.scope.communityId;
      const raised = await changeIncident(request, async (w) => {
        const done = await raiseAlert(w, request.body);
        return {
          done,
          ids: done.fresh ? [done.alert.id] : [],
          alsoTell: done.alerted,
          after: done.fresh ? () => sosPush(s, communityId, done.alert, done.alerted) : undefined,
        };
      });
      return ok(toAlertView(raised.alert));
    },
  });
  r.route({
    ...guardedRoute(s, ops.list, TAGS),
    handler: async (request) => {
      const { status, mine } = request.query;
      const rows = await atIncident(request, (w) =>
        listAlerts(w.tx, w.scope, { status, raisedBy: mine || !w.seesAll ? w.userId : undefined }),
      );
      return ok({ items: rows.map(toAlertView) });
    },
  });
  r.route({
    ...guardedRoute(s, ops.acknowledge, TAGS),
    handler: async (request) =>
      ok(
        toAlertView(
          await changeIncident(request, async (w) => {
            const done = await acknowledgeAlert(w, request.body.alertID);
            return { done, ids: [done.id], alsoTell: [done.raisedBy] };
          }),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.resolve, TAGS),
    handler: async (request) =>
      ok(
        toAlertView(
          await changeIncident(request, async (w) => {
            const done = await resolveAlert(w, request.body.alertID, request.body.note);
            return { done, ids: [done.id], alsoTell: [done.raisedBy] };
          }),
        ),
      ),
  });
}
