import type { ChargeSettings } from '@cc/contracts/billing';

/** The charge form works in baht and percent; the API in satang and basis points. */
export interface ChargeValues {
  commonFeeBasis: ChargeSettings['commonFeeBasis'];
  commonFee: number;
  water: number;
  power: number;
  parking: number;
  fixedLines: { description: string; amount: number }[];
  roundWholeBaht: boolean;
  dueDay: number;
  latePercent: number;
  lateAfterSixPercent: number;
}

/** Baht with at most two decimals to satang, exactly (the form's inputs hold two decimals). */
const toSatang = (baht: number | null | undefined) => Math.round((baht ?? 0) * 100);

export const toChargeValues = (c: ChargeSettings): ChargeValues => ({
  commonFeeBasis: c.commonFeeBasis,
  commonFee: c.commonFeeRateSatang / 100,
  water: c.waterRateSatang / 100,
  power: c.powerRateSatang / 100,
  parking: c.parkingRateSatang / 100,
  fixedLines: c.fixedLines.map((f) => ({ description: f.description, amount: f.amountSatang / 100 })),
  roundWholeBaht: c.roundWholeBaht,
  dueDay: c.dueDay,
  latePercent: c.lateRateBp / 100,
  lateAfterSixPercent: c.lateRateAfterSixMonthsBp / 100,
});

export const toChargeSettings = (v: ChargeValues): ChargeSettings => ({
  commonFeeBasis: v.commonFeeBasis,
  commonFeeRateSatang: toSatang(v.commonFee),
  waterRateSatang: toSatang(v.water),
  powerRateSatang: toSatang(v.power),
  parkingRateSatang: toSatang(v.parking),
  fixedLines: (v.fixedLines ?? []).map((f) => ({
    description: f.description.trim(),
    amountSatang: toSatang(f.amount),
  })),
  roundWholeBaht: !!v.roundWholeBaht,
  dueDay: v.dueDay,
  lateRateBp: toSatang(v.latePercent),
  lateRateAfterSixMonthsBp: toSatang(v.lateAfterSixPercent),
});
