import { issueCommentOps } from './issuetracking-comment-ops';
import { issueGroupOps } from './issuetracking-group-ops';
import { issueReportOps } from './issuetracking-report-ops';
import { issueTaskOps } from './issuetracking-task-ops';

/**
 * Every issue-tracking operation: method, path, schemas and who may call it (see
 * issuetracking-op-parts.ts for the three permissions). The API registers each from here; the
 * console calls the same.
 */
export const issueOps = {
  group: issueGroupOps,
  task: issueTaskOps,
  comment: issueCommentOps,
  report: issueReportOps,
} as const;
