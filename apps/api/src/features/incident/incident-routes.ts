import { incidentOps as ops } from '@cc/contracts/incident-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { withStoredPhotos } from '../../platform/files/stored-photos';
import { guardedRoute } from '../../platform/http/guarded-route';
import { requestLanguage } from '../../platform/i18n/request-language';
import type { AppServices } from '../../platform/services';
import { moveIncident, updateDetails } from './incident-changes';
import { allIncidentRows } from './incident-queries';
import { countIncidents, filterOf, incidentFor, listIncidents, photoKeyOf } from './incident-reads';
import { incidentSheet } from './incident-sheet';
import { detailOf } from './incident-view';
import { atIncident, changeIncident } from './incident-work';
import { tellReporter, tellStaffIfUrgent } from './notices';
import { incidentForms } from './photo-form';
import { notFound } from './refusals';
import { reportIncident } from './report-incident';

const TAGS = ['incident'];
const ok = <T>(data: T) => ({ isSuccess: true as const, data });
/** The spreadsheet's most rows: a year of a busy community. */
const SHEET_MAX = 10_000;

export async function incidentRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const form = incidentForms();

  r.route({
    ...guardedRoute(s, ops.report, TAGS, form.read),
    handler: async (request) => {
      const communityId = request.scope.communityId;
      const { row, replayed } = await withStoredPhotos(
        s,
        request.scope,
        'incidents',
        request.log,
        form.of(request),
        async (photos) => {
          const done = await changeIncident(request, async (w) => {
            const reported = await reportIncident(w, request.body, photos);
            return {
              done: reported,
              ids: reported.replayed ? [] : [reported.row.id],
              after: reported.replayed ? undefined : () => tellStaffIfUrgent(s, communityId, reported.row),
            };
          });
          // A replay keeps the first report's photos; this send's copies go.
          if (done.replayed)
            for (const p of photos)
              await s.files
                .remove(p.key)
                .catch((err) => request.log.warn({ err }, 'could not delete a photo'));
          return done;
        },
      );
      return ok({ incidentID: row.id, no: row.no, status: 'REPORTED' as const, replayed });
    },
  });
  r.route({
    ...guardedRoute(s, ops.list, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await atIncident(request, (w) => listIncidents(w, request.query))),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.info, TAGS),
    handler: async (request) =>
      ok(await atIncident(request, async (w) => detailOf(w, await incidentFor(w, request.query.incidentID)))),
  });
  r.route({
    ...guardedRoute(s, ops.update, TAGS, form.read),
    handler: async (request) =>
      ok(
        await withStoredPhotos(s, request.scope, 'incidents', request.log, form.of(request), (photos) =>
          changeIncident(request, async (w) => {
            const row = await updateDetails(w, request.body, photos);
            return {
              done: await detailOf(w, row),
              ids: [row.id],
              after: () => tellReporter(s, w.scope.communityId, row, w.userId),
            };
          }),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.status, TAGS),
    handler: async (request) =>
      ok(
        await changeIncident(request, async (w) => {
          const row = await moveIncident(w, request.body);
          return {
            done: await detailOf(w, row),
            ids: [row.id],
            after: () => tellReporter(s, w.scope.communityId, row, w.userId),
          };
        }),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.photo, TAGS),
    handler: async (request) => {
      const { incidentID, photoID } = request.query;
      const key = await atIncident(request, (w) => photoKeyOf(w, incidentID, photoID));
      const url = s.files.url(request.scope, key);
      if (!url) throw notFound('INCIDENT_PHOTO_NOT_FOUND');
      return ok({ url });
    },
  });
  r.route({
    ...guardedRoute(s, ops.excel, TAGS),
    handler: async (request, reply) => {
      const lang = requestLanguage(request.headers['accept-language']);
      const sheets = await atIncident(request, async (w) =>
        incidentSheet(
          await allIncidentRows(w.tx, w.scope, filterOf(w, request.query), SHEET_MAX),
          w.timeZone,
          lang,
        ),
      );
      return sendXlsx(reply, 'incidents.xlsx', sheets);
    },
  });
  r.route({
    ...guardedRoute(s, ops.count, TAGS),
    handler: async (request) => ok(await atIncident(request, countIncidents)),
  });
}
