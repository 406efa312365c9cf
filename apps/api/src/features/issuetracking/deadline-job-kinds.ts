import { jobKind } from '../../platform/jobs/job-kinds';
import { DEADLINE_PAYLOADS, DIGEST, MORNING, REMINDER } from './deadline-jobs';
import { remindDue } from './deadline-notices';
import { runDigest, runMorning } from './digest';

/** Issue tracking's background jobs, by kind; the feature declares them, buildApp registers them. */
export const ISSUE_JOBS = {
  // The community's digest hour: each person's digest, escalations, and the next morning.
  [MORNING]: jobKind({ payload: DEADLINE_PAYLOADS[MORNING], handle: runMorning }),
  // One person's overdue and due-today tasks of one day, sent once.
  [DIGEST]: jobKind({ payload: DEADLINE_PAYLOADS[DIGEST], handle: runDigest }),
  // 24 hours before a task's due time, to its assignees, once per due time.
  [REMINDER]: jobKind({ payload: DEADLINE_PAYLOADS[REMINDER], handle: remindDue }),
};
