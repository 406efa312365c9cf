import { OVERSTAY_MINUTES_DEFAULT } from '@cc/contracts/vms-records';
import { asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { units } from '../../platform/residence/tables';
import { vmsSettings, vmsStamps, vmsVisits } from './tables';

const v = vmsVisits;

/** What a report reads with: the community's rows, its zone, and the instant "still inside" is measured to. */
export interface ReportWork {
  tx: Executor;
  scope: CommunityScope;
  timeZone: string;
  now: Date;
}

/** The instants a range of community days covers: [start of `from`, start of the day after `to`). */
export interface Span {
  start: Date;
  end: Date;
}

export async function overstayMinutesOf(w: ReportWork): Promise<number> {
  const [row] = await w.tx
    .select({ minutes: vmsSettings.overstayMinutes })
    .from(vmsSettings)
    .where(w.scope.owns(vmsSettings));
  return row?.minutes ?? OVERSTAY_MINUTES_DEFAULT;
}

/**
 * The range's visits counted by (entry day, visitor type, vehicle type, payment method): one
 * range scan of vms_visits_in_idx (community, checked_in_at), folded into the report by the caller.
 */
export async function visitGroups(w: ReportWork, span: Span, overstayMinutes: number) {
  const day = sql<string>`to_char(${v.checkedInAt} at time zone ${w.timeZone}, 'YYYY-MM-DD')`;
  const stayedTooLong = sql`coalesce(${v.checkedOutAt}, ${w.now.toISOString()}::timestamptz) - ${v.checkedInAt}
    > make_interval(mins => ${overstayMinutes}::int)`;
  const rows = await w.tx
    .select({
      day,
      visitorType: v.visitorType,
      vehicleType: v.vehicleType,
      paymentMethod: v.paymentMethod,
      visits: sql<number>`count(*)::int`,
      feeSatang: sql<string>`coalesce(sum(${v.feeSatang}), 0)::bigint`,
      forcedOut: sql<number>`(count(*) filter (where ${v.forcedOutReason} is not null))::int`,
      inside: sql<number>`(count(*) filter (where ${v.checkedOutAt} is null))::int`,
      overstays: sql<number>`(count(*) filter (where ${stayedTooLong}))::int`,
    })
    .from(v)
    .where(w.scope.owns(v, gte(v.checkedInAt, span.start), lt(v.checkedInAt, span.end)))
    // By position: the day's expression carries the zone as a parameter, which a repeat would not match.
    .groupBy(sql`1, 2, 3, 4`);
  return rows.map((r) => ({
    ...r,
    visits: Number(r.visits),
    feeSatang: Number(r.feeSatang),
    forcedOut: Number(r.forcedOut),
    inside: Number(r.inside),
    overstays: Number(r.overstays),
  }));
}
export type VisitGroup = Awaited<ReturnType<typeof visitGroups>>[number];

/** Stamps still standing on a visit. */
const standingStamps = sql<number>`(select count(*)::int from ${vmsStamps}
  where ${vmsStamps.visitId} = ${v.id} and ${vmsStamps.cancelledAt} is null)`;

/** How many visits one read of the sheet takes: bounded memory per round trip, few round trips. */
export const SHEET_BATCH = 5_000;

/**
 * The range's visits for the sheet, oldest first, `SHEET_BATCH` at a time on the keyset
 * (checked_in_at, id) of vms_visits_in_idx; `after` is the last row of the previous batch.
 */
export async function sheetBatch(w: ReportWork, span: Span, after?: { at: Date; id: string }) {
  const rows = await w.tx
    .select({
      id: v.id,
      slipCode: v.slipCode,
      checkedInAt: v.checkedInAt,
      checkedOutAt: v.checkedOutAt,
      name: v.name,
      phone: v.phone,
      visitorType: v.visitorType,
      vehicleType: v.vehicleType,
      plate: v.plate,
      province: v.province,
      unitNo: units.unitNo,
      purpose: v.purpose,
      idType: v.idType,
      idLast4: v.idLast4,
      badge: v.badge,
      stamps: standingStamps,
      feeSatang: v.feeSatang,
      paymentMethod: v.paymentMethod,
      waiveReason: v.waiveReason,
      forcedOutReason: v.forcedOutReason,
    })
    .from(v)
    .innerJoin(units, eq(units.id, v.unitId))
    .where(
      w.scope.owns(
        v,
        gte(v.checkedInAt, span.start),
        lt(v.checkedInAt, span.end),
        after
          ? sql`(${v.checkedInAt}, ${v.id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(v.checkedInAt), asc(v.id))
    .limit(SHEET_BATCH);
  return rows.map((r) => ({ ...r, stamps: Number(r.stamps) }));
}
export type SheetVisit = Awaited<ReturnType<typeof sheetBatch>>[number];

/** Every visit of the span, read in batches. */
export async function sheetVisits(w: ReportWork, span: Span): Promise<SheetVisit[]> {
  const out: SheetVisit[] = [];
  for (;;) {
    const last = out.at(-1);
    const batch = await sheetBatch(w, span, last && { at: last.checkedInAt, id: last.id });
    out.push(...batch);
    if (batch.length < SHEET_BATCH) return out;
  }
}
