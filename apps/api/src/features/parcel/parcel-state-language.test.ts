import { LANGS } from '@cc/contracts/i18n';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { renderMessage } from '../../platform/i18n/message';
import { assertMove, type ParcelMove, type StatefulParcel } from './parcel-state';

const MOVES: ParcelMove[] = ['handOut', 'undoHandOut', 'return', 'delete', 'update', 'print', 'extend'];
const at = new Date('2025-06-03T07:30:00Z');
const PARCELS: StatefulParcel[] = [
  { no: 7, status: 'WAITING', handedOutAt: null, returnedAt: null, deletedAt: null },
  { no: 7, status: 'HANDED_OUT', handedOutAt: at, returnedAt: null, deletedAt: null },
  { no: 7, status: 'RETURNED', handedOutAt: null, returnedAt: at, deletedAt: null },
  { no: 7, status: 'DELETED', handedOutAt: null, returnedAt: null, deletedAt: null },
];

const refusal = (move: ParcelMove, p: StatefulParcel) => {
  try {
    assertMove(move, p, 'Asia/Bangkok');
  } catch (err) {
    return err as AppError;
  }
};

describe('a refused parcel move, in every language', () => {
  it('renders each state and move from the catalog, and English exactly as thrown', () => {
    let refused = 0;
    for (const p of PARCELS)
      for (const move of MOVES) {
        const err = refusal(move, p);
        if (!err) continue;
        refused++;
        expect(err).toBeInstanceOf(AppError);
        expect(renderMessage('en', err.messageCode, err.params, '')).toBe(err.message);
        for (const lang of LANGS.filter((l) => l !== 'en')) {
          const text = renderMessage(lang, err.messageCode, err.params, err.message);
          expect(text, `${lang} ${p.status} ${move}`).not.toBe(err.message);
          expect(text).toContain('7');
        }
      }
    expect(refused).toBeGreaterThan(20);
  });

  it("writes the moment the reader's way, in the community's time zone", () => {
    const err = refusal('return', PARCELS[1]!)!;
    // 07:30 UTC is 14:30 in Bangkok; Thai counts years in the Buddhist era (2025 + 543).
    expect(renderMessage('th', err.messageCode, err.params, '')).toMatch(/3 มิ\.ย\. 2568.*14:30/);
    expect(renderMessage('en', err.messageCode, err.params, '')).toContain('3 Jun 2025');
    expect(renderMessage('ar', err.messageCode, err.params, '')).toMatch(/2025/);
  });
});
