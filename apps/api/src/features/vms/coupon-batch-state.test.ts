import {
  BATCH_ACTIONS,
  BATCH_REASONED_ACTIONS,
  BATCH_STATES,
  type BatchAction,
  type BatchState,
} from '@cc/contracts/vms-coupon-batch';
import { describe, expect, it } from 'vitest';
import { nextBatchState } from './coupon-batch-state';

/**
 * Every state (and "not yet created") against every action, written out so a reader checks the
 * rules at a glance. '-' is a refusal. Columns follow BATCH_ACTIONS:
 * create, update, requestPayment, updatePayment, uploadSlip, approve, reject, cancel.
 */
const C = 'CREATED';
const WP = 'WAITING_PAYMENT';
const WV = 'WAITING_VERIFY';
const R = 'REVIEWED';
const X = 'CANCELLED';
const expected: Record<BatchState | 'NONE', readonly (BatchState | '-')[]> = {
  NONE: [C, '-', '-', '-', '-', '-', '-', '-'],
  CREATED: ['-', C, WP, '-', '-', '-', '-', X],
  WAITING_PAYMENT: ['-', '-', '-', WP, WV, '-', '-', X],
  WAITING_VERIFY: ['-', '-', '-', '-', '-', R, WP, X],
  REVIEWED: ['-', '-', '-', '-', '-', '-', '-', '-'],
  CANCELLED: ['-', '-', '-', '-', '-', '-', '-', '-'],
};

const states = [null, ...BATCH_STATES] as const;
const pairs = states.flatMap((state) => BATCH_ACTIONS.map((action, i) => ({ state, action, i })));

describe('coupon batch state machine', () => {
  it('covers every state and action', () => {
    expect(Object.keys(expected).length).toBe(states.length);
    for (const row of Object.values(expected)) expect(row).toHaveLength(BATCH_ACTIONS.length);
    expect(pairs).toHaveLength(6 * 8);
  });

  it.each(pairs)('$state x $action', ({ state, action, i }) => {
    const want = expected[state ?? 'NONE'][i];
    const result = nextBatchState(state, { type: action, reason: 'the resident asked' });
    if (want === '-') {
      expect(result).toMatchObject({ ok: false, code: 'BATCH_MOVE_NOT_ALLOWED', state, action });
      if (result.ok) return;
      if (state) expect(result.message).toMatch(/^Cannot .+ a coupon batch that is /);
      else expect(result.message).toMatch(/does not exist yet$/);
    } else {
      expect(result).toEqual({ ok: true, state: want });
    }
  });

  it('names the current state in a refusal', () => {
    expect(nextBatchState('WAITING_PAYMENT', { type: 'approve' })).toMatchObject({
      ok: false,
      state: 'WAITING_PAYMENT',
      message: 'Cannot approve a coupon batch that is waiting for payment',
    });
    expect(nextBatchState('REVIEWED', { type: 'cancel', reason: 'late' })).toMatchObject({
      message: 'Cannot cancel a coupon batch that is reviewed',
    });
  });

  const reasoned: [BatchState, BatchAction][] = [
    ['WAITING_PAYMENT', 'updatePayment'],
    ['WAITING_VERIFY', 'reject'],
    ['CREATED', 'cancel'],
    ['WAITING_PAYMENT', 'cancel'],
    ['WAITING_VERIFY', 'cancel'],
  ];
  it.each(reasoned)('%s x %s needs a reason', (state, action) => {
    expect(BATCH_REASONED_ACTIONS).toContain(action);
    for (const reason of [undefined, null, '', '   ']) {
      expect(nextBatchState(state, { type: action, reason })).toMatchObject({
        ok: false,
        code: 'BATCH_REASON_REQUIRED',
        state,
        action,
      });
    }
  });

  it('does not ask for a reason where none is needed', () => {
    expect(nextBatchState(null, { type: 'create' })).toEqual({ ok: true, state: 'CREATED' });
    expect(nextBatchState('WAITING_VERIFY', { type: 'approve' })).toEqual({ ok: true, state: 'REVIEWED' });
  });

  it('reports a move not allowed before a missing reason', () => {
    expect(nextBatchState('REVIEWED', { type: 'cancel' })).toMatchObject({ code: 'BATCH_MOVE_NOT_ALLOWED' });
  });
});
