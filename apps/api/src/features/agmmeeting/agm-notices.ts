import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../platform/services';

/** Where a notification opens: the meetings page of the console (the app opens its own screen). */
export const AGM_TARGET = '/dashboard/agmmeeting';

/**
 * Tells members of a general meeting's steps (notice, opening, an item open, minutes published),
 * after the change committed. Best effort: the change stands if telling fails, and it is logged.
 */
export async function tellMembers(
  s: Pick<AppServices, 'notify'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  communityId: string,
  userIds: readonly string[],
  title: string,
  body: string,
) {
  if (userIds.length === 0) return;
  try {
    await s.notify(
      communityId,
      { kind: 'users', userIds },
      { title, body, featureEnum: 'AGM_MEETING', target: AGM_TARGET },
    );
  } catch (err) {
    log.warn({ err, communityId }, 'general meeting notification failed');
  }
}
