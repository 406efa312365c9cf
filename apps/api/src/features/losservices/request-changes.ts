import { type PartnerMove, REQUEST_MOVES, type ServiceRequest } from '@cc/contracts/losservices';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit';
import { users } from '../../platform/auth/tables';
import { communityInfo } from '../../platform/tenancy/community-info';
import { findRequestRow, findServiceRow, type RequestWithService, toRequest } from './losservices-queries';
import type { LosservicesWork } from './losservices-work';
import { mailPartner, tellRequester, tellStaffOfCancel, tellStaffOfRequest } from './notices';
import { badRequest, conflict, forbidden } from './refusals';
import { losservicesRequests as R } from './tables';

const audit = (w: LosservicesWork, action: string, r: RequestWithService, before?: unknown) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: `losservices.request.${action}`,
    target: r.request.id,
    before,
    after: { status: r.request.status, scheduledAt: r.request.scheduledAt, note: r.request.statusNote },
  });

async function communityName(w: LosservicesWork) {
  return (await communityInfo(w.tx, w.scope.communityId)).communityName;
}

/**
 * A resident's order: saved as REQUESTED; once committed, the staff are notified and the partner
 * gets the mail with the signed link. A turned-off service takes no new orders.
 */
export async function createRequest(
  w: LosservicesWork,
  b: { serviceID: string; place: string; note: string; preferredDate: string },
): Promise<ServiceRequest> {
  const service = await findServiceRow(w, b.serviceID);
  if (!service.isEnabled) throw conflict('LOSSERVICES_SERVICE_OFF');
  const [me] = await w.tx
    .select({ firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(eq(users.id, w.userId!));
  const requesterName = `${me?.firstname ?? ''} ${me?.lastname ?? ''}`.trim() || (me?.email ?? w.actor);
  const [row] = await w.tx
    .insert(R)
    .values({
      communityId: w.scope.communityId,
      serviceId: service.id,
      requesterId: w.userId,
      requesterName,
      place: b.place,
      note: b.note,
      preferredDate: b.preferredDate,
      status: 'REQUESTED',
    })
    .returning();
  const made = { request: row!, service };
  await audit(w, 'create', made);
  const name = await communityName(w);
  w.afterCommit(() => tellStaffOfRequest(w.s, w.scope.communityId, made));
  w.afterCommit(() => mailPartner(w.s, w.scope.communityId, name, made));
  return toRequest(w, made);
}

/**
 * One step of the request's life. The update names the states it may start from, so of two
 * steps at once only one moves the row; the other reads as the move not allowed (409).
 */
export async function moveRequest(
  w: LosservicesWork,
  requestId: string,
  to: PartnerMove | 'CANCELLED',
  m: { scheduledAt?: string; note: string },
): Promise<RequestWithService> {
  const current = await findRequestRow(w, requestId);
  const from: readonly string[] = REQUEST_MOVES[to];
  const notAllowed = () => conflict('LOSSERVICES_MOVE_NOT_ALLOWED', { from: current.request.status, to });
  // The state speaks first: a closed request is closed whatever the form says.
  if (!from.includes(current.request.status)) throw notAllowed();
  if (to === 'SCHEDULED' && !m.scheduledAt) throw badRequest('LOSSERVICES_SCHEDULE_NEEDS_TIME');
  if (to === 'REJECTED' && !m.note) throw badRequest('LOSSERVICES_REJECT_NEEDS_NOTE');
  const [row] = await w.tx
    .update(R)
    .set({
      status: to,
      statusNote: m.note,
      updatedAt: w.now,
      ...(to === 'SCHEDULED' ? { scheduledAt: new Date(m.scheduledAt!) } : {}),
    })
    .where(w.scope.owns(R, eq(R.id, requestId), inArray(R.status, [...REQUEST_MOVES[to]])))
    .returning();
  // Someone else moved it between the read and this update.
  if (!row) throw notAllowed();
  const moved = { request: row, service: current.service };
  await audit(w, to.toLowerCase(), moved, { status: current.request.status });
  w.afterCommit(() => tellRequester(w.s, w.scope.communityId, moved, w.userId));
  return moved;
}

/**
 * The requester or the office calls an open request off; the partner is told by mail. When a
 * resident cancels, the staff are told too (an office cancel tells the requester instead).
 */
export async function cancelRequest(
  w: LosservicesWork,
  requestId: string,
  reason: string,
): Promise<ServiceRequest> {
  const moved = await moveRequest(w, requestId, 'CANCELLED', { note: reason });
  const name = await communityName(w);
  w.afterCommit(() => mailPartner(w.s, w.scope.communityId, name, moved));
  if (!w.isStaff) w.afterCommit(() => tellStaffOfCancel(w.s, w.scope.communityId, moved));
  return toRequest(w, moved);
}

/** The requester rates a finished job, once. */
export async function reviewRequest(
  w: LosservicesWork,
  requestId: string,
  rating: number,
  comment: string,
): Promise<ServiceRequest> {
  const current = await findRequestRow(w, requestId);
  if (current.request.requesterId !== w.userId) throw forbidden('LOSSERVICES_NOT_YOUR_REQUEST');
  if (current.request.status !== 'DONE') throw conflict('LOSSERVICES_REVIEW_NOT_DONE');
  const [row] = await w.tx
    .update(R)
    .set({ reviewRating: rating, reviewComment: comment, updatedAt: w.now })
    .where(w.scope.owns(R, and(eq(R.id, requestId), isNull(R.reviewRating))))
    .returning();
  if (!row) throw conflict('LOSSERVICES_ALREADY_REVIEWED');
  const reviewed = { request: row, service: current.service };
  await audit(w, 'review', reviewed);
  return toRequest(w, reviewed);
}
