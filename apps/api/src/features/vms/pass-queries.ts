import type { PassListQuery } from '@cc/contracts/vms-pass-inputs';
import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { decodeKey, pageOf } from '../../platform/http/keyset';
import { unitMembers, units } from '../../platform/residence/tables';
import { addDays, startOfLocalDay } from '../../platform/time/zone-clock';
import { notFound } from './refusals';
import { vmsPasses, vmsPassSettings, vmsVisits } from './tables';
import type { VmsWork } from './vms-work';

const p = vmsPasses;
export type PassRow = typeof p.$inferSelect & { unitNo: string };

const passes = (w: VmsWork, ...conditions: (SQL | undefined)[]) =>
  w.tx
    .select({ pass: p, unitNo: units.unitNo })
    .from(p)
    .innerJoin(units, eq(units.id, p.unitId))
    .where(w.scope.owns(p, ...conditions));

const flat = (rows: { pass: typeof p.$inferSelect; unitNo: string }[]): PassRow[] =>
  rows.map((r) => ({ ...r.pass, unitNo: r.unitNo }));

/** The units the caller lives in, as a subquery. */
const myUnits = (w: VmsWork) =>
  w.tx
    .select({ unitId: unitMembers.unitId })
    .from(unitMembers)
    .where(w.scope.owns(unitMembers, eq(unitMembers.userId, w.userId)));

/** Gate staff reach every pass; a resident only their units' (the rest read as unknown). */
const reachable = (w: VmsWork) => (w.isGate ? undefined : inArray(p.unitId, myUnits(w)));

export async function findPass(w: VmsWork, id: string): Promise<PassRow> {
  const [row] = flat(await passes(w, eq(p.id, id), reachable(w)));
  if (!row) throw notFound('VMS_PASS_NOT_FOUND');
  return row;
}

/** A pass of the community whoever asks: a signed token already proved the gate may read it. */
export async function passById(w: VmsWork, id: string): Promise<PassRow | undefined> {
  return flat(await passes(w, eq(p.id, id)))[0];
}

export async function insertPass(w: VmsWork, values: Omit<typeof p.$inferInsert, 'communityId'>) {
  const [row] = await w.tx
    .insert(p)
    .values({ ...values, communityId: w.scope.communityId })
    .returning({ id: p.id });
  return row!.id;
}

/** Passes made for a unit since `since` (cancelled ones count: a cancel does not refund the day). */
export async function passesSince(w: VmsWork, unitId: string, since: Date): Promise<number> {
  const [row] = await w.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(p)
    .where(w.scope.owns(p, eq(p.unitId, unitId), gte(p.createdAt, since)));
  return Number(row?.n ?? 0);
}

/**
 * Takes one entry of a pass, only if one is left, the window holds `at` and it is not
 * cancelled. Of many check-ins at once, each waits for the row lock of the one before and then
 * re-reads the condition, so the pass lets in exactly `entriesAllowed` visits.
 */
export async function takeEntry(w: VmsWork, id: string, at: Date): Promise<boolean> {
  const rows = await w.tx
    .update(p)
    .set({ entriesUsed: sql`${p.entriesUsed} + 1` })
    .where(
      w.scope.owns(
        p,
        eq(p.id, id),
        isNull(p.cancelledAt),
        lt(p.entriesUsed, p.entriesAllowed),
        lte(p.validFrom, at),
        gt(p.validTo, at),
      ),
    )
    .returning({ id: p.id });
  return rows.length === 1;
}

/** Cancels a pass still standing; false when it was already cancelled or used up. */
export async function markCancelled(w: VmsWork, id: string, reason: string | null): Promise<boolean> {
  const rows = await w.tx
    .update(p)
    .set({ cancelledAt: w.now, cancelledBy: w.userId, cancelReason: reason })
    .where(w.scope.owns(p, eq(p.id, id), isNull(p.cancelledAt), lt(p.entriesUsed, p.entriesAllowed)))
    .returning({ id: p.id });
  return rows.length === 1;
}

const stateIs = (state: PassListQuery['state'], now: Date): SQL | undefined => {
  const open = and(isNull(p.cancelledAt), lt(p.entriesUsed, p.entriesAllowed));
  switch (state) {
    case 'CANCELLED':
      return isNotNull(p.cancelledAt);
    case 'USED':
      return and(isNull(p.cancelledAt), gte(p.entriesUsed, p.entriesAllowed));
    case 'EXPIRED':
      return and(open, lte(p.validTo, now));
    case 'ACTIVE':
      return and(open, gt(p.validTo, now));
    default:
      return undefined;
  }
};

/** Passes by state, unit and the community days their window touches; newest made first. */
export async function listPasses(w: VmsWork, q: PassListQuery) {
  const key = decodeKey(q.lastKey, 2);
  const rows = flat(
    await passes(
      w,
      reachable(w),
      stateIs(q.state, w.now),
      q.unitID ? eq(p.unitId, q.unitID) : undefined,
      q.from ? gt(p.validTo, startOfLocalDay(q.from, w.timeZone)) : undefined,
      q.to ? lt(p.validFrom, startOfLocalDay(addDays(q.to, 1), w.timeZone)) : undefined,
      key ? sql`(${p.createdAt}, ${p.id}) < (${key[0]}::timestamptz, ${key[1]}::uuid)` : undefined,
    )
      .orderBy(desc(p.createdAt), desc(p.id))
      .limit(q.limit + 1),
  );
  return pageOf(rows, q.limit, (r) => [r.createdAt.toISOString(), r.id]);
}

/**
 * The community's pass setting, its row made on first use and locked for the rest of the
 * transaction when `lock`: pre-registrations of one community are counted one at a time, so
 * two at once cannot both take the day's last pass.
 */
export async function passSettingRow(w: VmsWork, lock = false) {
  await w.tx.insert(vmsPassSettings).values({ communityId: w.scope.communityId }).onConflictDoNothing();
  const read = w.tx.select().from(vmsPassSettings).where(w.scope.owns(vmsPassSettings));
  const [row] = lock ? await read.for('update') : await read;
  return row!;
}

export async function savePassSetting(
  w: VmsWork,
  set: { allowed: boolean; maxWindowHours: number; perUnitPerDay: number },
) {
  await passSettingRow(w);
  await w.tx
    .update(vmsPassSettings)
    .set({ ...set, updatedAt: w.now })
    .where(w.scope.owns(vmsPassSettings));
  return passSettingRow(w);
}

/** A visit's unit and photo keys, whoever asks (the photo route checks who may see it). */
export async function visitPhotos(w: VmsWork, visitId: string) {
  const [row] = await w.tx
    .select({ unitId: vmsVisits.unitId, face: vmsVisits.facePhoto, plate: vmsVisits.platePhoto })
    .from(vmsVisits)
    .where(w.scope.owns(vmsVisits, eq(vmsVisits.id, visitId)));
  return row;
}
