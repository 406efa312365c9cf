import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import {
  assertMove,
  type ParcelMove,
  type StatefulParcel,
  statusAfter,
  UNDO_HAND_OUT_MS,
} from './parcel-state';

const at = new Date('2025-06-03T07:30:00Z'); // 14:30 in Bangkok
const parcel = (status: StatefulParcel['status'], extra: Partial<StatefulParcel> = {}): StatefulParcel => ({
  no: 42,
  status,
  handedOutAt: status === 'HANDED_OUT' ? at : null,
  returnedAt: status === 'RETURNED' ? at : null,
  deletedAt: status === 'DELETED' ? at : null,
  ...extra,
});
const refusal = (move: ParcelMove, p: StatefulParcel, now = at) => {
  try {
    assertMove(move, p, 'Asia/Bangkok', now);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(409);
    return (err as AppError).message;
  }
  return null;
};

describe('the parcel state machine', () => {
  it('lets a waiting parcel go every way, and nothing else move but a fresh hand-out back', () => {
    const moves: ParcelMove[] = ['handOut', 'return', 'delete', 'update', 'print', 'extend'];
    for (const move of moves) expect(refusal(move, parcel('WAITING')), move).toBeNull();
    for (const status of ['HANDED_OUT', 'RETURNED', 'DELETED'] as const) {
      for (const move of moves) expect(refusal(move, parcel(status)), `${status} ${move}`).not.toBeNull();
    }
    expect(refusal('undoHandOut', parcel('HANDED_OUT'))).toBeNull();
    for (const status of ['WAITING', 'RETURNED', 'DELETED'] as const)
      expect(refusal('undoHandOut', parcel(status))).not.toBeNull();
  });

  it('says why, with the date in the community time zone', () => {
    expect(refusal('handOut', parcel('RETURNED'))).toBe(
      'Parcel no. 42 was returned to the sender on 3 Jun 2025, 14:30; it cannot be handed out',
    );
    expect(refusal('return', parcel('HANDED_OUT'))).toBe(
      'Parcel no. 42 was handed out on 3 Jun 2025, 14:30; it cannot be returned to the sender',
    );
    expect(refusal('update', parcel('DELETED'))).toBe(
      'Parcel no. 42 was deleted on 3 Jun 2025, 14:30; it can no longer be changed',
    );
    expect(refusal('undoHandOut', parcel('WAITING'))).toBe(
      'Parcel no. 42 is still waiting at the desk; there is no hand-out to take back',
    );
  });

  it('takes back a hand-out only within 24 hours', () => {
    const p = parcel('HANDED_OUT');
    expect(refusal('undoHandOut', p, new Date(at.getTime() + UNDO_HAND_OUT_MS))).toBeNull();
    expect(refusal('undoHandOut', p, new Date(at.getTime() + UNDO_HAND_OUT_MS + 1))).toMatch(
      /only within 24 hours/,
    );
  });

  it('names the status each move leads to', () => {
    expect(statusAfter('handOut', 'WAITING')).toBe('HANDED_OUT');
    expect(statusAfter('undoHandOut', 'HANDED_OUT')).toBe('WAITING');
    expect(statusAfter('return', 'WAITING')).toBe('RETURNED');
    expect(statusAfter('delete', 'WAITING')).toBe('DELETED');
    expect(statusAfter('print', 'WAITING')).toBe('WAITING');
  });
});
