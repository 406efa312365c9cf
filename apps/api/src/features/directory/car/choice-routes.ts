import { THAI_MARKET_BRANDS } from '@cc/contracts/car-directory-brands';
import { carChoiceOps } from '@cc/contracts/car-directory-ops';
import { PROVINCES } from '@cc/contracts/car-directory-provinces';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../../platform/http/guarded-route';
import type { AppServices } from '../../../platform/services';
import { TAGS } from './car-routes';
import { atCars } from './car-work';
import { carBrands } from './tables';

/** The form's choices: brands (shipped and the community's own) and provinces (shipped). */
export async function carChoiceRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, carChoiceOps.brandList, TAGS),
    handler: async (request) => {
      const own = await atCars(request, (w) =>
        w.tx.select().from(carBrands).where(w.scope.owns(carBrands)).orderBy(asc(carBrands.name)),
      );
      const shipped = new Set(THAI_MARKET_BRANDS.map((b) => b.toLowerCase()));
      return {
        isSuccess: true as const,
        items: [
          ...THAI_MARKET_BRANDS.map((name) => ({ name, own: false })),
          ...own.filter((b) => !shipped.has(b.name.toLowerCase())).map((b) => ({ name: b.name, own: true })),
        ],
      };
    },
  });
  r.route({
    ...guardedRoute(s, carChoiceOps.brandCreate, TAGS),
    handler: async (request) => {
      const name = request.body.name;
      await atCars(request, (w) =>
        w.tx.insert(carBrands).values({ communityId: w.scope.communityId, name }).onConflictDoNothing(),
      );
      return { isSuccess: true as const, data: { name, own: true } };
    },
  });
  r.route({
    ...guardedRoute(s, carChoiceOps.provinces, TAGS),
    handler: async () => ({ isSuccess: true as const, items: [...PROVINCES] }),
  });
}
