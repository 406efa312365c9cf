import { and, eq, gte } from 'drizzle-orm';
import { badgeCount } from '../../platform/feature/badge-queries';
import { type BadgeCounter, badgeQuery } from '../../platform/feature/define-feature';
import { notifyDeliveries } from './tables';

/** How far back a delivery that gave up still asks for the office's eye. */
const DEAD_WINDOW_MS = 7 * 86_400_000;
const TARGET = '/dashboard/settings?tab=notify';

/**
 * Whoever may retry office alerts (SETTING:write, the alert settings' writers) follows the ones
 * that did not arrive: those that gave up in the last 7 days (a delivery gives up within hours
 * of being queued, so its queuing time stands for when it died; a retry makes it PENDING and
 * takes it off) and those failing now, waiting for their next try.
 */
export const notifyChannelBadge: BadgeCounter = ({ scope, permissions, now }) =>
  permissions.has('SETTING:write')
    ? badgeQuery({
        counts: {
          dead: badgeCount(
            scope,
            notifyDeliveries,
            and(
              eq(notifyDeliveries.status, 'DEAD'),
              gte(notifyDeliveries.createdAt, new Date(now - DEAD_WINDOW_MS)),
            ),
          ),
          failing: badgeCount(scope, notifyDeliveries, eq(notifyDeliveries.status, 'FAILED')),
        },
        parts: ({ dead, failing }) => [
          { name: 'dead', count: dead, target: TARGET },
          { name: 'failing', count: failing, target: TARGET },
        ],
      })
    : null;
