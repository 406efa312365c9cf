import { describe, expect, it } from 'vitest';
import { classifyScan, PASS_TOKEN_MIN } from './scan-code';

const part = (n: number, c = 'a') => c.repeat(n);
const token = `${part(36, 'e')}.${part(140, 'P')}.${part(86, 's_-')}`;

describe('classifyScan', () => {
  it('reads a slip code, typed in any case and with spaces around, upper-cased', () => {
    expect(classifyScan('  k7m2qa ')).toEqual({ kind: 'slip', code: 'K7M2QA' });
    expect(classifyScan('ABCD')).toEqual({ kind: 'slip', code: 'ABCD' });
  });

  it('reads a long three-part base64url code as a guest pass', () => {
    expect(token.length).toBeGreaterThanOrEqual(PASS_TOKEN_MIN);
    expect(classifyScan(`${token}\n`)).toEqual({ kind: 'pass', token });
  });

  it('does not take a short three-part code, or a long code with other characters, for a pass', () => {
    expect(classifyScan('aa.bb.cc').kind).toBe('text');
    expect(classifyScan(`${part(100)}.${part(100)}.${part(10)}+`).kind).toBe('text');
    expect(classifyScan(`${part(150)}.${part(150)}`).kind).toBe('text');
    expect(classifyScan(`${part(100)}..${part(150)}`).kind).toBe('text');
  });

  it('leaves badges, plates and names to the search', () => {
    expect(classifyScan('V-07')).toEqual({ kind: 'text', text: 'V-07' });
    expect(classifyScan('กข 1234')).toEqual({ kind: 'text', text: 'กข 1234' });
    expect(classifyScan('ABC')).toEqual({ kind: 'text', text: 'ABC' });
    expect(classifyScan('ABCDEFGHJKLMN')).toEqual({ kind: 'text', text: 'ABCDEFGHJKLMN' });
  });

  it('answers empty for nothing but spaces', () => {
    expect(classifyScan('   ')).toEqual({ kind: 'empty' });
  });
});
