import { RECYCLING_BACKDATE_DAYS_MAX, type RecyclingRecord, weighInWorth } from '@cc/contracts/recycling';
import { recordAudit } from '../../platform/audit/record-audit';
import { addDays, localDate } from '../../platform/time/zone-clock';
import { addToBalance, addToDailyTotals, findRecord, markCancelled, unitNoOf } from './record-queries';
import { findKind } from './recycling-queries';
import type { RecyclingWork } from './recycling-work';
import { badRequest, conflict } from './refusals';
import { recyclingRecords } from './tables';

export interface WeighInInput {
  unitId: string;
  kindId: string;
  grams: number;
  day?: string;
  note: string;
}

/** The community day a weigh-in counts for: today, or an earlier day of the last month. */
function dayOf(w: RecyclingWork, asked: string | undefined): string {
  const today = localDate(w.now, w.timeZone);
  if (!asked) return today;
  if (asked > today) throw badRequest('RECYCLING_DAY_IN_FUTURE');
  if (asked < addDays(today, -RECYCLING_BACKDATE_DAYS_MAX)) {
    throw badRequest('RECYCLING_DAY_TOO_OLD', { days: RECYCLING_BACKDATE_DAYS_MAX });
  }
  return asked;
}

/**
 * A weigh-in priced at the kind's current rates (read under a share lock, so a rate change in
 * flight lands wholly before or after it), the unit's balance and the day's totals raised in the same transaction.
 */
export async function recordWeighIn(w: RecyclingWork, input: WeighInInput): Promise<RecyclingRecord> {
  const day = dayOf(w, input.day);
  const kind = await findKind(w.tx, w.scope, input.kindId, true);
  if (!kind.active) throw conflict('RECYCLING_KIND_RETIRED');
  await unitNoOf(w.tx, w.scope, input.unitId);
  const worth = weighInWorth(input.grams, kind);
  const [row] = await w.tx
    .insert(recyclingRecords)
    .values({
      communityId: w.scope.communityId,
      unitId: input.unitId,
      kindId: kind.id,
      grams: input.grams,
      satangPerKg: kind.satangPerKg,
      pointsPerKg: kind.pointsPerKg,
      ...worth,
      day,
      weighedAt: w.now,
      note: input.note,
      recordedBy: w.userId,
    })
    .returning({ id: recyclingRecords.id });
  const added = { ...worth, grams: input.grams, weighIns: 1 };
  await addToBalance(w.tx, w.scope, input.unitId, added, w.now);
  await addToDailyTotals(w.tx, w.scope, { day, kindId: kind.id }, added);
  const record = await findRecord(w.tx, w.scope, row!.id);
  await recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: 'recycling.record.create',
    target: record.recordID,
    after: record,
  });
  return record;
}

/**
 * Cancels a weigh-in entered wrongly: the record stays, marked with who, when and why, and the
 * unit's balance loses what it earned. A second cancel (or two at once) is refused.
 */
export async function cancelWeighIn(
  w: RecyclingWork,
  recordId: string,
  reason: string,
): Promise<RecyclingRecord> {
  const before = await findRecord(w.tx, w.scope, recordId);
  const row = await markCancelled(w.tx, w.scope, recordId, { userId: w.userId, reason, at: w.now });
  if (!row) throw conflict('RECYCLING_RECORD_CANCELLED');
  const back = { points: -row.points, grams: -row.grams, satang: -row.satang, weighIns: -1 };
  await addToBalance(w.tx, w.scope, row.unitId, back, null);
  await addToDailyTotals(w.tx, w.scope, { day: row.day, kindId: row.kindId }, back);
  const record = await findRecord(w.tx, w.scope, recordId);
  await recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: 'recycling.record.cancel',
    target: recordId,
    before,
    after: record,
  });
  return record;
}
