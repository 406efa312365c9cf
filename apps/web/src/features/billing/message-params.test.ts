import { describe, expect, it } from 'vitest';
import { openedMessage, readMessageFilter, writeMessageParams } from './message-params';

const ID = '0b7d5f6e-2f55-4c3a-9a61-0d1f1b2c3d4e';

describe('the message search address', () => {
  it('reads the filters it wrote, and the opened message', () => {
    const f = {
      q: 'ปิดน้ำ',
      from: '2026-11-01',
      to: '2026-11-30',
      audience: 'DEBTORS',
      includeRecalled: 'true',
    } as const;
    const p = writeMessageParams(f, ID);
    expect(readMessageFilter(p)).toEqual(f);
    expect(openedMessage(p)).toBe(ID);
    expect(p.toString()).toBe(
      'q=%E0%B8%9B%E0%B8%B4%E0%B8%94%E0%B8%99%E0%B9%89%E0%B8%B3&from=2026-11-01&to=2026-11-30&audience=DEBTORS&includeRecalled=true&messageID=0b7d5f6e-2f55-4c3a-9a61-0d1f1b2c3d4e',
    );
  });

  it('leaves out what does not parse', () => {
    const p = new URLSearchParams(
      'q=%20%20&from=2026-13-01&to=yesterday&audience=EVERYONE&includeRecalled=1&messageID=42',
    );
    expect(readMessageFilter(p)).toEqual({});
    expect(openedMessage(p)).toBeUndefined();
    expect(writeMessageParams({}).toString()).toBe('');
  });
});
