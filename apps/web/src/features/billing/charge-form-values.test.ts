import { chargeSettingsSchema, DEFAULT_CHARGES } from '@cc/contracts/billing';
import { describe, expect, it } from 'vitest';
import { toChargeSettings, toChargeValues } from './charge-form-values';

describe('the charge form', () => {
  it('turns baht and percent into satang and basis points exactly, and back', () => {
    const c = {
      ...DEFAULT_CHARGES,
      commonFeeBasis: 'AREA' as const,
      commonFeeRateSatang: 3555,
      waterRateSatang: 1810,
      fixedLines: [{ description: 'ค่าขยะ', amountSatang: 4000 }],
    };
    const back = toChargeSettings(toChargeValues(c));
    expect(back).toEqual(c);
    expect(chargeSettingsSchema.safeParse(back).success).toBe(true);
    expect(toChargeSettings({ ...toChargeValues(c), commonFee: 0.29 }).commonFeeRateSatang).toBe(29);
  });
});
