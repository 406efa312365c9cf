import type { AnnouncementCreate, AnnouncementUpdate } from '@cc/contracts/announcement';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/audit/audit-actor';
import { recordAudit } from '../../platform/audit/record-audit';
import type { AppServices } from '../../platform/services';
import { requireApprove } from './access';
import { checkAudience, writeTargets } from './audience-queries';
import { checkExpiry, nextState } from './next-state';
import { resolveFiles } from './post-files';
import { changePost } from './post-queries';
import { findPost, loadDetail } from './post-view';
import { goLive, schedulePublish } from './publish';
import { badRequest, conflict } from './refusals';
import { isEmptyBody, sanitizeBody } from './sanitize-body';
import { announcements } from './tables';

const date = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null ? null : new Date(v);

/** Plain text is kept as typed (the apps show it as text); HTML is sanitised before it is stored. */
function storedBody(body: string, format: 'PLAIN' | 'HTML') {
  if (format === 'PLAIN') return body;
  const clean = sanitizeBody(body);
  if (isEmptyBody(clean)) throw badRequest('EMPTY_BODY');
  return clean;
}

export async function createPost(s: AppServices, request: FastifyRequest, input: AnnouncementCreate) {
  if (input.publishMode !== 'DRAFT') await requireApprove(s, request);
  const now = new Date();
  const next = nextState(null, input.publishMode, date(input.publishAt), now);
  const expiresAt = date(input.expiresAt) ?? null;
  checkExpiry(next, expiresAt, now);
  const body = storedBody(input.body, input.bodyFormat);
  const scope = request.scope;
  const id = await scope.run(async (tx) => {
    await checkAudience(tx, scope.communityId, input.audience);
    const files = await resolveFiles(tx, scope, input.coverFileID, input.attachmentFileIDs);
    const [row] = await tx
      .insert(announcements)
      .values({
        communityId: scope.communityId,
        title: input.title,
        body,
        bodyFormat: input.bodyFormat,
        category: input.category,
        audienceKind: input.audience.kind,
        ...files,
        status: next.goLive ? 'DRAFT' : next.status,
        publishAt: next.publishAt,
        expiresAt,
        pinned: input.pinned,
        createdBy: request.user.id,
        updatedBy: request.user.id,
      })
      .returning();
    await writeTargets(tx, scope, row!.id, input.audience);
    if (next.goLive) await goLive(tx, s, scope, row!);
    if (next.schedule) await schedulePublish(tx, s, scope, row!.id, next.publishAt!);
    await recordAudit(tx, {
      ...actorOf(request),
      action: 'announcement.create',
      target: row!.id,
      after: { title: input.title, status: next.status },
    });
    return row!.id;
  });
  if (next.goLive) s.jobs.wake();
  return loadDetail(scope, id);
}

export async function updatePost(s: AppServices, request: FastifyRequest, input: AnnouncementUpdate) {
  const scope = request.scope;
  const current = await scope.run((tx) => findPost(tx, scope, input.announcementID));
  const now = new Date();
  const next = nextState(current, input.publishMode, date(input.publishAt), now);
  // Changing what residents see, or will see at a set time, is publishing.
  if (current.status !== 'DRAFT' || next.status !== 'DRAFT') await requireApprove(s, request);
  const expiresAt = input.expiresAt === undefined ? current.expiresAt : date(input.expiresAt)!;
  const touchesExpiry = input.expiresAt !== undefined || next.status !== current.status;
  if (touchesExpiry) checkExpiry(next, expiresAt, now);
  const format = input.bodyFormat ?? current.bodyFormat;
  const body =
    input.body !== undefined || input.bodyFormat ? storedBody(input.body ?? current.body, format) : undefined;
  await scope.run(async (tx) => {
    const post = await findPost(tx, scope, input.announcementID, true);
    // The checks above read the post before this transaction; an edit in between voids them.
    if (post.updatedAt.getTime() !== current.updatedAt.getTime()) throw conflict('EDIT_CONFLICT');
    if (input.audience) await checkAudience(tx, scope.communityId, input.audience);
    const files =
      input.coverFileID !== undefined || input.attachmentFileIDs !== undefined
        ? await resolveFiles(
            tx,
            scope,
            input.coverFileID ?? null,
            input.attachmentFileIDs ?? post.attachments.map((a) => a.fileID),
          )
        : {};
    // Keep the cover when only the attachments changed.
    const cover = input.coverFileID === undefined ? { coverUrl: post.coverUrl } : {};
    await changePost(tx, scope, post.id, {
      title: input.title,
      body,
      bodyFormat: format,
      category: input.category,
      audienceKind: input.audience?.kind,
      ...files,
      ...cover,
      status: next.goLive ? post.status : next.status,
      publishAt: next.publishAt,
      expiresAt,
      pinned: input.pinned,
      updatedBy: request.user.id,
    });
    if (input.audience) await writeTargets(tx, scope, post.id, input.audience);
    if (next.goLive)
      await goLive(tx, s, scope, {
        ...post,
        category: input.category ?? post.category,
        publishAt: next.publishAt,
      });
    if (next.schedule) await schedulePublish(tx, s, scope, post.id, next.publishAt!);
    await recordAudit(tx, {
      ...actorOf(request),
      action: 'announcement.update',
      target: post.id,
      before: { title: post.title, status: post.status },
      after: { title: input.title ?? post.title, status: next.status },
    });
  });
  if (next.goLive) s.jobs.wake();
  return loadDetail(scope, input.announcementID);
}
