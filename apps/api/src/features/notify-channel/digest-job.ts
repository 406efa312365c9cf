import { DIGEST_HOUR } from '@cc/contracts/notify-channel';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { acrossCommunities } from '../../platform/db/across-communities';
import type { Executor } from '../../platform/db/client';
import { communityScope } from '../../platform/db/community-scope';
import { jobKind } from '../../platform/jobs/job-kinds';
import type { AppServices } from '../../platform/services';
import { communityTimeZone } from '../../platform/tenancy/community-info';
import { localRunAt, nextLocalRun } from '../../platform/time/zone-clock';
import { type ChannelRow, communitiesWithDigest, digestChannels } from './channel-queries';
import { notificationCounts } from './delivery-queries';
import { digestFeatureNames } from './digest-feature-names';
import { langOf } from './lang-of';
import { queueFor } from './queue-message';
import { inLanguage } from './refusals';

export const DIGEST = 'notify-channel.digest';
const DAY_MS = 86_400_000;
const payload = z.object({ communityID: z.string().min(1), day: z.iso.date() });

/** The community's next 08:00 digest, scheduled once however many instances or saves ask. */
export async function ensureNextDigest(tx: Executor, s: AppServices, communityId: string, now = new Date()) {
  const timeZone = await communityTimeZone(tx, communityId);
  const { day, at } = nextLocalRun(now, timeZone, DIGEST_HOUR);
  return s.jobs.scheduleOnce(DIGEST, { communityID: communityId, day }, at, { db: tx });
}

/**
 * The digest's text in the channel's language: yesterday's staff notifications per feature, each
 * feature by its console name there (a code the registry no longer has stays as stored).
 */
export function digestText(
  lang: string,
  day: string,
  counts: readonly { feature: string | null; count: number }[],
) {
  const l = langOf(lang);
  const names: Readonly<Record<string, string>> = digestFeatureNames[l];
  const lines = counts.map((c) =>
    inLanguage(l, 'DIGEST_LINE', {
      feature: (c.feature && names[c.feature]) ?? String(c.feature),
      count: c.count,
    }),
  );
  return {
    title: inLanguage(l, 'DIGEST_TITLE', { day }),
    body: lines.length ? lines.join('\n') : inLanguage(l, 'DIGEST_EMPTY'),
  };
}

/** One morning's digest to every channel that wants it (each language its own text), then the next. */
export async function runDigest(s: AppServices, communityId: string, day: string) {
  const scope = communityScope(s.db, communityId);
  const queued = await scope.run(async (tx) => {
    const channels = await digestChannels(tx, scope);
    const counts = await notificationCounts(tx, scope, new Date(Date.now() - DAY_MS));
    const rows = [];
    for (const channel of channels as ChannelRow[])
      rows.push(
        ...(await queueFor(s, tx, scope, [channel], {
          messageKey: `digest:${day}`,
          featureEnum: null,
          ...digestText(channel.lang, day, counts),
        })),
      );
    const timeZone = await communityTimeZone(tx, communityId);
    // Never this day again, even when the job ran early.
    const after = new Date(Math.max(Date.now(), localRunAt(day, timeZone, DIGEST_HOUR).getTime() + 1));
    if (channels.length > 0) await ensureNextDigest(tx, s, communityId, after);
    return rows.length;
  });
  if (queued > 0) s.jobs.wake();
}

export const DIGEST_JOBS = {
  [DIGEST]: jobKind({ payload, handle: (p, _ctx, s) => runDigest(s, p.communityID, p.day) }),
};

/** Once the server listens, every community with a digest channel has its next morning waiting. */
export function startDigestsOnListen(app: FastifyInstance, s: AppServices) {
  app.addHook('onListen', async () => {
    await acrossCommunities(s.db, 'start-up', async (tx) => {
      const ids = await communitiesWithDigest(tx);
      for (const id of ids) await ensureNextDigest(tx, s, id);
      return ids.length;
    }).then(
      (n) => app.log.info({ communities: n }, 'office alert digests scheduled'),
      (err: unknown) => app.log.error({ err }, 'office alert digests could not be scheduled'),
    );
  });
}
