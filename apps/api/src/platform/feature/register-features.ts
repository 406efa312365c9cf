import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services';
import type { Feature } from './define-feature';

/** Registers each feature's job kinds with the runner, then its routes, in the order given. */
export async function registerFeatures(app: FastifyInstance, s: AppServices, features: readonly Feature[]) {
  for (const feature of features) {
    for (const [kind, job] of Object.entries(feature.jobs ?? {})) {
      s.jobs.register(kind, { payload: job.payload, handle: (payload, ctx) => job.handle(payload, ctx, s) });
    }
    const heard = feature.onNotified;
    if (heard) s.listenToNotify((event) => heard(event, s));
    await feature.plugin(app, s);
  }
}
