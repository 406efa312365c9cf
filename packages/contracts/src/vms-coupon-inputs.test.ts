import { describe, expect, it } from 'vitest';
import { COUPONS_AT_CHECKOUT_MAX, couponCodesSchema } from './vms-coupon-inputs';
import { checkoutSchema, feeCalculateSchema } from './vms-inputs';

const CODES = ['ABCDEFGH23', 'ABCDEFGH24', 'ABCDEFGH25', 'ABCDEFGH26', 'ABCDEFGH27', 'ABCDEFGH32'];

describe('coupons handed over at checkout', () => {
  it('takes none by default, and codes upper-cased and trimmed', () => {
    expect(couponCodesSchema.parse(undefined)).toEqual([]);
    expect(couponCodesSchema.parse([' abcdefgh23 '])).toEqual(['ABCDEFGH23']);
  });

  it(`takes at most ${COUPONS_AT_CHECKOUT_MAX}, each once, each a real code`, () => {
    expect(couponCodesSchema.safeParse(CODES.slice(0, 5)).success).toBe(true);
    expect(couponCodesSchema.safeParse(CODES).success).toBe(false);
    expect(couponCodesSchema.safeParse(['ABCDEFGH23', 'abcdefgh23']).success).toBe(false);
    expect(couponCodesSchema.safeParse(['ABCDEFGH01']).success).toBe(false);
    expect(couponCodesSchema.safeParse('ABCDEFGH23').success).toBe(false);
  });

  it('rides on checkout and the fee preview', () => {
    const communityID = 'riverside-condo';
    const visitID = '00000000-0000-4000-8000-000000000000';
    expect(checkoutSchema.parse({ communityID, visitID, couponCodes: ['abcdefgh23'] }).couponCodes).toEqual([
      'ABCDEFGH23',
    ]);
    expect(feeCalculateSchema.parse({ communityID, visitID }).couponCodes).toEqual([]);
  });
});
