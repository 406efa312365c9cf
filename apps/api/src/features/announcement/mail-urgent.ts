import { eq } from 'drizzle-orm';
import type { CommunityScope } from '../../platform/db/community-scope';
import type { Log } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import { communities } from '../../platform/tenancy/tables';
import { readAudience, unmailedRecipients } from './audience-queries';
import type { PostRow } from './post-view';
import { plainTextOf } from './sanitize-body';
import { announcementMailings } from './tables';

const CHUNK = 200;
const PARALLEL = 10;

/**
 * E-mails an urgent post to every resident of its audience. Each sent mail is recorded, so a
 * retry (after an SMTP failure or a restart) mails only those not yet reached: sent first,
 * recorded after, so a crash in between repeats a mail rather than losing an urgent one.
 */
export async function mailUrgentPost(s: AppServices, scope: CommunityScope, post: PostRow, log: Log) {
  const { audience, community } = await scope.run(async (tx) => ({
    audience: await readAudience(tx, scope, post.id, post.audienceKind),
    community: (await tx.select().from(communities).where(eq(communities.id, scope.communityId)))[0]!,
  }));
  const subject = `[ประกาศด่วน / Urgent] ${post.title}`;
  const text = `${post.title}\n\n${plainTextOf(post.body, post.bodyFormat)}\n\n— ${community.name}`;
  let after = '00000000-0000-0000-0000-000000000000';
  let failed = 0;
  let sent = 0;
  for (;;) {
    const batch = await scope.run((tx) => unmailedRecipients(tx, scope, post.id, audience, after, CHUNK));
    if (batch.length === 0) break;
    after = batch[batch.length - 1]!.user_id;
    const reached: string[] = [];
    for (let i = 0; i < batch.length; i += PARALLEL) {
      const results = await Promise.allSettled(
        batch.slice(i, i + PARALLEL).map((r) => s.mailer.send({ to: r.email, subject, text })),
      );
      results.forEach((r, j) => {
        if (r.status === 'fulfilled') reached.push(batch[i + j]!.user_id);
        else failed++;
      });
    }
    if (reached.length > 0)
      await scope.run((tx) =>
        tx
          .insert(announcementMailings)
          .values(
            reached.map((userId) => ({ announcementId: post.id, userId, communityId: scope.communityId })),
          )
          .onConflictDoNothing(),
      );
    sent += reached.length;
  }
  log.info({ announcementID: post.id, sent, failed }, 'urgent announcement mailed');
  // Thrown so the job runner tries again later; those already mailed are skipped then.
  if (failed > 0) throw new Error(`${failed} urgent announcement e-mails could not be sent`);
}
