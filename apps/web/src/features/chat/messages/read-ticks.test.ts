import { describe, expect, it } from 'vitest';
import { seqToMarkRead, tickOf } from './read-ticks';
import { messageOf } from './test-message';

describe('tickOf', () => {
  it('shows an office message read once the resident read up to its seq', () => {
    const m = messageOf(5, { side: 'OFFICE' });
    expect(tickOf(m, { residentReadSeq: 4 })).toBe('sent');
    expect(tickOf(m, { residentReadSeq: 5 })).toBe('read');
    expect(tickOf(m, { residentReadSeq: 9 })).toBe('read');
  });

  it("gives no tick to the resident's or the system's messages, nor to a recalled one", () => {
    expect(tickOf(messageOf(1), { residentReadSeq: 5 })).toBeNull();
    expect(tickOf(messageOf(1, { side: 'SYSTEM' }), { residentReadSeq: 5 })).toBeNull();
    const recalled = messageOf(1, { side: 'OFFICE', recalledAt: '2026-11-27T03:00:00Z' });
    expect(tickOf(recalled, { residentReadSeq: 5 })).toBeNull();
  });
});

describe('seqToMarkRead', () => {
  it('marks up to the newest seq the office has not read', () => {
    expect(seqToMarkRead({ officeReadSeq: 3, lastSeq: 7 }, 7)).toBe(7);
    expect(seqToMarkRead({ officeReadSeq: 3, lastSeq: 6 }, 8)).toBe(8);
  });

  it('sends nothing when everything is read', () => {
    expect(seqToMarkRead({ officeReadSeq: 7, lastSeq: 7 }, 7)).toBeNull();
    expect(seqToMarkRead({ officeReadSeq: 0, lastSeq: 0 }, 0)).toBeNull();
  });
});
