import { ISSUE_PRIORITIES, ISSUE_REACTIONS, ISSUE_STAGES } from '@cc/contracts/issuetracking';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, communityId, userKey, userRef } from '../../platform/db/columns';

/**
 * A group of tasks (the car park, building-B defects, the committee's decisions). `name_key` is
 * the name trimmed, NFC and lower-cased: two live groups of a community never share it. Archived
 * groups keep their tasks and history; they leave the lists only.
 */
export const issueGroups = pgTable(
  'issue_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    color: text('color').notNull(),
    position: integer('position').notNull().default(0),
    isPrivate: boolean('is_private').notNull().default(false),
    createdBy: userRef('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    archivedAt: at('archived_at'),
    archivedBy: userRef('archived_by'),
  },
  (t) => [
    uniqueIndex('issue_groups_live_name_uq').on(t.communityId, t.nameKey).where(sql`archived_at is null`),
    index('issue_groups_community_idx').on(t.communityId, t.position),
  ],
);

/** Who may see a private group (ISSUE_TRACKING:approve holders always may). */
export const issueGroupMembers = pgTable(
  'issue_group_members',
  {
    communityId: communityId(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => issueGroups.id, { onDelete: 'cascade' }),
    userId: userKey('user_id'),
    addedBy: userRef('added_by'),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('issue_group_members_user_idx').on(t.userId)],
);

/** The community's last task number: taken under the row's lock, so numbers never repeat or skip. */
export const issueCounters = pgTable('issue_counters', {
  communityId: communityId().primaryKey(),
  lastNo: integer('last_no').notNull().default(0),
});

/**
 * A task. `stage` CLOSED is the closed state; the others are current. `version` grows with
 * every change, and a change carrying an older version is refused (409). `position` orders the
 * cards of one board column. `activity_at` is the last thing that happened to the task: a
 * reader's `issue_task_reads.read_at` older than it is the unread dot.
 */
export const issueTasks = pgTable(
  'issue_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => issueGroups.id, { onDelete: 'restrict' }),
    no: integer('no').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    stage: text('stage', { enum: ISSUE_STAGES }).notNull().default('TODO'),
    position: doublePrecision('position').notNull().default(0),
    priority: text('priority', { enum: ISSUE_PRIORITIES }).notNull().default('NORMAL'),
    dueAt: at('due_at'),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    buildingId: uuid('building_id'),
    unitId: uuid('unit_id'),
    version: integer('version').notNull().default(1),
    createdBy: userRef('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    activityAt: at('activity_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
    closedBy: userRef('closed_by'),
    closeNote: text('close_note'),
    closePhotoKey: text('close_photo_key'),
    recallCount: integer('recall_count').notNull().default(0),
    /** Set when ADMIN was told the task is overdue, so escalation happens once per due date. */
    escalatedAt: at('escalated_at'),
  },
  (t) => [
    uniqueIndex('issue_tasks_no_uq').on(t.communityId, t.no),
    index('issue_tasks_current_idx').on(t.communityId, t.stage, t.activityAt, t.id),
    index('issue_tasks_group_idx').on(t.groupId, t.stage, t.position),
    index('issue_tasks_due_idx').on(t.communityId, t.dueAt).where(sql`stage <> 'CLOSED'`),
    index('issue_tasks_closed_idx').on(t.communityId, t.closedAt, t.id).where(sql`stage = 'CLOSED'`),
    // The current list's order (latest activity first) read straight off an index, not sorted.
    index('issue_tasks_activity_idx').on(t.communityId, t.activityAt, t.id).where(sql`stage <> 'CLOSED'`),
    // The reports' "made in this range / month".
    index('issue_tasks_created_idx').on(t.communityId, t.createdAt),
    // The remaining report's current tasks by group and age, read from the index alone.
    index('issue_tasks_remaining_idx')
      .on(t.communityId, t.groupId, t.createdAt)
      .where(sql`stage <> 'CLOSED'`),
    index('issue_tasks_title_trgm').using('gin', sql`title gin_trgm_ops`),
    index('issue_tasks_body_trgm').using('gin', sql`body gin_trgm_ops`),
  ],
);

export const issueTaskAssignees = pgTable(
  'issue_task_assignees',
  {
    communityId: communityId(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => issueTasks.id, { onDelete: 'cascade' }),
    userId: userKey('user_id'),
    assignedAt: at('assigned_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('issue_task_assignees_user_idx').on(t.userId)],
);

/** Who follows a task (its maker and assignees start watching; anyone who reads may). */
export const issueTaskWatchers = pgTable(
  'issue_task_watchers',
  {
    communityId: communityId(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => issueTasks.id, { onDelete: 'cascade' }),
    userId: userKey('user_id'),
    watchedAt: at('watched_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('issue_task_watchers_user_idx').on(t.userId)],
);

/** When a person last opened a task; "read all" sets it for every task they can see. */
export const issueTaskReads = pgTable(
  'issue_task_reads',
  {
    communityId: communityId(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => issueTasks.id, { onDelete: 'cascade' }),
    userId: userKey('user_id'),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskId] })],
);

/**
 * A photo or PDF on a task, its closing, or one of its comments. The file is private to the
 * group's readers (signed links). Removing one sets `removed_at`: the row stays as a trace.
 */
export const issueAttachments = pgTable(
  'issue_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => issueTasks.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id'),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: userRef('uploaded_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
    removedBy: userRef('removed_by'),
  },
  (t) => [index('issue_attachments_task_idx').on(t.taskId, t.createdAt)],
);

/**
 * A comment. Editing keeps the earlier text in `issue_comment_edits`; deleting sets
 * `deleted_at` and the list shows a placeholder in its place. `mentions` are user IDs.
 */
export const issueComments = pgTable(
  'issue_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => issueTasks.id, { onDelete: 'cascade' }),
    authorId: userRef('author_id'),
    body: text('body').notNull(),
    mentions: uuid('mentions').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: at('created_at').notNull().defaultNow(),
    editedAt: at('edited_at'),
    deletedAt: at('deleted_at'),
    deletedBy: userRef('deleted_by'),
  },
  (t) => [
    index('issue_comments_task_idx').on(t.taskId, t.createdAt, t.id),
    // Every card's comment count, read from the index alone (the community is the row policy's
    // column): a 500-card board counts without visiting its 2,500 comment rows.
    index('issue_comments_live_idx').on(t.taskId, t.communityId).where(sql`deleted_at is null`),
    index('issue_comments_body_trgm').using('gin', sql`body gin_trgm_ops`),
  ],
);

export const issueCommentEdits = pgTable(
  'issue_comment_edits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    communityId: communityId(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => issueComments.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    replacedAt: at('replaced_at').notNull().defaultNow(),
  },
  (t) => [index('issue_comment_edits_comment_idx').on(t.commentId)],
);

/** One person's emoji on a task or a comment (exactly one of the two is set); toggled. */
export const issueReactions = pgTable(
  'issue_reactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    communityId: communityId(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => issueTasks.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => issueComments.id, { onDelete: 'cascade' }),
    userId: userKey('user_id'),
    emoji: text('emoji', { enum: ISSUE_REACTIONS }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('issue_reactions_task_uq').on(t.taskId, t.userId, t.emoji).where(sql`comment_id is null`),
    uniqueIndex('issue_reactions_comment_uq')
      .on(t.commentId, t.userId, t.emoji)
      .where(sql`comment_id is not null`),
  ],
);

/**
 * What happened to a task, in order: made, changed (the fields before and after), stage,
 * assigned, closed, recalled (with its reason), moved (from and to group), attachment. The
 * activity tab and the reports read it; it is never updated or deleted.
 */
export const issueTaskEvents = pgTable(
  'issue_task_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    communityId: communityId(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => issueTasks.id, { onDelete: 'cascade' }),
    actorId: userRef('actor_id'),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('issue_task_events_task_idx').on(t.taskId, t.id),
    index('issue_task_events_kind_idx').on(t.communityId, t.kind, t.at),
  ],
);

/** The office's deadline rules; defaults until first saved. */
export const issueSettings = pgTable('issue_settings', {
  communityId: communityId().primaryKey(),
  /** Working days per priority: { URGENT, HIGH, NORMAL, LOW }. */
  slaDays: jsonb('sla_days').$type<Record<(typeof ISSUE_PRIORITIES)[number], number>>().notNull(),
  /** ISO weekdays the office works (1 = Monday … 7 = Sunday). */
  workingWeekdays: integer('working_weekdays').array().notNull(),
  /** The office's holidays as local dates, YYYY-MM-DD. */
  holidays: text('holidays').array().notNull().default(sql`'{}'::text[]`),
  digestHour: integer('digest_hour').notNull(),
  escalateAfterDays: integer('escalate_after_days').notNull(),
  updatedBy: userRef('updated_by'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
