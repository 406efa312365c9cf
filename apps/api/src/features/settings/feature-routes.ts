import {
  areaByFeature,
  effectiveFlag,
  FEATURE_ENUMS,
  type FeatureFlag,
  isHiddenInConsole,
} from '@cc/contracts/features';
import { settingOps } from '@cc/contracts/setting';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/audit-actor';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { announceAccessChange } from '../../platform/tenancy/access-change';
import { communityFeatures } from '../../platform/tenancy/tables';
import { TAGS } from './community-profile-routes';
import { badRequest } from './refusals';

async function storedFlags(tx: Executor, scope: CommunityScope) {
  const rows = await tx.select().from(communityFeatures).where(scope.owns(communityFeatures));
  return new Map(rows.map((r) => [r.featureEnum, { isEnable: r.isEnable, isVisible: r.isVisible }]));
}

export async function featureRoutes(app: FastifyInstance, s: AppServices) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...guardedRoute(s, settingOps.featureEnable, TAGS),
    handler: async (request) => {
      const { type } = request.community;
      for (const f of request.body.features) {
        const area = areaByFeature(f.featureEnum);
        // SETTING off would lock every admin out of the switch that turns it back on.
        if (f.featureEnum === 'SETTING' && !(f.isEnable && (f.isVisible ?? true))) {
          throw badRequest('SETTING_LOCKED');
        }
        // The console cannot switch what it never shows; the operator's set-feature stores those.
        if (f.isEnable && isHiddenInConsole(area)) {
          throw badRequest('FEATURE_UNAVAILABLE', {
            feature: f.featureEnum,
          });
        }
        if (f.isEnable && area.hiddenInVillage && type === 'VILLAGE') {
          throw badRequest('FEATURE_NOT_IN_VILLAGE', { feature: f.featureEnum });
        }
      }
      const scope = request.scope;
      const items = await scope.run(async (tx) => {
        const before = await storedFlags(tx, scope);
        for (const f of request.body.features) {
          const flags = { isEnable: f.isEnable, isVisible: f.isEnable && (f.isVisible ?? true) };
          await tx
            .insert(communityFeatures)
            .values({ communityId: scope.communityId, featureEnum: f.featureEnum, ...flags })
            .onConflictDoUpdate({
              target: [communityFeatures.communityId, communityFeatures.featureEnum],
              set: flags,
            });
        }
        const after = await storedFlags(tx, scope);
        const changed = request.body.features.map((f) => f.featureEnum);
        await recordAudit(tx, {
          ...actorOf(request),
          action: 'feature.set',
          target: changed.join(', '),
          before: Object.fromEntries(changed.map((f) => [f, before.get(f) ?? null])),
          after: Object.fromEntries(changed.map((f) => [f, after.get(f) ?? null])),
        });
        return FEATURE_ENUMS.map(
          (f): FeatureFlag => effectiveFlag(f, after.get(f) ?? { isEnable: false, isVisible: false }, type),
        );
      });
      await announceAccessChange(s.db, { communityId: scope.communityId });
      return { isSuccess: true as const, items };
    },
  });
}
