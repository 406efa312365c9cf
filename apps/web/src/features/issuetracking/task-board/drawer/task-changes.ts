import type { IssuePriority, IssueTaskDetail } from '@cc/contracts/issuetracking';
import type { Dayjs } from 'dayjs';
import type { TaskChange } from '../api/task-mutations';

/** The edit form's values. */
export interface TaskEditValues {
  title: string;
  text?: string;
  assigneeIDs?: string[];
  priority: IssuePriority;
  dueAt?: Dayjs | null;
  labels?: string[];
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Only what the form changed, with the version read, so a stale edit is refused and nothing else moves. */
export function changesOf(task: IssueTaskDetail, v: TaskEditValues, dueAt: string | null): TaskChange {
  const change: TaskChange = { taskID: task.taskID, version: task.version };
  const text = v.text?.trim() ?? '';
  const assigneeIDs = v.assigneeIDs ?? [];
  const labels = (v.labels ?? []).map((l) => l.trim()).filter(Boolean);
  if (v.title.trim() !== task.title) change.title = v.title.trim();
  if (text !== task.text) change.text = text;
  if (
    !sameList(
      assigneeIDs,
      task.assignees.map((p) => p.userID),
    )
  )
    change.assigneeIDs = assigneeIDs;
  if (v.priority !== task.priority) change.priority = v.priority;
  if (
    dueAt !== task.dueAt &&
    (dueAt === null || task.dueAt === null || Date.parse(dueAt) !== Date.parse(task.dueAt))
  )
    change.dueAt = dueAt;
  if (!sameList(labels, task.labels)) change.labels = labels;
  return change;
}
