import type { IssueTask } from '@cc/contracts/issuetracking';

/** One group's part of the printed open list. */
export interface PrintSection {
  groupID: string;
  groupName: string;
  tasks: IssueTask[];
  overdue: number;
}

const PRIORITY_RANK = { URGENT: 0, HIGH: 1, NORMAL: 2, LOW: 3 } as const;

/**
 * The open list as the committee reads it at the meeting: by group (in the groups' own order,
 * then by name for a group the order does not know), and in each group the overdue first, then
 * by due time (no due time last), then by priority and number, so the sheet reads the same
 * however the screen was sorted.
 */
export function printSections(
  tasks: readonly IssueTask[],
  groupOrder: readonly string[] = [],
): PrintSection[] {
  const byGroup = new Map<string, PrintSection>();
  for (const t of tasks) {
    if (t.stage === 'CLOSED') continue;
    let s = byGroup.get(t.groupID);
    if (!s) {
      s = { groupID: t.groupID, groupName: t.groupName, tasks: [], overdue: 0 };
      byGroup.set(t.groupID, s);
    }
    s.tasks.push(t);
    if (t.dueState === 'OVERDUE') s.overdue++;
  }
  const rank = (id: string) => {
    const i = groupOrder.indexOf(id);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  const sections = [...byGroup.values()].sort(
    (a, b) => rank(a.groupID) - rank(b.groupID) || a.groupName.localeCompare(b.groupName, 'th'),
  );
  for (const s of sections) s.tasks.sort(byMeetingOrder);
  return sections;
}

function byMeetingOrder(a: IssueTask, b: IssueTask): number {
  const late = Number(b.dueState === 'OVERDUE') - Number(a.dueState === 'OVERDUE');
  if (late) return late;
  if (a.dueAt !== b.dueAt) {
    if (!a.dueAt) return 1;
    if (!b.dueAt) return -1;
    return a.dueAt < b.dueAt ? -1 : 1;
  }
  return PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.no - b.no;
}

/** Whole days a task has been open on the day printed. */
export const daysOpen = (createdAt: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 86_400_000));
