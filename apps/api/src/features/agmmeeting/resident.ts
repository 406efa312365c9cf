import type { AgmAttendance, AgmBallot, AgmResidentMeeting } from '@cc/contracts/agmmeeting';
import type { AgmResidentProxy } from '@cc/contracts/agmmeeting-inputs';
import { and, inArray } from 'drizzle-orm';
import { meetingItems } from './agenda-queries';
import type { AgmmeetingWork } from './agmmeeting-work';
import { checkIn, registerProxy } from './attendance';
import { meetingRow } from './meeting-queries';
import { forbidden, notFound } from './refusals';
import { attendanceOf, heldByProxy, noticedMeetings, ownedRoll } from './resident-queries';
import { agmVotes } from './tables';

/** The meetings the caller is told of, newest first, with their agendas. */
export async function residentMeetings(w: AgmmeetingWork): Promise<AgmResidentMeeting[]> {
  const rows = await noticedMeetings(w.tx, w.scope);
  const out: AgmResidentMeeting[] = [];
  for (const m of rows) {
    const items = await meetingItems(w, m.id);
    out.push({
      meetingID: m.id,
      kind: m.kind,
      title: m.title,
      startsAt: m.startsAt.toISOString(),
      place: m.place,
      onlineUrl: m.onlineUrl,
      state: m.state,
      currentItemID: items.find((i) => i.state === 'OPEN')?.id ?? null,
      items: items.map((i) => ({
        itemID: i.id,
        seq: i.seq,
        kind: i.kind,
        title: i.title,
        titleEn: i.titleEn,
        description: i.description,
        state: i.state,
        fileUrl: w.fileUrl(i.fileKey),
      })),
      minutesPublished: m.state === 'MINUTES_PUBLISHED',
    });
  }
  return out;
}

/** A meeting the caller may see: not a draft (a draft reads as no such meeting). */
async function noticedMeeting(w: AgmmeetingWork, meetingId: string) {
  const m = await meetingRow(w, meetingId);
  if (m.state === 'DRAFT') throw notFound('AGM_MEETING_NOT_FOUND');
  return m;
}

/** My units (owned, or held as a registered proxy), the open items and my units' current choices. */
export async function residentBallot(w: AgmmeetingWork, meetingId: string): Promise<AgmBallot> {
  const m = await noticedMeeting(w, meetingId);
  const owned = await ownedRoll(w.tx, w.scope, m.id, w.userId);
  const proxied = await heldByProxy(w.tx, w.scope, m.id, w.userId);
  const attendance = new Map(
    (
      await attendanceOf(
        w.tx,
        w.scope,
        m.id,
        owned.map((r) => r.unitId),
      )
    ).map((a) => [a.unitId, a]),
  );
  for (const p of proxied) attendance.set(p.roll.unitId, p.attendance);
  const units: AgmBallot['units'] = [
    ...owned.map((r) => ({ roll: r, as: 'OWNER' as const })),
    ...proxied
      .filter((p) => !owned.some((o) => o.unitId === p.roll.unitId))
      .map((p) => ({ roll: p.roll, as: 'PROXY' as const })),
  ].map(({ roll, as }) => {
    const a = attendance.get(roll.unitId);
    const present = a !== undefined && a.checkedOutAt === null;
    return {
      unitID: roll.unitId,
      unitNo: roll.unitNo,
      weight: roll.weight.toString(),
      as,
      eligible: roll.eligible,
      checkedIn: present,
      mode: present ? a.mode : null,
      instructions: a?.mode === 'PROXY' ? a.instructions : [],
    };
  });
  const open = (await meetingItems(w, m.id)).filter((i) => i.state === 'OPEN');
  const unitIds = units.map((u) => u.unitID);
  const votes =
    open.length && unitIds.length
      ? await w.tx
          .select()
          .from(agmVotes)
          .where(
            w.scope.owns(
              agmVotes,
              and(
                inArray(
                  agmVotes.itemId,
                  open.map((i) => i.id),
                ),
                inArray(agmVotes.unitId, unitIds),
              ),
            ),
          )
      : [];
  return {
    meetingID: m.id,
    state: m.state,
    units,
    items: open.map((i) => ({
      itemID: i.id,
      seq: i.seq,
      kind: i.kind,
      title: i.title,
      titleEn: i.titleEn,
      description: i.description,
      state: i.state,
      seats: i.seats,
      candidates: i.candidates,
      ruleCode: i.ruleCode,
      choices: votes
        .filter((v) => v.itemId === i.id)
        .map((v) => ({ unitID: v.unitId, choice: v.choice, candidateIDs: v.candidateIds })),
    })),
  };
}

/** Online attendance as the signed-in owner, for all my units or the ones named; units present already stay as they are. */
export async function residentCheckin(
  w: AgmmeetingWork,
  meetingId: string,
  unitIds?: string[],
): Promise<AgmBallot> {
  const m = await noticedMeeting(w, meetingId);
  const owned = await ownedRoll(w.tx, w.scope, m.id, w.userId);
  const ownedIds = new Set(owned.map((r) => r.unitId));
  if (owned.length === 0 || unitIds?.some((u) => !ownedIds.has(u))) throw forbidden('AGM_NOT_OWNER');
  const wanted = unitIds ?? [...ownedIds];
  const present = new Set(
    (await attendanceOf(w.tx, w.scope, m.id, wanted))
      .filter((a) => a.checkedOutAt === null)
      .map((a) => a.unitId),
  );
  for (const unitID of wanted.filter((u) => !present.has(u))) {
    await checkIn(w, { meetingID: m.id, unitID, mode: 'ONLINE', attendeeUserID: w.userId });
  }
  return residentBallot(w, m.id);
}

/** The owner appoints a proxy for their unit, with per-item instructions. */
export async function residentProxy(w: AgmmeetingWork, input: AgmResidentProxy): Promise<AgmAttendance> {
  const m = await noticedMeeting(w, input.meetingID);
  const owned = await ownedRoll(w.tx, w.scope, m.id, w.userId);
  const unit = owned.find((r) => r.unitId === input.unitID);
  if (!unit) throw forbidden('AGM_NOT_OWNER');
  const me = unit.owners.find((o) => o.userID === w.userId)!;
  return registerProxy(w, { ...input, appointedBy: me });
}
