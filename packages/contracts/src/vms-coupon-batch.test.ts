import { describe, expect, it } from 'vitest';
import { BATCH_MOVES, BATCH_REASON_MAX, batchActionSchema, batchReasonSchema } from './vms-coupon-batch';

describe('coupon batch contract', () => {
  it('leaves REVIEWED and CANCELLED final', () => {
    for (const move of Object.values(BATCH_MOVES)) {
      expect(move.from).not.toContain('REVIEWED');
      expect(move.from).not.toContain('CANCELLED');
    }
  });

  it('takes a reason up to its limit, trimmed, and refuses a blank one', () => {
    expect(batchReasonSchema.parse('  wrong amount  ')).toBe('wrong amount');
    expect(batchReasonSchema.safeParse('x'.repeat(BATCH_REASON_MAX)).success).toBe(true);
    expect(batchReasonSchema.safeParse('x'.repeat(BATCH_REASON_MAX + 1)).error?.issues[0]?.message).toBe(
      'A reason is at most 500 characters',
    );
    expect(batchReasonSchema.safeParse('   ').error?.issues[0]?.message).toBe('Give a reason');
  });

  it('names the actions it takes', () => {
    expect(batchActionSchema.safeParse('delete').error?.issues[0]?.message).toMatch(
      /^Action must be one of create, update, /,
    );
  });
});
