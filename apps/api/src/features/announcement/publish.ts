import { eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Executor } from '../../platform/db/client';
import { type CommunityScope, communityScope } from '../../platform/db/community-scope';
import { jobKind, jobScheduler } from '../../platform/jobs/job-kinds';
import type { JobContext } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import { audienceFigures, audienceUnitIds, readAudience } from './audience-queries';
import { postManagers, tellManagers } from './live-change';
import { mailUrgentPost } from './mail-urgent';
import { dueScheduledPost, markLive } from './post-queries';
import type { PostRow } from './post-view';
import { excerptOf } from './sanitize-body';
import { announcements } from './tables';

const postJobSchema = z.object({ announcementID: z.string().min(1), communityID: z.string().min(1) });
type PostJob = z.infer<typeof postJobSchema>;

/** The announcement's background jobs, by kind; buildApp registers them with the runner. */
export const POST_JOBS = {
  // A scheduled post's time has come.
  'announcement.publish': jobKind({ payload: postJobSchema, handle: publishDue }),
  // A post went live: its audience is told in the app.
  'announcement.notify': jobKind({ payload: postJobSchema, handle: notifyAudience }),
  // An urgent post went live: its audience is mailed too.
  'announcement.mail': jobKind({ payload: postJobSchema, handle: mailAudience }),
};
const schedulePostJob = jobScheduler(POST_JOBS);

/**
 * Makes a post live inside the caller's transaction: status, time, the audience's size (reach's
 * denominator), and the jobs that tell the audience. The jobs commit with the post, so a post
 * is never live without its notification on the way, nor notified without being live.
 */
export async function goLive(tx: Executor, s: AppServices, scope: CommunityScope, post: PostRow) {
  const audience = await readAudience(tx, scope, post.id, post.audienceKind);
  const { residents } = await audienceFigures(tx, scope.communityId, audience);
  await markLive(tx, scope, post, residents);
  const job: PostJob = { announcementID: post.id, communityID: scope.communityId };
  await schedulePostJob(s.jobs, 'announcement.notify', job, undefined, { db: tx });
  if (post.category === 'URGENT')
    await schedulePostJob(s.jobs, 'announcement.mail', job, undefined, { db: tx });
}

export const schedulePublish = (tx: Executor, s: AppServices, scope: CommunityScope, id: string, at: Date) =>
  schedulePostJob(
    s.jobs,
    'announcement.publish',
    { announcementID: id, communityID: scope.communityId },
    at,
    {
      db: tx,
    },
  );

/** Still published and not deleted: a post taken down before its jobs ran tells nobody. */
async function livePost(tx: Executor, scope: CommunityScope, id: string) {
  const [post] = await tx
    .select()
    .from(announcements)
    .where(
      scope.owns(
        announcements,
        eq(announcements.id, id),
        eq(announcements.status, 'PUBLISHED'),
        isNull(announcements.deletedAt),
      ),
    );
  return post;
}

// Rescheduling leaves the old job behind; it finds the post not yet due (or already published)
// and does nothing, which is also what makes it run once.
async function publishDue({ announcementID, communityID }: PostJob, ctx: JobContext, s: AppServices) {
  const scope = communityScope(s.db, communityID);
  const managers = await scope.run(async (tx) => {
    const due = await dueScheduledPost(tx, scope, announcementID);
    if (!due) return null;
    await goLive(tx, s, scope, due);
    await recordAudit(tx, {
      communityId: communityID,
      actor: 'scheduler',
      action: 'announcement.publish',
      target: announcementID,
    });
    return postManagers(tx, scope);
  });
  if (!managers) return;
  s.jobs.wake();
  await tellManagers(s, communityID, managers, [announcementID]).catch((err: Error) =>
    ctx.log.warn({ err, announcementID }, 'managers could not be told live of the publication'),
  );
}

async function notifyAudience({ announcementID, communityID }: PostJob, ctx: JobContext, s: AppServices) {
  const scope = communityScope(s.db, communityID);
  const found = await scope.run(async (tx) => {
    const post = await livePost(tx, scope, announcementID);
    if (!post) return undefined;
    const audience = await readAudience(tx, scope, post.id, post.audienceKind);
    return { post, unitIds: await audienceUnitIds(tx, communityID, audience) };
  });
  if (!found || found.unitIds.length === 0) return;
  const { post, unitIds } = found;
  const result = await s.notify(
    communityID,
    { kind: 'unitResidents', unitIds },
    {
      title: post.title,
      body: excerptOf(post.body, post.bodyFormat, 300) || post.title,
      featureEnum: 'ANNOUNCEMENT',
      target: `/dashboard/announcement?announcementID=${post.id}`,
    },
  );
  ctx.log.info({ announcementID, recipients: result.recipients }, 'announcement notified');
}

async function mailAudience(job: PostJob, ctx: JobContext, s: AppServices) {
  const scope = communityScope(s.db, job.communityID);
  const post = await scope.run((tx) => livePost(tx, scope, job.announcementID));
  if (post) await mailUrgentPost(s, scope, post, ctx.log);
}
