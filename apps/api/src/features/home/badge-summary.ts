import { effectiveFlag, FEATURE_AREAS } from '@cc/contracts/features';
import type { FeatureBadge } from '@cc/contracts/home';
import type { FastifyRequest } from 'fastify';
import type { Feature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';

/**
 * Every feature's badge for the caller, without naming any feature: a feature that adds a
 * `badge` counter is counted, while it is enabled in this community, with the caller's own
 * permissions (a counter answers null for a role that acts on nothing of it). The counters run
 * side by side, each one query. A counter that fails is left out and logged: the other badges
 * still show, and a badge is a hint, never the record.
 */
export async function badgeSummary(
  request: FastifyRequest,
  s: AppServices,
  features: readonly Feature[],
  now = Date.now(),
): Promise<FeatureBadge[]> {
  const { role, community } = request.access;
  const ctx = {
    db: s.db,
    scope: request.scope,
    userId: request.user.id,
    permissions: community.permissions.get(role) ?? new Set<string>(),
    now,
  };
  const counted = await Promise.all(
    features.map(async (feature): Promise<FeatureBadge | null> => {
      const area = FEATURE_AREAS.find((a) => a.key === feature.key);
      if (!feature.badge || !area?.featureEnum) return null;
      const stored = community.flags.get(area.featureEnum) ?? { isEnable: false, isVisible: false };
      if (!effectiveFlag(area.featureEnum, stored, community.type).isEnable) return null;
      try {
        const parts = await feature.badge(ctx);
        if (!parts) return null;
        const count = parts.reduce((n, p) => (p.partOf ? n : n + p.count), 0);
        return { key: area.key, featureEnum: area.featureEnum, count, parts: [...parts] };
      } catch (err) {
        request.log.error({ err, feature: feature.key }, 'badge counter failed');
        return null;
      }
    }),
  );
  return counted.filter((b): b is FeatureBadge => b !== null);
}
