import { z } from 'zod';

/**
 * A batch of parking coupons a unit buys from the office: the office creates it, asks for
 * payment, the resident uploads a slip, the office approves it (coupons usable) or rejects the
 * slip (back to waiting for payment). It can be cancelled until it is reviewed; REVIEWED and
 * CANCELLED are final. The console reads this table to offer only the actions a batch allows;
 * the API's `nextBatchState` answers from the same table, so the two never disagree.
 */
export const BATCH_STATES = [
  'CREATED',
  'WAITING_PAYMENT',
  'WAITING_VERIFY',
  'REVIEWED',
  'CANCELLED',
] as const;
export type BatchState = (typeof BATCH_STATES)[number];

export const BATCH_ACTIONS = [
  'create',
  'update',
  'requestPayment',
  'updatePayment',
  'uploadSlip',
  'approve',
  'reject',
  'cancel',
] as const;
export type BatchAction = (typeof BATCH_ACTIONS)[number];

/** `null` is a batch not yet created: only `create` starts from it. */
export const BATCH_MOVES: Record<BatchAction, { from: readonly (BatchState | null)[]; to: BatchState }> = {
  create: { from: [null], to: 'CREATED' },
  update: { from: ['CREATED'], to: 'CREATED' },
  requestPayment: { from: ['CREATED'], to: 'WAITING_PAYMENT' },
  updatePayment: { from: ['WAITING_PAYMENT'], to: 'WAITING_PAYMENT' },
  uploadSlip: { from: ['WAITING_PAYMENT'], to: 'WAITING_VERIFY' },
  approve: { from: ['WAITING_VERIFY'], to: 'REVIEWED' },
  reject: { from: ['WAITING_VERIFY'], to: 'WAITING_PAYMENT' },
  cancel: { from: ['CREATED', 'WAITING_PAYMENT', 'WAITING_VERIFY'], to: 'CANCELLED' },
};

/** Actions that change money or end a batch say why, for the resident and the audit log. */
export const BATCH_REASONED_ACTIONS: readonly BatchAction[] = ['updatePayment', 'reject', 'cancel'];
export const BATCH_REASON_MAX = 500;

export const batchStateSchema = z.enum(BATCH_STATES);
export const batchActionSchema = z.enum(BATCH_ACTIONS, {
  error: `Action must be one of ${BATCH_ACTIONS.join(', ')}`,
});
export const batchReasonSchema = z
  .string({ error: 'Give a reason' })
  .trim()
  .min(1, 'Give a reason')
  .max(BATCH_REASON_MAX, `A reason is at most ${BATCH_REASON_MAX} characters`);
