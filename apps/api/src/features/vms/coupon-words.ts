import type { BatchAction, BatchState } from '@cc/contracts/vms-coupon-batch';
import type { Coupon } from '@cc/contracts/vms-coupon-records';
import { vmsRefusals } from './refusals';

/**
 * A batch's state and action, and a coupon's state, as phrases worded in the reader's language
 * (refusal-texts/<lang>.ts), so a refusal or a sheet never shows a code word.
 */
export const batchStateName = (state: BatchState | null) =>
  vmsRefusals.phrase(state ? `VMS_COUPON_STATE_${state}` : 'VMS_COUPON_STATE_NONE');

const ACTION_CODES = {
  create: 'VMS_COUPON_ACTION_CREATE',
  update: 'VMS_COUPON_ACTION_UPDATE',
  requestPayment: 'VMS_COUPON_ACTION_REQUEST_PAYMENT',
  updatePayment: 'VMS_COUPON_ACTION_UPDATE_PAYMENT',
  uploadSlip: 'VMS_COUPON_ACTION_UPLOAD_SLIP',
  approve: 'VMS_COUPON_ACTION_APPROVE',
  reject: 'VMS_COUPON_ACTION_REJECT',
  cancel: 'VMS_COUPON_ACTION_CANCEL',
} as const satisfies Record<BatchAction, string>;

export const batchActionName = (action: BatchAction) => vmsRefusals.phrase(ACTION_CODES[action]);

export const COUPON_STATE_CODES = {
  USABLE: 'VMS_COUPON_IS_USABLE',
  USED: 'VMS_COUPON_IS_USED',
  CANCELLED: 'VMS_COUPON_IS_CANCELLED',
  EXPIRED: 'VMS_COUPON_IS_EXPIRED',
} as const satisfies Record<Coupon['state'], string>;
