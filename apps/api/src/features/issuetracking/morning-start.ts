import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { acrossCommunities } from '../../platform/db/across-communities';
import { communityScope } from '../../platform/db/community-scope';
import type { AppServices } from '../../platform/services';
import { communities, communityFeatures } from '../../platform/tenancy/tables';
import { ensureNextMorning } from './deadline-jobs';
import { loadIssueSettings } from './settings-queries';

/**
 * Puts every condominium with issue tracking on its chain of mornings (each morning schedules
 * the next). Keyed by community and day, so a restart, or a second instance starting beside
 * the first, finds the morning already waiting and adds none.
 */
export async function startMornings(s: AppServices, now: Date = new Date()) {
  const ids = await acrossCommunities(s.db, 'start-up', (tx) =>
    tx
      .select({ id: communities.id, timeZone: communities.timeZone })
      .from(communities)
      .innerJoin(
        communityFeatures,
        and(
          eq(communityFeatures.communityId, communities.id),
          eq(communityFeatures.featureEnum, 'ISSUE_TRACKING'),
        ),
      )
      .where(and(eq(communities.type, 'CONDO'), eq(communityFeatures.isEnable, true))),
  );
  for (const c of ids) {
    const scope = communityScope(s.db, c.id);
    await scope.run(async (tx) => {
      const { digestHour } = await loadIssueSettings(tx, scope);
      await ensureNextMorning(tx, s, scope, { now, timeZone: c.timeZone, digestHour });
    });
  }
  return ids.length;
}

/**
 * Once the server listens (server.ts; never in a test that only injects), the mornings start.
 * A failure is logged: the API serves on, and the next start tries again.
 */
export function startMorningsOnListen(app: FastifyInstance, s: AppServices) {
  app.addHook('onListen', async () => {
    await startMornings(s).then(
      (n) => app.log.info({ communities: n }, 'issue tracking mornings scheduled'),
      (err: unknown) => app.log.error({ err }, 'issue tracking mornings could not be scheduled'),
    );
  });
}
