import type { CouponSettingInput, OwnerSettingInput } from '@cc/contracts/vms-coupon-inputs';
import { validPromptPayID } from '../../platform/payment/promptpay-payload';
import {
  couponSetting,
  findOwner,
  type OwnerRow,
  saveCouponSetting,
  saveOwner,
  unitNoOf,
} from './coupon-owner-queries';
import { badRequest, notFound } from './refusals';
import type { VmsWork } from './vms-work';

/** The setting as answered: zeros and nulls until the office sets it. */
export async function settingView(w: VmsWork) {
  const row = await couponSetting(w);
  return {
    pricePerHourSatang: row?.pricePerHourSatang ?? 0,
    validityDays: row?.validityDays ?? 0,
    payeeKind: row?.payeeKind ?? null,
    payeeID: row?.payeeId ?? null,
    payeeName: row?.payeeName ?? null,
  };
}

export async function updateSetting(w: VmsWork, input: CouponSettingInput) {
  const payeeId = input.payeeID.replace(/[\s-]/g, '');
  if (!validPromptPayID(input.payeeKind, payeeId)) throw badRequest('VMS_COUPON_BAD_PAYEE');
  await saveCouponSetting(w, {
    pricePerHourSatang: input.pricePerHourSatang,
    validityDays: input.validityDays,
    payeeKind: input.payeeKind,
    payeeId,
    payeeName: input.payeeName || null,
  });
  return settingView(w);
}

export const toOwner = (row: OwnerRow) => ({
  unitID: row.unitId,
  unitNo: row.unitNo,
  canOrder: row.canOrder,
  discountPercent: row.discountPercent,
  monthlyQuota: row.monthlyQuota,
});

export async function setOwner(w: VmsWork, input: OwnerSettingInput) {
  if (!(await unitNoOf(w, input.unitID))) throw notFound('VMS_UNIT_NOT_FOUND');
  await saveOwner(w, input.unitID, {
    canOrder: input.canOrder,
    discountPercent: input.discountPercent,
    monthlyQuota: input.monthlyQuota,
  });
  return toOwner((await findOwner(w, input.unitID))!);
}
