import { homeOps } from '@cc/contracts/home';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Feature } from '../../platform/feature/define-feature';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { badgeSummary } from './badge-summary';

let allFeatures: Promise<readonly Feature[]> | undefined;
/**
 * The feature list, read on the first call rather than when this module loads: the list
 * imports this module, so it is not there yet at that time.
 */
const features = () => {
  allFeatures ??= import('../index').then((m) => m.ALL_FEATURES);
  return allFeatures;
};

export function badgeRoutes(app: FastifyInstance, s: AppServices) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...guardedRoute(s, homeOps.badgeSummary, ['home']),
    handler: async (request) => ({
      isSuccess: true as const,
      data: { items: await badgeSummary(request, s, await features()) },
    }),
  });
}
