import { BATCH_ACTIONS, BATCH_MOVES, BATCH_STATES, type BatchAction } from '@cc/contracts/vms-coupon-batch';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { nextBatchState } from './coupon-batch-state';
import { C, type CouponKit, couponKit, DUE } from './coupon-test-kit';
import { vmsRefusals } from './refusals';

/** Each batch action as the API takes it, by whom would be allowed to do it. */
const CALLS: Record<
  Exclude<BatchAction, 'create'>,
  (k: CouponKit, batchID: string) => ReturnType<CouponKit['post']>
> = {
  update: (k, batchID) => k.post(k.resident, `${C}/update-batch`, { batchID, count: 2, hours: 1 }),
  requestPayment: (k, batchID) =>
    k.post(k.staff, `${C}/waiting-payment/create`, { batchID, amountSatang: 500, dueDate: DUE }),
  updatePayment: (k, batchID) =>
    k.post(k.staff, `${C}/waiting-payment/update`, {
      batchID,
      amountSatang: 400,
      dueDate: DUE,
      reason: 'ลดราคา',
    }),
  uploadSlip: (k, batchID) => k.slip(k.resident, batchID),
  approve: (k, batchID) => k.post(k.staff, `${C}/review-batch`, { batchID, decision: 'APPROVE' }),
  reject: (k, batchID) =>
    k.post(k.staff, `${C}/review-batch`, { batchID, decision: 'REJECT', reason: 'ไม่ชัด' }),
  cancel: (k, batchID) => k.post(k.staff, `${C}/cancel-batch`, { batchID, reason: 'ยกเลิก' }),
};

describe('every batch state × action through the API', () => {
  for (const state of BATCH_STATES) {
    apiTest(
      `from ${state}: allowed moves land where nextBatchState says, the rest are 409 naming ${state}`,
      async ({ api, community }) => {
        const k = await couponKit(api, community);
        for (const action of BATCH_ACTIONS.filter((a) => a !== 'create')) {
          const batch = await k.batch(state, 1);
          const res = await CALLS[action as Exclude<BatchAction, 'create'>](k, batch.batchID);
          const expected = nextBatchState(state, { type: action, reason: 'x' });
          if (expected.ok) {
            expect(res.statusCode, `${state} ${action}: ${res.body}`).toBe(200);
            expect(res.json().data.state).toBe(BATCH_MOVES[action].to);
            const last = res.json().data.timeline.at(-1);
            expect(last).toMatchObject({
              action,
              from: state,
              to: BATCH_MOVES[action].to,
              by: expect.any(String),
            });
          } else {
            // Worded, never the code word: "Cannot approve a coupon batch that is created".
            const words = vmsRefusals.inLanguage('en', `VMS_COUPON_STATE_${state}`);
            expectRefusal(res, 409, 'VMS_COUPON_MOVE_NOT_ALLOWED', new RegExp(`that is ${words}$`));
            const after = (await k.get(k.staff, `${C}/info-batch`, { batchID: batch.batchID })).json().data;
            expect(after.state).toBe(state);
          }
        }
      },
    );
  }
});
