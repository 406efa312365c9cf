import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Member } from '../../test/community-kit';
import type { TestApp } from '../../test/test-app';
import { insertGroupRow } from './group-test-kit';
import { issueTaskAssignees, issueTasks, issueTaskWatchers } from './tables';

/**
 * Test helpers for talking about tasks: groups and tasks written straight through the owner's
 * view (the tasks' own API is tested beside it), small files of each kind, and multipart forms
 * with several files under one name.
 */

export const makeGroup = (
  t: TestApp,
  communityId: string,
  opts: { name?: string; isPrivate?: boolean; members?: string[] } = {},
) => insertGroupRow(t, communityId, { ...opts, name: opts.name ?? `กลุ่ม ${crypto.randomUUID().slice(0, 6)}` });

export async function makeTask(
  t: TestApp,
  communityId: string,
  groupId: string,
  opts: {
    title?: string;
    body?: string;
    stage?: 'TODO' | 'DOING' | 'WAITING' | 'CLOSED';
    createdBy?: string;
    assignees?: string[];
    watchers?: string[];
  } = {},
) {
  const [last] = await t.db
    .select({ n: sql<number>`coalesce(max(${issueTasks.no}), 0)::int` })
    .from(issueTasks)
    .where(eq(issueTasks.communityId, communityId));
  const [task] = await t.db
    .insert(issueTasks)
    .values({
      communityId,
      groupId,
      no: last!.n + 1,
      title: opts.title ?? 'ไฟทางเดินลานจอดรถดับ',
      body: opts.body ?? '',
      stage: opts.stage ?? 'TODO',
      createdBy: opts.createdBy ?? null,
      ...(opts.stage === 'CLOSED' ? { closedAt: new Date() } : {}),
    })
    .returning();
  for (const userId of opts.assignees ?? [])
    await t.db.insert(issueTaskAssignees).values({ communityId, taskId: task!.id, userId });
  for (const userId of opts.watchers ?? [])
    await t.db.insert(issueTaskWatchers).values({ communityId, taskId: task!.id, userId });
  return task!;
}

export const isWatching = async (t: TestApp, taskId: string, userId: string) =>
  (
    await t.db
      .select()
      .from(issueTaskWatchers)
      .where(and(eq(issueTaskWatchers.taskId, taskId), eq(issueTaskWatchers.userId, userId)))
  ).length === 1;

/** The smallest files of each kind the type check reads (their first bytes are what count). */
export const FILES = {
  png: Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), Buffer.alloc(32, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  text: Buffer.from('just some words, not a picture'),
};

/** A multipart/form-data body with text fields and any number of files, several under one name. */
export function form(
  fields: Record<string, string | string[]>,
  files: { field: string; name: string; bytes: Buffer }[],
) {
  const boundary = `----cc${crypto.randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    for (const one of Array.isArray(v) ? v : [v])
      parts.push(
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${one}\r\n`),
      );
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${f.field}"; filename="${f.name}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An answer that succeeded; its parsed body. */
export function ok(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Posts a JSON comment as `who`. */
export const comment = (
  who: Member,
  communityID: string,
  taskID: string,
  text: string,
  mentionIDs: string[] = [],
) => who.call('POST', '/api/issuetracking/comment', { body: { communityID, taskID, text, mentionIDs } });
