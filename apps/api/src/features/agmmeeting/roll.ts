import { AGM_ONE_VOTE, type AgmRollEntry, type AgmRollSummary } from '@cc/contracts/agmmeeting';
import type { rollUpdateSchema } from '@cc/contracts/agmmeeting-inputs';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type AgmmeetingWork, auditAgm } from './agmmeeting-work';
import { unitsInArrears } from './arrears';
import { meetingRow } from './meeting-queries';
import { conflict, notFound } from './refusals';
import { directoryUnits, rollEntry, rollRows, rollTotals, storeMeetingFigures } from './roll-queries';
import { capDominantOwner, ratioToMillionths } from './rule-math';
import { communityTypeOf } from './rule-queries';
import { agmAttendance, agmMeetings, agmRoll } from './tables';

/** Refuses once the meeting opened: the roll it votes with is fixed then. */
function expectRollOpen(m: { state: string }) {
  if (m.state !== 'DRAFT' && m.state !== 'NOTICE_SENT') throw conflict('AGM_ROLL_LOCKED');
}

async function summary(w: AgmmeetingWork, meetingId: string, takenAt: Date | null): Promise<AgmRollSummary> {
  const t = await rollTotals(w.tx, w.scope, meetingId);
  return {
    meetingID: meetingId,
    takenAt: takenAt?.toISOString() ?? null,
    units: t.units,
    eligibleUnits: t.all.units,
    totalWeight: t.all.weight.toString(),
    directoryWeight: t.directoryWeight.toString(),
  };
}

/** A unit's weight after overrides and the s.45 cap, recomputed over the whole roll. */
async function reweigh(w: AgmmeetingWork, meetingId: string) {
  const rows = await rollRows(w.tx, w.scope, meetingId);
  const type = await communityTypeOf(w.tx, w.scope.communityId);
  const base = rows.map((r) => ({
    unitId: r.unitId,
    ownerKey: r.owners.length
      ? r.owners
          .map((o) => o.userID ?? o.name)
          .sort()
          .join('|')
      : `unit:${r.unitId}`,
    weight: r.eligible ? (r.overrideWeight ?? r.directoryWeight) : 0n,
  }));
  // One vote per plot in a village; the cap is the Condominium Act's.
  const capped = type === 'CONDO' ? capDominantOwner(base) : new Map(base.map((b) => [b.unitId, b.weight]));
  for (const r of rows) {
    const uncapped = r.overrideWeight ?? r.directoryWeight;
    const weight = capped.get(r.unitId)!;
    const next = { weight: r.eligible ? weight : uncapped, capped: r.eligible && weight !== uncapped };
    if (next.weight !== r.weight || next.capped !== r.capped) {
      await w.tx
        .update(agmRoll)
        .set(next)
        .where(w.scope.owns(agmRoll, and(eq(agmRoll.meetingId, meetingId), eq(agmRoll.unitId, r.unitId))));
    }
  }
}

/**
 * Takes (or refreshes, until the meeting opens) the roll from the directory: each unit's owners
 * and ratio in millionths (a village plot: one vote). A refresh keeps the overrides and the
 * ineligibility staff set, for units still in the directory. In a condominium a unit whose fees are
 * six months or more overdue on the meeting's day is not eligible (FEES_OVERDUE), read again at
 * every refresh, so a unit that paid meanwhile votes again.
 */
export async function takeRoll(w: AgmmeetingWork, meetingId: string): Promise<AgmRollSummary> {
  const m = await meetingRow(w, meetingId, true);
  expectRollOpen(m);
  const type = await communityTypeOf(w.tx, w.scope.communityId);
  const kept = new Map((await rollRows(w.tx, w.scope, m.id)).map((r) => [r.unitId, r]));
  await w.tx.delete(agmRoll).where(w.scope.owns(agmRoll, eq(agmRoll.meetingId, m.id)));
  const units = await directoryUnits(w.tx, w.scope);
  const arrears = type === 'CONDO' ? await unitsInArrears(w, m.startsAt) : new Set<string>();
  const values = units.map((u) => {
    const directoryWeight = type === 'VILLAGE' ? BigInt(AGM_ONE_VOTE) : ratioToMillionths(u.ownershipRatio);
    const before = kept.get(u.unitId);
    const staffSaid = before?.ineligibleReason === 'OVERRIDE';
    const overdue = arrears.has(u.unitId);
    return {
      communityId: w.scope.communityId,
      meetingId: m.id,
      unitId: u.unitId,
      unitNo: u.unitNo,
      owners: u.owners.map((o) => ({ userID: o.userID, name: o.name })),
      directoryWeight,
      overrideWeight: before?.overrideWeight ?? null,
      weight: before?.overrideWeight ?? directoryWeight,
      eligible: staffSaid ? false : !overdue,
      ineligibleReason: staffSaid ? ('OVERRIDE' as const) : overdue ? ('FEES_OVERDUE' as const) : null,
      overrideReason: before?.overrideReason ?? null,
    };
  });
  for (let i = 0; i < values.length; i += 500) await w.tx.insert(agmRoll).values(values.slice(i, i + 500));
  await reweigh(w, m.id);
  await storeMeetingFigures(w.tx, w.scope, m.id);
  await w.tx
    .update(agmMeetings)
    .set({ rollTakenAt: w.now, updatedAt: w.now })
    .where(w.scope.owns(agmMeetings, eq(agmMeetings.id, m.id)));
  w.touched.add(m.id);
  const out = await summary(w, m.id, w.now);
  await auditAgm(w, 'roll.snapshot', m.id, out);
  return out;
}

type RollRow = Awaited<ReturnType<typeof rollRows>>[number];
const toEntry = (r: RollRow, attendance: Map<string, typeof agmAttendance.$inferSelect>): AgmRollEntry => {
  const a = attendance.get(r.unitId);
  const present = a !== undefined && a.checkedOutAt === null;
  return {
    unitID: r.unitId,
    unitNo: r.unitNo,
    owners: r.owners,
    directoryWeight: r.directoryWeight.toString(),
    weight: r.weight.toString(),
    capped: r.capped,
    eligible: r.eligible,
    ineligibleReason: r.ineligibleReason,
    overrideReason: r.overrideReason,
    present,
    attendanceMode: present ? a.mode : null,
  };
};

async function attendanceByUnit(w: AgmmeetingWork, meetingId: string) {
  const rows = await w.tx
    .select()
    .from(agmAttendance)
    .where(w.scope.owns(agmAttendance, eq(agmAttendance.meetingId, meetingId)));
  return new Map(rows.map((a) => [a.unitId, a]));
}

export async function listRoll(w: AgmmeetingWork, meetingId: string, search?: string) {
  const m = await meetingRow(w, meetingId);
  const attendance = await attendanceByUnit(w, m.id);
  const entries = (await rollRows(w.tx, w.scope, m.id, search)).map((r) => toEntry(r, attendance));
  return { ...(await summary(w, m.id, m.rollTakenAt)), entries };
}

/** Eligibility or a weight override, with the reason (audited); until the meeting opens. */
export async function updateRoll(
  w: AgmmeetingWork,
  input: z.output<typeof rollUpdateSchema>,
): Promise<AgmRollEntry> {
  const m = await meetingRow(w, input.meetingID, true);
  expectRollOpen(m);
  const before = await rollEntry(w.tx, w.scope, m.id, input.unitID);
  if (!before) throw notFound('AGM_UNIT_NOT_ON_ROLL');
  const eligible = input.eligible ?? before.eligible;
  const overrideWeight =
    input.weight === undefined ? before.overrideWeight : input.weight === null ? null : BigInt(input.weight);
  await w.tx
    .update(agmRoll)
    .set({
      eligible,
      // A weight change alone keeps why the unit may not vote (arrears stay arrears).
      ineligibleReason: eligible ? null : input.eligible === undefined ? before.ineligibleReason : 'OVERRIDE',
      overrideWeight,
      overrideReason: input.reason,
    })
    .where(w.scope.owns(agmRoll, and(eq(agmRoll.meetingId, m.id), eq(agmRoll.unitId, input.unitID))));
  await reweigh(w, m.id);
  await storeMeetingFigures(w.tx, w.scope, m.id);
  w.touched.add(m.id);
  const after = (await rollEntry(w.tx, w.scope, m.id, input.unitID))!;
  const entry = toEntry(after, await attendanceByUnit(w, m.id));
  await auditAgm(w, 'roll.update', `${m.id}/${input.unitID}`, entry, {
    eligible: before.eligible,
    weight: before.weight.toString(),
    overrideWeight: before.overrideWeight?.toString() ?? null,
  });
  return entry;
}
