import type { IssuePriority, IssueReaction, IssueStage } from '@cc/contracts/issuetracking';
import { DEMO_CLOSE_NOTES, DEMO_COMMENTS, DEMO_RECALL_REASONS } from './demo-plan';
import type * as T from './tables';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BANGKOK = 7 * HOUR;
const STAGES: IssueStage[] = [
  'TODO',
  'DOING',
  'CLOSED',
  'WAITING',
  'TODO',
  'CLOSED',
  'DOING',
  'CLOSED',
  'TODO',
  'WAITING',
];
const PRIORITY_CYCLE: IssuePriority[] = ['NORMAL', 'HIGH', 'NORMAL', 'URGENT', 'LOW', 'NORMAL', 'HIGH'];
const DUE_DAYS: Record<IssuePriority, number> = { URGENT: 1, HIGH: 3, NORMAL: 7, LOW: 14 };
const TASK_REACTIONS: IssueReaction[] = ['LIKE', 'DONE', 'LOVE', 'WOW'];

/** `hour` o'clock in Bangkok, `days` from today's Bangkok date (not the UTC one). */
function at(now: number, days: number, hour: number) {
  const wall = new Date(now + days * DAY + BANGKOK);
  wall.setUTCHours(hour, 0, 0, 0);
  return new Date(wall.getTime() - BANGKOK);
}

/** Every row the demo writes, gathered so each table takes one insert. */
export class DemoRows {
  tasks: (typeof T.issueTasks.$inferInsert)[] = [];
  assignees: (typeof T.issueTaskAssignees.$inferInsert)[] = [];
  watchers: (typeof T.issueTaskWatchers.$inferInsert)[] = [];
  events: (typeof T.issueTaskEvents.$inferInsert)[] = [];
  comments: (typeof T.issueComments.$inferInsert)[] = [];
  attachments: (typeof T.issueAttachments.$inferInsert)[] = [];
  reactions: (typeof T.issueReactions.$inferInsert)[] = [];
  reads: (typeof T.issueTaskReads.$inferInsert)[] = [];
}

export interface DemoTask {
  communityId: string;
  groupId: string;
  /** The task's number, which also decides its stage, priority, age and the rest. */
  no: number;
  position: number;
  title: string;
  /** Who makes tasks (staff), who the task's group shows to, and the demo PMC. */
  maker: string;
  people: string[];
  pmc: string;
  place?: { id: string; buildingId: string | null };
  labels: string[];
  photoKey: string;
  now: number;
}

/**
 * One task of the demo and everything around it, from its number: stage, priority, age, due
 * date, assignees and watchers, comments (a photo on some), reactions, the PMC's read, and the
 * activity in the order it happened (a recalled task was closed first).
 */
export function demoTask(out: DemoRows, d: DemoTask) {
  const { communityId, no: i, now, people } = d;
  const id = crypto.randomUUID();
  const recalled = i % 20 === 4;
  const stage = STAGES[i % STAGES.length]!;
  const priority = PRIORITY_CYCLE[i % PRIORITY_CYCLE.length]!;
  const age = i % 13 === 0 ? 95 + i : 1 + ((i * 7) % 60);
  const createdAt = at(now, -age, 8 + (i % 9));
  const closedAt =
    stage === 'CLOSED' ? new Date(Math.min(createdAt.getTime() + (6 + i * 5) * HOUR, now - HOUR)) : null;
  const team = [people[i % people.length]!, ...(i % 4 === 0 ? [people[(i + 1) % people.length]!] : [])];
  const note = DEMO_CLOSE_NOTES[i % DEMO_CLOSE_NOTES.length]!;
  let last = createdAt;
  let changes = 0;
  const event = (kind: string, actorId: string, when: Date, detail: Record<string, unknown> = {}) => {
    out.events.push({ communityId, taskId: id, actorId, kind, detail, at: when });
    if (when > last) last = when;
    changes++;
  };
  event('CREATED', d.maker, createdAt, { no: i });
  event('ASSIGNED', d.maker, createdAt, { assigneeIDs: team });
  if (recalled) {
    const closedBefore = new Date(createdAt.getTime() + 20 * HOUR);
    event('CLOSED', team[0]!, closedBefore, { note });
    const reason = DEMO_RECALL_REASONS[i % DEMO_RECALL_REASONS.length];
    event('RECALLED', d.pmc, new Date(closedBefore.getTime() + 30 * HOUR), { reason });
  }
  if (stage === 'DOING' || stage === 'WAITING')
    event('STAGE', team[0]!, new Date(last.getTime() + 3 * HOUR), { from: 'TODO', to: stage });
  for (const userId of team) out.assignees.push({ communityId, taskId: id, userId, assignedAt: createdAt });
  for (const userId of new Set([d.maker, ...team]))
    out.watchers.push({ communityId, taskId: id, userId, watchedAt: createdAt });
  // Comments on two tasks in three, by people who see the group, before any closing.
  for (let n = 0; i % 3 !== 2 && n < 1 + (i % 3); n++) {
    const commentId = crypto.randomUUID();
    const author = people[(i + n + 1) % people.length]!;
    const until = (closedAt?.getTime() ?? now) - HOUR / 2;
    const when = new Date(Math.min(createdAt.getTime() + (2 + n * 5) * HOUR, until));
    const body = DEMO_COMMENTS[(i + n) % DEMO_COMMENTS.length]!;
    out.comments.push({
      id: commentId,
      communityId,
      taskId: id,
      authorId: author,
      body,
      mentions: n === 1 ? [team[0]!] : [],
      createdAt: when,
    });
    event('COMMENTED', author, when, { commentID: commentId });
    if ((i + n) % 4 === 1)
      out.attachments.push({
        communityId,
        taskId: id,
        commentId,
        fileKey: d.photoKey,
        fileName: `หน้างาน-${i}.svg`,
        contentType: 'image/svg+xml',
        size: 1024,
        uploadedBy: author,
        createdAt: when,
      });
    if (n === 0 && author !== d.maker)
      out.reactions.push({
        communityId,
        taskId: id,
        commentId,
        userId: d.maker,
        emoji: 'LIKE',
        createdAt: when,
      });
  }
  if (closedAt) event('CLOSED', team[0]!, closedAt, { note });
  if (i % 3 === 0)
    for (const userId of people.slice(0, 1 + (i % 2)))
      out.reactions.push({
        communityId,
        taskId: id,
        userId,
        emoji: TASK_REACTIONS[i % TASK_REACTIONS.length]!,
        createdAt,
      });
  // The demo PMC has read most tasks; one in four shows its unread dot.
  if (i % 4 !== 1)
    out.reads.push({
      communityId,
      taskId: id,
      userId: d.pmc,
      readAt: new Date(Math.min(last.getTime() + HOUR, now)),
    });
  out.tasks.push({
    id,
    communityId,
    groupId: d.groupId,
    no: i,
    title: d.title,
    body: d.place ? `${d.title} แจ้งตอนตรวจรับห้อง` : '',
    stage,
    position: d.position,
    priority,
    dueAt: at(now, -age + DUE_DAYS[priority] + (i % 3), 17),
    labels: d.labels,
    buildingId: d.place?.buildingId ?? null,
    unitId: d.place?.id ?? null,
    version: changes,
    createdBy: d.maker,
    createdAt,
    updatedAt: last,
    activityAt: last,
    closedAt,
    closedBy: closedAt ? team[0]! : null,
    closeNote: closedAt ? note : null,
    recallCount: recalled ? 1 : 0,
  });
}
