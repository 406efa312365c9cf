import { AGM_PROXY_UNITS_MAX, type AgmAttendance, type AgmInstruction } from '@cc/contracts/agmmeeting';
import type { AgmCheckin, AgmProxyInput } from '@cc/contracts/agmmeeting-inputs';
import { asc, eq } from 'drizzle-orm';
import { meetingItems } from './agenda-queries';
import { type AgmmeetingWork, auditAgm } from './agmmeeting-work';
import { attendanceRow, isMember, takeProxySlot, userName } from './attendance-queries';
import { meetingRow, quorumOf } from './meeting-queries';
import { expectState } from './meetings';
import { badRequest, conflict, forbidden, notFound } from './refusals';
import { rollEntry, rollRows, storeMeetingFigures } from './roll-queries';
import { agmAttendance, type RollOwner } from './tables';

type AttendanceRow = typeof agmAttendance.$inferSelect;
type RollRow = NonNullable<Awaited<ReturnType<typeof rollEntry>>>;

/** Check-in starts with the notice and runs through the session. */
const CHECKIN_STATES = ['NOTICE_SENT', 'IN_SESSION'] as const;

export const toAttendance = (
  w: Pick<AgmmeetingWork, 'fileUrl'>,
  a: AttendanceRow,
  roll: { unitNo: string; weight: bigint },
): AgmAttendance => ({
  attendanceID: a.id,
  unitID: a.unitId,
  unitNo: roll.unitNo,
  mode: a.mode,
  attendee: { userID: a.attendeeUserId, name: a.attendeeName },
  proxyHolder: a.mode === 'PROXY' ? { userID: a.proxyHolderUserId, name: a.proxyHolderName ?? '' } : null,
  proxyFormUrl: w.fileUrl(a.proxyFormKey),
  instructions: a.instructions,
  weight: roll.weight.toString(),
  checkedInAt: a.checkedInAt.toISOString(),
  checkedOutAt: a.checkedOutAt?.toISOString() ?? null,
  recordedBy: a.recordedBy,
});

async function unitOnRoll(w: AgmmeetingWork, meetingId: string, unitId: string): Promise<RollRow> {
  const entry = await rollEntry(w.tx, w.scope, meetingId, unitId);
  if (!entry) throw notFound('AGM_UNIT_NOT_ON_ROLL');
  return entry;
}

/** Who attends for the unit: the named co-owner, or the first owner on the roll. */
function attendeeOf(roll: RollRow, userId: string | null, name: string | null): RollOwner {
  if (userId) {
    const owner = roll.owners.find((o) => o.userID === userId);
    if (!owner) throw forbidden('AGM_NOT_OWNER');
    return owner;
  }
  const first = roll.owners[0];
  return { userID: name ? null : (first?.userID ?? null), name: name || first?.name || roll.unitNo };
}

type Arrival = Omit<typeof agmAttendance.$inferInsert, 'communityId' | 'meetingId' | 'unitId' | 'recordedBy'>;

/**
 * Writes the unit's attendance: a first arrival inserts; a unit that left may come back (its row
 * is reused, so the unit is never counted twice); a unit present already is refused. The unique
 * (meeting, unit) key makes concurrent check-ins of one unit agree: one wins, the rest refused.
 */
async function arrive(
  w: AgmmeetingWork,
  meetingId: string,
  unitId: string,
  arrival: Arrival,
): Promise<AttendanceRow> {
  const [inserted] = await w.tx
    .insert(agmAttendance)
    .values({
      ...arrival,
      communityId: w.scope.communityId,
      meetingId,
      unitId,
      recordedBy: w.actor,
      checkedInAt: w.now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const existing = (await attendanceRow(w.tx, w.scope, meetingId, unitId))!;
  if (existing.checkedOutAt === null) throw conflict('AGM_ALREADY_CHECKED_IN');
  const [back] = await w.tx
    .update(agmAttendance)
    .set({ ...arrival, recordedBy: w.actor, checkedInAt: w.now, checkedOutAt: null })
    .where(w.scope.owns(agmAttendance, eq(agmAttendance.id, existing.id)))
    .returning();
  return back!;
}

export async function checkIn(
  w: AgmmeetingWork,
  input: Pick<AgmCheckin, 'meetingID' | 'unitID' | 'mode'> & {
    attendeeUserID?: string | null;
    attendeeName?: string | null;
  },
): Promise<AgmAttendance> {
  const m = await meetingRow(w, input.meetingID, true);
  expectState(m, ...CHECKIN_STATES);
  const roll = await unitOnRoll(w, m.id, input.unitID);
  const attendee = attendeeOf(roll, input.attendeeUserID ?? null, input.attendeeName ?? null);
  const row = await arrive(w, m.id, roll.unitId, {
    mode: input.mode,
    attendeeUserId: attendee.userID,
    attendeeName: attendee.name,
    proxyHolderUserId: null,
    proxyHolderName: null,
    proxyHolderIdNo: null,
    proxyFormKey: null,
    instructions: [],
  });
  await storeMeetingFigures(w.tx, w.scope, m.id);
  w.touched.add(m.id);
  const out = toAttendance(w, row, roll);
  await auditAgm(w, 'attendance.checkin', out.attendanceID, out);
  return out;
}

/** The same person however the form spells them: their account, else their ID number, else their name. */
export function holderKeyOf(input: {
  holderUserID?: string | null;
  holderIdNo?: string | null;
  holderName: string;
}): string {
  if (input.holderUserID) return `user:${input.holderUserID}`;
  const idNo = input.holderIdNo?.replace(/[\s-]/g, '').toUpperCase();
  if (idNo) return `id:${idNo}`;
  return `name:${input.holderName.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

/** Keeps instructions for this meeting's items only, each once. */
async function meetingInstructions(w: AgmmeetingWork, meetingId: string, given: readonly AgmInstruction[]) {
  const items = new Set((await meetingItems(w, meetingId)).map((i) => i.id));
  const seen = new Set<string>();
  return given.filter((g) => items.has(g.itemID) && !seen.has(g.itemID) && seen.add(g.itemID));
}

/**
 * Checks a unit in by proxy. A holder takes at most AGM_PROXY_UNITS_MAX units (s.47); the slot is
 * taken in the same transaction as the attendance, so a refusal leaves neither.
 */
export async function registerProxy(
  w: AgmmeetingWork,
  input: Omit<AgmProxyInput, 'communityID'> & { formKey?: string | null; appointedBy?: RollOwner },
): Promise<AgmAttendance> {
  const m = await meetingRow(w, input.meetingID, true);
  expectState(m, ...CHECKIN_STATES);
  const roll = await unitOnRoll(w, m.id, input.unitID);
  const holderUserID = input.holderUserID ?? null;
  if (holderUserID && !(await isMember(w.tx, w.scope, holderUserID))) throw badRequest('VALIDATION_FAILED');
  const owner = input.appointedBy ?? attendeeOf(roll, null, null);
  const row = await arrive(w, m.id, roll.unitId, {
    mode: 'PROXY',
    attendeeUserId: owner.userID,
    attendeeName: owner.name,
    proxyHolderUserId: holderUserID,
    proxyHolderName: input.holderName,
    proxyHolderIdNo: input.holderIdNo ?? null,
    proxyFormKey: input.formKey ?? null,
    instructions: await meetingInstructions(w, m.id, (input.instructions ?? []) as AgmInstruction[]),
  });
  const holderName = holderUserID
    ? (await userName(w.tx, holderUserID)) || input.holderName
    : input.holderName;
  if (
    !(await takeProxySlot(w.tx, w.scope, m.id, holderKeyOf({ ...input, holderName }), AGM_PROXY_UNITS_MAX))
  ) {
    throw conflict('AGM_PROXY_LIMIT', { max: AGM_PROXY_UNITS_MAX });
  }
  await storeMeetingFigures(w.tx, w.scope, m.id);
  w.touched.add(m.id);
  const out = toAttendance(w, row, roll);
  await auditAgm(w, 'attendance.proxy', out.attendanceID, out);
  return out;
}

/** The unit leaves: later items no longer count its weight as present; decided items keep theirs. */
export async function checkOut(w: AgmmeetingWork, meetingId: string, unitId: string): Promise<AgmAttendance> {
  const m = await meetingRow(w, meetingId, true);
  expectState(m, ...CHECKIN_STATES);
  const roll = await unitOnRoll(w, m.id, unitId);
  const a = await attendanceRow(w.tx, w.scope, m.id, unitId);
  if (!a || a.checkedOutAt !== null) throw conflict('AGM_NOT_PRESENT');
  const [row] = await w.tx
    .update(agmAttendance)
    .set({ checkedOutAt: w.now })
    .where(w.scope.owns(agmAttendance, eq(agmAttendance.id, a.id)))
    .returning();
  await storeMeetingFigures(w.tx, w.scope, m.id);
  w.touched.add(m.id);
  const out = toAttendance(w, row!, roll);
  await auditAgm(w, 'attendance.checkout', out.attendanceID, out);
  return out;
}

export async function listAttendance(w: AgmmeetingWork, meetingId: string) {
  const m = await meetingRow(w, meetingId);
  const rows = await w.tx
    .select()
    .from(agmAttendance)
    .where(w.scope.owns(agmAttendance, eq(agmAttendance.meetingId, m.id)))
    .orderBy(asc(agmAttendance.checkedInAt));
  const roll = new Map((await rollRows(w.tx, w.scope, m.id)).map((r) => [r.unitId, r]));
  const out = rows.flatMap((a) => {
    const entry = roll.get(a.unitId);
    return entry ? [toAttendance(w, a, entry)] : [];
  });
  return { quorum: await quorumOf(w, m), attendance: out };
}
