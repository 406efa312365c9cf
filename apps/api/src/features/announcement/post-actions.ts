import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/audit/audit-actor';
import { recordAudit } from '../../platform/audit/record-audit';
import type { AppServices } from '../../platform/services';
import { requireApprove } from './access';
import { checkExpiry, nextState } from './next-state';
import { changePost, softDeletePost } from './post-queries';
import { findPost, loadDetail } from './post-view';
import { goLive, schedulePublish } from './publish';
import { conflict } from './refusals';

/** Publish a draft (or a scheduled post) now, or schedule it; the guard has checked approve. */
export async function publishPost(
  s: AppServices,
  request: FastifyRequest,
  id: string,
  publishAt: string | null,
) {
  const scope = request.scope;
  const now = new Date();
  const wentLive = await scope.run(async (tx) => {
    const post = await findPost(tx, scope, id, true);
    if (post.status === 'PUBLISHED') throw conflict('ALREADY_PUBLISHED');
    const next = nextState(post, publishAt ? 'SCHEDULE' : 'NOW', publishAt ? new Date(publishAt) : null, now);
    checkExpiry(next, post.expiresAt, now);
    if (next.goLive) await goLive(tx, s, scope, { ...post, publishAt: next.publishAt });
    else {
      await changePost(tx, scope, id, {
        status: next.status,
        publishAt: next.publishAt,
        updatedBy: request.user.id,
      });
      if (next.schedule) await schedulePublish(tx, s, scope, id, next.publishAt!);
    }
    await recordAudit(tx, {
      ...actorOf(request),
      action: 'announcement.publish',
      target: id,
      after: { status: next.status },
    });
    return next.goLive;
  });
  if (wentLive) s.jobs.wake();
  return loadDetail(scope, id);
}

/** Back to drafts; a pending publish job finds a draft and does nothing. Figures are kept. */
export async function unpublishPost(request: FastifyRequest, id: string) {
  const scope = request.scope;
  await scope.run(async (tx) => {
    const post = await findPost(tx, scope, id, true);
    if (post.status === 'DRAFT') throw conflict('NOT_PUBLISHED');
    await changePost(tx, scope, id, { status: 'DRAFT', updatedBy: request.user.id });
    await recordAudit(tx, {
      ...actorOf(request),
      action: 'announcement.unpublish',
      target: id,
      before: { status: post.status },
    });
  });
  return loadDetail(scope, id);
}

export async function pinPost(request: FastifyRequest, id: string, pinned: boolean) {
  const scope = request.scope;
  await scope.run(async (tx) => {
    await findPost(tx, scope, id);
    await changePost(tx, scope, id, { pinned, updatedBy: request.user.id });
    await recordAudit(tx, {
      ...actorOf(request),
      action: pinned ? 'announcement.pin' : 'announcement.unpin',
      target: id,
    });
  });
  return loadDetail(scope, id);
}

/** Soft: the row stays for the audit trail and the figures, but no list or read shows it again. */
export async function deletePost(s: AppServices, request: FastifyRequest, id: string) {
  const scope = request.scope;
  const post = await scope.run((tx) => findPost(tx, scope, id));
  if (post.status !== 'DRAFT') await requireApprove(s, request);
  await scope.run(async (tx) => {
    // Approve was decided on the status read above; a post gone live since is another case.
    if ((await findPost(tx, scope, id, true)).status !== post.status) throw conflict('EDIT_CONFLICT');
    await softDeletePost(tx, scope, id, request.user.id);
    await recordAudit(tx, {
      ...actorOf(request),
      action: 'announcement.delete',
      target: id,
      before: { title: post.title, status: post.status },
    });
  });
}
