import type { FastifyBaseLogger } from 'fastify';
import type { CommunityScope } from '../../platform/db/community-scope';
import { publishChangeSoon } from '../../platform/realtime/change-soon';
import type { AppServices } from '../../platform/services';

/** The consoles and phones that follow the area live: whoever reads patrol. */
export const WATCHERS = ['PATROL:read', 'PATROL:approve'] as const;

/** The least time between two `changed` events of one community's patrol. */
export const COALESCE_MS = 50;

/** Tells the open patrol pages that scans changed: one event for a phone's whole synced queue. */
export function tellPatrolSoon(
  s: Pick<AppServices, 'realtime'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  scope: CommunityScope,
) {
  publishChangeSoon(s, log, scope, { featureEnum: 'PATROL', watchers: WATCHERS, gapMs: COALESCE_MS });
}
