import { carRegisterOps } from '@cc/contracts/car-directory-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../../platform/http/guarded-route';
import type { AppServices } from '../../../platform/services';
import { carsOfMember, pageCars } from './car-queries';
import { answerCar, withStickers } from './car-reads';
import { atCars } from './car-work';
import { carCounts } from './count-queries';
import { approveCar, cancelCar, rejectCar } from './decide';
import { withDocuments } from './documents';
import { carNotices } from './notices';
import { plateRace } from './plate-race';
import { loadPolicy, savePolicy } from './policy-queries';
import { createCar, updateCar } from './register';
import { issueSticker, printable, stickerSheet } from './stickers';

export const TAGS = ['car-directory'];

/** Requests: the residents' side and the office's decisions, stickers and policy. */
export async function carRegisterRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ isSuccess: true as const, data });

  r.route({
    ...guardedRoute(s, carRegisterOps.policyGet, TAGS),
    handler: async (request) => ok((await atCars(request, (w) => loadPolicy(w.tx, w.scope))).policy),
  });
  r.route({
    ...guardedRoute(s, carRegisterOps.policyUpdate, TAGS),
    handler: async (request) => {
      const { communityID: _, ...policy } = request.body;
      await atCars(request, (w) => savePolicy(w.tx, w.scope, policy));
      return ok(policy);
    },
  });

  r.route({
    ...guardedRoute(s, carRegisterOps.create, TAGS),
    handler: async (request) => {
      const car = await atCars(request, async (w) =>
        answerCar(w, await createCar(w, request.body, false)),
      ).catch(plateRace(request.body));
      await carNotices.requested(s, request.scope.communityId, car);
      return ok(car);
    },
  });
  r.route({
    ...guardedRoute(s, carRegisterOps.update, TAGS),
    handler: async (request) =>
      ok(
        await atCars(request, async (w) => {
          await updateCar(w, request.body, 'WAITING');
          return answerCar(w, request.body.carID);
        }),
      ),
  });
  r.route({
    ...guardedRoute(s, carRegisterOps.cancel, TAGS),
    handler: async (request) =>
      ok(
        await atCars(request, async (w) => {
          await cancelCar(w, request.body.carID, request.body.reason);
          return answerCar(w, request.body.carID);
        }),
      ),
  });
  r.route({
    ...guardedRoute(s, carRegisterOps.approve, TAGS),
    handler: async (request) => {
      const car = await atCars(request, async (w) => {
        await approveCar(w, request.body.carID);
        return answerCar(w, request.body.carID);
      }).catch(plateRace());
      await carNotices.approved(s, request.scope.communityId, car);
      return ok(car);
    },
  });
  r.route({
    ...guardedRoute(s, carRegisterOps.reject, TAGS),
    handler: async (request) => {
      const car = await atCars(request, async (w) => {
        await rejectCar(w, request.body.carID, request.body.reason);
        return answerCar(w, request.body.carID);
      });
      await carNotices.rejected(s, request.scope.communityId, car);
      return ok(car);
    },
  });

  r.route({
    ...guardedRoute(s, carRegisterOps.list, TAGS),
    handler: (request) =>
      atCars(request, async (w) => {
        const page = await pageCars(w.tx, w.scope, request.query, request.query.status);
        return { isSuccess: true as const, items: await withStickers(w, page.items), lastKey: page.lastKey };
      }),
  });
  r.route({
    ...guardedRoute(s, carRegisterOps.counts, TAGS),
    handler: async (request) => ok(await atCars(request, (w) => carCounts(w.tx, w.scope, w.now))),
  });
  r.route({
    ...guardedRoute(s, carRegisterOps.my, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atCars(request, async (w) =>
        withDocuments(w, await withStickers(w, await carsOfMember(w.tx, w.scope, w.userId))),
      ),
    }),
  });

  r.route({
    ...guardedRoute(s, carRegisterOps.sticker, TAGS),
    handler: async (request) => {
      const issued = await atCars(request, async (w) => {
        const { car, sticker, token } = await issueSticker(w, request.body.carID);
        return { car: await answerCar(w, car.id), printed: printable(car, sticker, token, w.now) };
      });
      await carNotices.stickerReady(s, request.scope.communityId, issued.car, issued.printed.number);
      return ok(issued.printed);
    },
  });
  r.route({
    ...guardedRoute(s, carRegisterOps.stickerSheet, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atCars(request, (w) => stickerSheet(w, request.body.carIDs)),
    }),
  });
}
