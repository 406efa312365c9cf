import { sql } from 'drizzle-orm';
import type { CommunityScope } from '../../platform/db/community-scope';
import { type BadgeCounter, badgeQuery } from '../../platform/feature/define-feature';
import { issueGroupMembers, issueTaskAssignees, issueTasks } from './tables';
import { groupVisibleTo, type Viewer } from './visibility-queries';

const t = issueTasks;
const a = issueTaskAssignees;
const m = issueGroupMembers;

/**
 * The caller's open tasks: assigned to them, or in a group they are a member of, and only in the
 * groups they may see (the list's rule, groupVisibleTo: an assignee no longer on a private group
 * does not count its tasks there; a member sees their own group). Each half starts from its
 * per-person index (assignees by user, members by user, then the group's open tasks) and reads
 * those tasks by their keys, so the count costs the caller's own tasks, not the community's
 * whole current list; UNION counts a task both assigned and in the group once.
 */
function myOpenTasks(scope: CommunityScope, viewer: Viewer) {
  const open = sql`${t.stage} <> 'CLOSED'`;
  const assigned = sql`select ${t.id} from ${a} join ${t} on ${t.id} = ${a.taskId}
    where ${scope.owns(a, sql`${a.userId} = ${viewer.userId}`)}
      and ${scope.owns(t, open, groupVisibleTo(viewer, t.groupId))}`;
  const inMyGroups = sql`select ${t.id} from ${m} join ${t} on ${t.groupId} = ${m.groupId}
    where ${scope.owns(m, sql`${m.userId} = ${viewer.userId}`)} and ${scope.owns(t, open)}`;
  return sql`(select count(*) from (${assigned} union ${inMyGroups}) as mine)`;
}

/** Whoever reads issue tracking (committee, PMC, ADMIN) may be assigned tasks and follow a group's. */
export const issueBadge: BadgeCounter = ({ scope, userId, permissions }) =>
  permissions.has('ISSUE_TRACKING:read')
    ? badgeQuery({
        counts: {
          n: myOpenTasks(scope, { userId, isManager: permissions.has('ISSUE_TRACKING:approve') }),
        },
        parts: ({ n }) => [{ name: 'mine', count: n, target: '/dashboard/issuetracking' }],
      })
    : null;
