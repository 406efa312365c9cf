import type { FeeBreakdown } from '@cc/contracts/vms-ops';

/**
 * A fee breakdown as the lines a guard reads out and a receipt prints: each a key of the `desk`
 * namespace's `fee` group, its values, and an amount in satang when the line costs something.
 * The lines add up to the total: hourly days, the overnight fee and the lost-slip fee; stamps and
 * coupons are named with the free time they gave, their worth already taken off the hours.
 */
export interface FeeLine {
  key: string;
  values: Record<string, string | number>;
  satang: number | null;
}

export function feeLines(fee: FeeBreakdown): FeeLine[] {
  const lines: FeeLine[] = [];
  if (fee.vehicleType === null) return [{ key: 'fee.noVehicle', values: {}, satang: 0 }];
  if (fee.withinGrace)
    lines.push({ key: 'fee.withinGrace', values: { minutes: fee.stayMinutes }, satang: null });
  if (fee.stamps > 0) {
    lines.push({
      key: 'fee.stamps',
      values: { count: fee.stamps, minutes: fee.freeMinutesUsed },
      satang: null,
    });
  }
  if (fee.coupons > 0) {
    lines.push({
      key: 'fee.coupons',
      values: { count: fee.coupons, hours: fee.couponHours },
      satang: null,
    });
  }
  for (const d of fee.days) {
    if (d.hours === 0 && d.satang === 0) continue;
    lines.push({
      key: d.capApplied ? 'fee.dayCapped' : 'fee.day',
      values: { date: d.date, hours: d.hours },
      satang: d.satang,
    });
  }
  if (fee.overnightSatang > 0) lines.push({ key: 'fee.overnight', values: {}, satang: fee.overnightSatang });
  if (fee.lostSlipSatang > 0) lines.push({ key: 'fee.lostSlip', values: {}, satang: fee.lostSlipSatang });
  return lines;
}
