import { effectiveFlag, FEATURE_AREAS, type FeatureEnum } from '@cc/contracts/features';
import type { FeatureBadge } from '@cc/contracts/home';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { readBadgeCounts } from '../../platform/feature/badge-queries';
import type { BadgeQuery, Feature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';

/**
 * Every feature's badge for the caller, without naming any feature: a feature that adds a
 * `badge` counter is counted, while it (or, for a feature that is no area, its `badgeFeature`)
 * is enabled in this community, with the caller's own
 * permissions (a counter answers null for a role that acts on nothing of it). All the counts
 * go in one statement, so the summary costs one round trip however many features count.
 */
export async function badgeSummary(
  request: FastifyRequest,
  s: AppServices,
  features: readonly Feature[],
  now = Date.now(),
): Promise<FeatureBadge[]> {
  const { role, community } = request.access;
  const ctx = {
    scope: request.scope,
    userId: request.user.id,
    permissions: community.permissions.get(role) ?? new Set<string>(),
    now,
  };
  const asked: { key: string; featureEnum: FeatureEnum; query: BadgeQuery }[] = [];
  for (const feature of features) {
    // An area's badge follows its own switch; a feature that is none names the one it follows.
    const featureEnum =
      FEATURE_AREAS.find((a) => a.key === feature.key)?.featureEnum ?? feature.badgeFeature ?? null;
    if (!feature.badge || !featureEnum) continue;
    const stored = community.flags.get(featureEnum) ?? { isEnable: false, isVisible: false };
    if (!effectiveFlag(featureEnum, stored, community.type).isEnable) continue;
    const query = feature.badge(ctx);
    if (query) asked.push({ key: feature.key, featureEnum, query });
  }
  // Each count under its feature's key, so two features may use the same count names.
  const counts = new Map<string, SQL>();
  for (const { key, query } of asked) {
    for (const [name, expr] of Object.entries(query.counts)) counts.set(`${key}.${name}`, expr);
  }
  const numbers = await readBadgeCounts(s.db, request.scope, counts);
  return asked.map(({ key, featureEnum, query }) => {
    const own = Object.fromEntries(
      Object.keys(query.counts).map((n) => [n, numbers.get(`${key}.${n}`) ?? 0]),
    );
    const parts = query.parts(own);
    const count = parts.reduce((n, p) => (p.partOf ? n : n + p.count), 0);
    return { key, featureEnum, count, parts };
  });
}
