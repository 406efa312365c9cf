import { vmsPassOps as ops } from '@cc/contracts/vms-pass-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { listPasses } from './pass-queries';
import { keysOf, passSetting, preregister, putPassSetting } from './pass-register';
import { cancelPass, verifyPass } from './pass-use';
import { toPass } from './pass-view';
import { visitPhotoRoute } from './visit-photos';
import { TAGS } from './visitor-routes';
import { atVms, changeVms } from './vms-work';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

export async function passRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.preregister, TAGS),
    handler: async (q) => ok(await changeVms(q, (w) => preregister(w, q.body))),
  });
  r.route({
    ...guardedRoute(s, ops.list, TAGS),
    handler: async (q) =>
      atVms(q, async (w) => {
        const { items, lastKey } = await listPasses(w, q.query);
        const keys = await keysOf(w);
        return {
          isSuccess: true as const,
          items: await Promise.all(items.map((row) => toPass(row, keys, w.now))),
          lastKey,
        };
      }),
  });
  r.route({
    ...guardedRoute(s, ops.cancel, TAGS),
    handler: async (q) => ok(await changeVms(q, (w) => cancelPass(w, q.body))),
  });
  r.route({
    ...guardedRoute(s, ops.verify, TAGS),
    handler: async (q) => ok(await atVms(q, (w) => verifyPass(w, q.body.token))),
  });
  r.route({
    ...guardedRoute(s, ops.settingGet, TAGS),
    handler: async (q) => ok(await atVms(q, passSetting)),
  });
  r.route({
    ...guardedRoute(s, ops.settingPut, TAGS),
    handler: async (q) => ok(await changeVms(q, (w) => putPassSetting(w, q.body))),
  });
  await visitPhotoRoute(app, s);
}
