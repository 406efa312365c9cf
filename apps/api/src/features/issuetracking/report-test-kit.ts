import type { IssuePriority, IssueStage } from '@cc/contracts/issuetracking';
import type { TestApp } from '../../test/test-app';
import { insertGroup } from './group-test-kit';
import { issueCounters, issueTaskEvents, issueTasks } from './tables';

/**
 * Groups, tasks and recalls written straight to the database, at the times a test names, so
 * the reports' figures can be checked to the unit without the task operations in the way.
 */
const lastNo = new Map<string, number>();

export const addGroup = (
  api: TestApp,
  communityId: string,
  name: string,
  opts: { isPrivate?: boolean; members?: string[]; archived?: boolean; position?: number } = {},
): Promise<string> => insertGroup(api, communityId, { ...opts, name });

export interface KitTask {
  stage?: IssueStage;
  title?: string;
  body?: string;
  priority?: IssuePriority;
  createdAt?: Date | string;
  closedAt?: Date | string;
  closedBy?: string;
  dueAt?: Date | string;
  createdBy?: string;
  recallCount?: number;
}

const when = (d: Date | string | undefined) => (d === undefined ? undefined : new Date(d));

/** A task of the group, numbered after the community's last; the counter follows. */
export async function addTask(api: TestApp, communityId: string, groupId: string, t: KitTask = {}) {
  const no = (lastNo.get(communityId) ?? 0) + 1;
  lastNo.set(communityId, no);
  const stage = t.stage ?? (t.closedAt ? 'CLOSED' : 'TODO');
  const createdAt = when(t.createdAt) ?? new Date();
  const [row] = await api.db
    .insert(issueTasks)
    .values({
      communityId,
      groupId,
      no,
      title: t.title ?? `งานทดสอบ ${no}`,
      body: t.body ?? '',
      stage,
      priority: t.priority ?? 'NORMAL',
      dueAt: when(t.dueAt) ?? null,
      createdBy: t.createdBy ?? null,
      createdAt,
      updatedAt: createdAt,
      activityAt: createdAt,
      closedAt: stage === 'CLOSED' ? (when(t.closedAt) ?? createdAt) : null,
      closedBy: stage === 'CLOSED' ? (t.closedBy ?? null) : null,
      recallCount: t.recallCount ?? 0,
    })
    .returning({ id: issueTasks.id });
  await api.db
    .insert(issueCounters)
    .values({ communityId, lastNo: no })
    .onConflictDoUpdate({ target: issueCounters.communityId, set: { lastNo: no } });
  return row!.id;
}

/** A recall of the task at `at`, as the recall operation records it. */
export async function addRecall(api: TestApp, communityId: string, taskId: string, at: Date | string) {
  await api.db
    .insert(issueTaskEvents)
    .values({ communityId, taskId, kind: 'RECALLED', detail: { reason: 'ไฟดับอีกแล้ว' }, at: new Date(at) });
}

const DAY_MS = 86_400_000;
/** `days` before now (negative: after). */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
