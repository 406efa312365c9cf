import {
  AGM_NOTICE_DAYS_MIN,
  AGM_RECONVENE_DAYS_MAX,
  type AgmMeetingDetail,
  type AgmMeetingState,
} from '@cc/contracts/agmmeeting';
import type {
  meetingCancelSchema,
  meetingCreateSchema,
  meetingReconveneSchema,
  meetingUpdateSchema,
} from '@cc/contracts/agmmeeting-inputs';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, localDate } from '../../platform/time/zone-clock';
import { meetingItems } from './agenda-queries';
import { type AgmmeetingWork, auditAgm } from './agmmeeting-work';
import { closeOpenItem } from './item-close';
import {
  hasItems,
  isReconvened,
  type MeetingRow,
  meetingDetail,
  meetingRow,
  quorumOf,
} from './meeting-queries';
import { badRequest, conflict } from './refusals';
import { rollTotals } from './roll-queries';
import { ensureRules } from './rule-queries';
import { agmItems, agmMeetings } from './tables';

/** Refuses unless the meeting is in one of `states`, naming the state it is in. */
export function expectState(m: MeetingRow, ...states: AgmMeetingState[]) {
  if (!states.includes(m.state)) throw conflict('AGM_MEETING_STATE', { state: m.state });
}

/** The notice reaches owners at least AGM_NOTICE_DAYS_MIN days (local calendar days) ahead. */
export function expectNoticeTime(w: Pick<AgmmeetingWork, 'now' | 'timeZone'>, startsAt: Date) {
  if (localDate(startsAt, w.timeZone) < addDays(localDate(w.now, w.timeZone), AGM_NOTICE_DAYS_MIN)) {
    throw badRequest('AGM_NOTICE_TOO_LATE', { days: AGM_NOTICE_DAYS_MIN });
  }
}

const detail = async (w: AgmmeetingWork, id: string) => meetingDetail(w, await meetingRow(w, id));

export async function createMeeting(
  w: AgmmeetingWork,
  input: z.output<typeof meetingCreateSchema>,
): Promise<AgmMeetingDetail> {
  await ensureRules(w);
  const [row] = await w.tx
    .insert(agmMeetings)
    .values({
      communityId: w.scope.communityId,
      kind: input.kind,
      title: input.title,
      startsAt: new Date(input.startsAt),
      place: input.place,
      onlineUrl: input.onlineUrl,
      yearEnd: input.yearEnd,
    })
    .returning();
  const out = await meetingDetail(w, row!);
  await auditAgm(w, 'meeting.create', row!.id, input);
  return out;
}

/** Before it opens; once the notice went out, a new time still needs the notice days. */
export async function updateMeeting(
  w: AgmmeetingWork,
  input: z.output<typeof meetingUpdateSchema>,
): Promise<AgmMeetingDetail> {
  const m = await meetingRow(w, input.meetingID, true);
  expectState(m, 'DRAFT', 'NOTICE_SENT');
  const startsAt = new Date(input.startsAt);
  if (m.state === 'NOTICE_SENT' && startsAt.getTime() !== m.startsAt.getTime()) expectNoticeTime(w, startsAt);
  await w.tx
    .update(agmMeetings)
    .set({
      kind: input.kind,
      title: input.title,
      startsAt,
      place: input.place,
      onlineUrl: input.onlineUrl,
      yearEnd: input.yearEnd,
      updatedAt: w.now,
    })
    .where(w.scope.owns(agmMeetings, eq(agmMeetings.id, m.id)));
  await auditAgm(w, 'meeting.update', m.id, input);
  return detail(w, m.id);
}

export async function cancelMeeting(
  w: AgmmeetingWork,
  input: z.output<typeof meetingCancelSchema>,
): Promise<AgmMeetingDetail> {
  const m = await meetingRow(w, input.meetingID, true);
  expectState(m, 'DRAFT', 'NOTICE_SENT');
  await setState(w, m, 'CANCELLED', { cancelledReason: input.reason });
  await auditAgm(w, 'meeting.cancel', m.id, { reason: input.reason });
  return detail(w, m.id);
}

async function setState(
  w: AgmmeetingWork,
  m: MeetingRow,
  state: AgmMeetingState,
  more: Partial<MeetingRow> = {},
) {
  await w.tx
    .update(agmMeetings)
    .set({ ...more, state, updatedAt: w.now })
    .where(w.scope.owns(agmMeetings, eq(agmMeetings.id, m.id)));
  w.touched.add(m.id);
}

/** IN_SESSION: the roll and the rules the meeting uses freeze from now. */
export async function openMeeting(w: AgmmeetingWork, meetingId: string): Promise<AgmMeetingDetail> {
  const m = await meetingRow(w, meetingId, true);
  expectState(m, 'NOTICE_SENT');
  if ((await rollTotals(w.tx, w.scope, m.id)).units === 0) throw conflict('AGM_ROLL_EMPTY');
  await setState(w, m, 'IN_SESSION', { openedAt: w.now });
  await auditAgm(w, 'meeting.open', m.id, { openedAt: w.now.toISOString() });
  return detail(w, m.id);
}

/**
 * Closes the meeting: an open item closes first (its votes count). NO_QUORUM when nothing was
 * decided and the quorum does not hold now; then the meeting may be reconvened.
 */
export async function closeMeeting(w: AgmmeetingWork, meetingId: string): Promise<AgmMeetingDetail> {
  const m = await meetingRow(w, meetingId, true);
  expectState(m, 'IN_SESSION');
  const decidedBefore = await hasItems(w, m.id, 'CLOSED');
  await closeOpenItem(w, m);
  const quorum = await quorumOf(w, m);
  const state = !decidedBefore && !quorum.reached ? 'NO_QUORUM' : 'CLOSED';
  await setState(w, m, state, { closedAt: w.now });
  await auditAgm(w, 'meeting.close', m.id, { state, quorum });
  return detail(w, m.id);
}

/**
 * A new meeting within AGM_RECONVENE_DAYS_MAX days of one without quorum (every item again, no
 * quorum needed) or of one whose HALF_OF_ALL items missed (those items, passing at a third).
 */
export async function reconveneMeeting(
  w: AgmmeetingWork,
  input: z.output<typeof meetingReconveneSchema>,
): Promise<AgmMeetingDetail> {
  const m = await meetingRow(w, input.meetingID, true);
  expectState(m, 'NO_QUORUM', 'CLOSED');
  const items = await meetingItems(w, m.id);
  const again =
    m.state === 'NO_QUORUM'
      ? items
      : items.filter((i) => i.ruleCode === 'HALF_OF_ALL' && i.state === 'CLOSED' && i.passed === false);
  if (again.length === 0) throw conflict('AGM_RECONVENE_NOT_NEEDED');
  // One reconvened meeting is what the law gives (s.43, s.48): it needs no quorum, so a second
  // would only retry a vote that failed at the lower threshold. The meeting row is locked above,
  // so two requests for the same meeting cannot both pass this check.
  if (m.reconvenedFromId !== null || (await isReconvened(w, m.id))) throw conflict('AGM_ALREADY_RECONVENED');
  const startsAt = new Date(input.startsAt);
  const last = addDays(localDate(m.startsAt, w.timeZone), AGM_RECONVENE_DAYS_MAX);
  if (localDate(startsAt, w.timeZone) > last || startsAt < m.startsAt) {
    throw badRequest('AGM_RECONVENE_TOO_LATE', { days: AGM_RECONVENE_DAYS_MAX });
  }
  const [row] = await w.tx
    .insert(agmMeetings)
    .values({
      communityId: w.scope.communityId,
      kind: m.kind,
      title: m.title,
      startsAt,
      place: input.place,
      onlineUrl: input.onlineUrl,
      yearEnd: m.yearEnd,
      reconvenedFromId: m.id,
    })
    .returning();
  await w.tx.insert(agmItems).values(
    again.map((i, n) => ({
      communityId: w.scope.communityId,
      meetingId: row!.id,
      seq: n + 1,
      kind: i.kind,
      title: i.title,
      titleEn: i.titleEn,
      description: i.description,
      ruleCode: i.ruleCode,
      seats: i.seats,
      candidates: i.candidates,
      fileKey: i.fileKey,
      fileName: i.fileName,
    })),
  );
  await auditAgm(w, 'meeting.reconvene', row!.id, { from: m.id, items: again.map((i) => i.id) });
  return detail(w, row!.id);
}
