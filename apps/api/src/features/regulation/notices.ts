import { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { type CommunityScope, communityScope } from '../../platform/db/community-scope';
import { jobKind, jobScheduler } from '../../platform/jobs/job-kinds';
import type { JobContext } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import { liveVersionFacts, owingUnitIds } from './notice-queries';

const versionJobSchema = z.object({ versionID: z.uuid(), communityID: z.string().min(1) });
type VersionJob = z.infer<typeof versionJobSchema>;

/** The area's background jobs; the plugin's feature definition registers them. */
export const REGULATION_JOBS = {
  // A version that asks for acknowledgement went live: every unit's residents are told.
  'regulation.notify': jobKind({
    payload: versionJobSchema,
    handle: (job, ctx, s) => tell(job, ctx, s, false),
  }),
  // The office asked to remind the units that have not acknowledged yet.
  'regulation.remind': jobKind({
    payload: versionJobSchema,
    handle: (job, ctx, s) => tell(job, ctx, s, true),
  }),
};
const schedule = jobScheduler(REGULATION_JOBS);

/** Scheduled in the caller's transaction: the notice leaves only if the change commits. */
export const scheduleNotice = (
  tx: Executor,
  s: AppServices,
  scope: CommunityScope,
  kind: keyof typeof REGULATION_JOBS,
  versionId: string,
) => schedule(s.jobs, kind, { versionID: versionId, communityID: scope.communityId }, undefined, { db: tx });

/**
 * Reads the version when the job runs: one archived or replaced meanwhile tells nobody, and a
 * reminder reaches only the units still owing an acknowledgement at that moment.
 */
async function tell(
  { versionID, communityID }: VersionJob,
  ctx: JobContext,
  s: AppServices,
  reminder: boolean,
) {
  const scope = communityScope(s.db, communityID);
  const found = await scope.run(async (tx) => {
    const facts = await liveVersionFacts(tx, scope, versionID);
    if (!facts?.requiresAck) return null;
    return { facts, unitIds: await owingUnitIds(tx, scope, versionID) };
  });
  if (!found || found.unitIds.length === 0) return;
  const { facts, unitIds } = found;
  const result = await s.notify(
    communityID,
    { kind: 'unitResidents', unitIds },
    {
      title: reminder ? `เตือน: กรุณารับทราบ ${facts.title}` : `ระเบียบใหม่: ${facts.title}`,
      body: `ฉบับที่ ${facts.versionNo} มีผลตั้งแต่ ${facts.effectiveDate} กรุณาอ่านและกดรับทราบ`,
      featureEnum: 'COMMUNITY_RULES',
      target: `/dashboard/regulation?documentID=${facts.documentId}`,
    },
  );
  ctx.log.info({ versionID, reminder, recipients: result.recipients }, 'regulation version notified');
}
