import { carSheetColumns } from '@cc/contracts/car-directory';
import { carManagementOps } from '@cc/contracts/car-directory-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { headerCell, sendXlsx, uploadedFile } from '../../../platform/files/spreadsheet';
import { guardedRoute } from '../../../platform/http/guarded-route';
import { requestLanguage } from '../../../platform/i18n/request-language';
import type { AppServices } from '../../../platform/services';
import { pageCars, stickersOf } from './car-queries';
import { answerCar, carFor, withStickers } from './car-reads';
import { TAGS } from './car-routes';
import { toSticker } from './car-view';
import { atCars } from './car-work';
import { carAudit } from './count-queries';
import { cancelCar } from './decide';
import { withDocuments } from './documents';
import { lookup } from './lookup-queries';
import { plateRace } from './plate-race';
import { createCar, updateCar } from './register';
import { saveCarSheet } from './save-sheet';
import { exportRows } from './sheet-queries';

/** The office's register of cars, its sheet in and out, and the gate's lookup. */
export async function carManagementRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ isSuccess: true as const, data });
  const upload = uploadedFile();
  const read = (request: FastifyRequest) => upload.read(request);

  r.route({
    ...guardedRoute(s, carManagementOps.carList, TAGS),
    handler: (request) =>
      atCars(request, async (w) => {
        const page = await pageCars(w.tx, w.scope, request.query, request.query.status ?? 'APPROVED');
        return { isSuccess: true as const, items: await withStickers(w, page.items), lastKey: page.lastKey };
      }),
  });
  r.route({
    ...guardedRoute(s, carManagementOps.carDetail, TAGS),
    handler: async (request) =>
      ok(
        await atCars(request, async (w) => {
          const car = await carFor(w, request.query.carID);
          const [answer] = await withDocuments(w, await withStickers(w, [car]));
          const stickers = await stickersOf(w.tx, w.scope, car.id);
          return {
            ...answer!,
            stickers: stickers.map((st) => toSticker(st, car.status, w.now)),
            audit: await carAudit(w.tx, w.scope, car.id),
          };
        }),
      ),
  });
  r.route({
    ...guardedRoute(s, carManagementOps.carCreate, TAGS),
    handler: async (request) =>
      ok(
        await atCars(request, async (w) => answerCar(w, await createCar(w, request.body, true))).catch(
          plateRace(request.body),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, carManagementOps.carUpdate, TAGS),
    handler: async (request) =>
      ok(
        await atCars(request, async (w) => {
          await updateCar(w, request.body, 'APPROVED');
          return answerCar(w, request.body.carID);
        }).catch(plateRace(request.body)),
      ),
  });
  r.route({
    ...guardedRoute(s, carManagementOps.carDelete, TAGS),
    handler: async (request) =>
      ok(
        await atCars(request, async (w) => {
          await cancelCar(w, request.body.carID, request.body.reason);
          return answerCar(w, request.body.carID);
        }),
      ),
  });

  r.route({
    ...guardedRoute(s, carManagementOps.carSheet, TAGS, read),
    handler: async (request) => {
      const lang = requestLanguage(request.headers['accept-language']);
      const created = await atCars(request, (w) => saveCarSheet(w, upload.of(request), lang)).catch(
        plateRace(),
      );
      return ok({ created });
    },
  });
  r.route({
    ...guardedRoute(s, carManagementOps.carSheetTemplate, TAGS),
    handler: (_request, reply) =>
      sendXlsx(reply, 'car-sheet-template.xlsx', [
        {
          sheet: 'Cars',
          data: [
            carSheetColumns.map((c) => headerCell(c.th, c.en)),
            ['A-0101', 'กข 1234', 'กรุงเทพมหานคร', 'CAR', 'Toyota', 'Yaris', 'ขาว'],
          ],
        },
      ]),
  });
  r.route({
    ...guardedRoute(s, carManagementOps.carExport, TAGS),
    handler: async (request, reply) => {
      const rows = await atCars(request, (w) => exportRows(w.tx, w.scope));
      return sendXlsx(reply, 'cars.xlsx', [
        {
          sheet: 'Cars',
          data: [
            [
              ...carSheetColumns.map((c) => headerCell(c.th, c.en)),
              headerCell('สติกเกอร์', 'Sticker'),
              headerCell('หมดอายุ', 'Valid until'),
            ],
            ...rows.map((c) => [
              c.unit_no,
              c.plate_no,
              c.province,
              c.vehicle_type,
              c.brand,
              c.model,
              c.colour,
              c.number,
              c.valid_until?.slice(0, 10) ?? null,
            ]),
          ],
        },
      ]);
    },
  });
  r.route({
    ...guardedRoute(s, carManagementOps.lookup, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atCars(request, (w) =>
        lookup(w.tx, w.scope, request.query.q, w.now, w.atGate ? undefined : w.userId),
      ),
    }),
  });
}
