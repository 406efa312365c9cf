import {
  BATCH_MOVES,
  BATCH_REASONED_ACTIONS,
  type BatchAction,
  type BatchState,
} from '@cc/contracts/vms-coupon-batch';

/**
 * The one place a coupon batch's state changes are decided. Pure and total: every (state,
 * action) pair answers either the next state or a refusal that names the state the batch is in,
 * so a route turns it into a 409 with words a person can act on, and never has to guess.
 * A move not allowed is reported before a missing reason: fixing the reason would not help.
 */
export interface BatchMove {
  type: BatchAction;
  reason?: string | null;
}

export type BatchRefusalCode = 'BATCH_MOVE_NOT_ALLOWED' | 'BATCH_REASON_REQUIRED';

export type BatchMoveResult =
  | { ok: true; state: BatchState }
  | { ok: false; code: BatchRefusalCode; state: BatchState | null; action: BatchAction; message: string };

const STATE_WORDS: Record<BatchState, string> = {
  CREATED: 'created',
  WAITING_PAYMENT: 'waiting for payment',
  WAITING_VERIFY: 'waiting for its slip to be verified',
  REVIEWED: 'reviewed',
  CANCELLED: 'cancelled',
};

const ACTION_WORDS: Record<BatchAction, string> = {
  create: 'create',
  update: 'edit',
  requestPayment: 'request payment for',
  updatePayment: 'change the payment of',
  uploadSlip: 'upload a slip for',
  approve: 'approve',
  reject: 'reject the slip of',
  cancel: 'cancel',
};

export function nextBatchState(state: BatchState | null, move: BatchMove): BatchMoveResult {
  const { type: action } = move;
  const rule = BATCH_MOVES[action];
  if (!rule.from.includes(state)) {
    const message =
      state === null
        ? `Cannot ${ACTION_WORDS[action]} a coupon batch that does not exist yet`
        : `Cannot ${ACTION_WORDS[action]} a coupon batch that is ${STATE_WORDS[state]}`;
    return { ok: false, code: 'BATCH_MOVE_NOT_ALLOWED', state, action, message };
  }
  if (BATCH_REASONED_ACTIONS.includes(action) && !move.reason?.trim()) {
    const message = `Give a reason to ${ACTION_WORDS[action]} a coupon batch`;
    return { ok: false, code: 'BATCH_REASON_REQUIRED', state, action, message };
  }
  return { ok: true, state: rule.to };
}
