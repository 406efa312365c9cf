import { notificationTarget } from '@cc/contracts/features';

/**
 * Spec 2: a click leads to /dashboard/suggestion, /dashboard/repair or /dashboard/chat by the
 * item's feature, else /dashboard (the registry's notificationTarget). A feature that named a
 * page inside the console (the item's target) is taken there instead.
 */
export function clickTarget(item: { featureEnum?: string | null; target?: string | null }): string {
  const byFeature = notificationTarget(item.featureEnum);
  const named = item.target;
  if (named && /^\/dashboard(?:[/?#]|$)/.test(named) && !/[\s\\]/.test(named)) return named;
  return byFeature;
}
