import type { RepairAction } from '@cc/contracts/repair-records';
import { z } from 'zod';
import { communityScope } from '../../platform/db/community-scope';
import { jobKind, jobScheduler } from '../../platform/jobs/job-kinds';
import type { JobContext } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import { autoCloseDue, checkSla } from './repair-clock-jobs';
import { sendRepairNotice } from './repair-notices';
import type { RepairWork } from './repair-work';
import type { RequestRow } from './request-queries';

const oneRequest = z.object({ communityID: z.string().min(1), requestID: z.uuid() });
const slaCheck = oneRequest.extend({ dueAt: z.iso.datetime() });
const notice = oneRequest.extend({ action: z.string().min(1).max(40), text: z.string().nullable() });
export type NoticeJob = z.infer<typeof notice>;

/**
 * Repair's durable jobs, each scheduled inside the transaction that makes it due, each handler
 * re-reading the request and doing nothing when the moment has passed (a request confirmed
 * before its auto-close is not closed twice; a step done in time is not breached).
 */
export const REPAIR_JOBS = {
  // A close request the resident left unanswered: it closes after the set days.
  'repair.autoclose': jobKind({
    payload: oneRequest,
    handle: (p, _c: JobContext, s: AppServices) => autoCloseDue(s, scopeOf(s, p), p.requestID),
  }),
  // An SLA step's warning time or due time: staff are warned, or the breach is recorded.
  'repair.sla': jobKind({
    payload: slaCheck,
    handle: (p, _c: JobContext, s: AppServices) => checkSla(s, scopeOf(s, p), p.requestID, new Date(p.dueAt)),
  }),
  // Something happened that people are told of in the app.
  'repair.notice': jobKind({
    payload: notice,
    handle: (p, _c: JobContext, s: AppServices) => sendRepairNotice(s, p),
  }),
};
const schedule = jobScheduler(REPAIR_JOBS);
const scopeOf = (s: AppServices, p: { communityID: string }) => communityScope(s.db, p.communityID);

export async function tellAboutMove(
  w: RepairWork,
  row: RequestRow,
  action: RepairAction | 'create',
  text: string | null,
) {
  await schedule(
    w.s.jobs,
    'repair.notice',
    { communityID: w.scope.communityId, requestID: row.id, action, text },
    undefined,
    {
      db: w.tx,
    },
  );
  if (action === 'requestClose') {
    const at = new Date(w.now.getTime() + w.appointment.autoCloseDays * 24 * 3_600_000);
    await schedule(
      w.s.jobs,
      'repair.autoclose',
      { communityID: w.scope.communityId, requestID: row.id },
      at,
      { db: w.tx },
    );
  }
}

/** A warning before each running due time and a check at it. */
export async function scheduleSlaChecks(w: RepairWork, requestId: string, dues: (Date | null)[]) {
  const warnMs = w.sla.warnHours * 3_600_000;
  for (const due of dues) {
    if (!due || due <= w.now) continue;
    const payload = { communityID: w.scope.communityId, requestID: requestId, dueAt: due.toISOString() };
    if (warnMs > 0 && due.getTime() - warnMs > w.now.getTime())
      await schedule(w.s.jobs, 'repair.sla', payload, new Date(due.getTime() - warnMs), { db: w.tx });
    await schedule(w.s.jobs, 'repair.sla', payload, due, { db: w.tx });
  }
}
