import { describe, expect, it } from 'vitest';
import { passLink, tagStateOf } from './pass-state';

const pass = {
  passID: 'p',
  unitID: 'u',
  unitNo: 'A-1',
  guestName: 'g',
  phone: null,
  plate: null,
  province: null,
  validFrom: '2030-01-01T00:00:00.000Z',
  validTo: '2030-01-02T00:00:00.000Z',
  entriesAllowed: 1,
  entriesUsed: 0,
  state: 'ACTIVE' as const,
  createdAt: '2029-12-31T00:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  token: 'a.b.c',
};

describe('pass tags', () => {
  it('an active pass whose window is to come reads as upcoming; other states as the API says', () => {
    expect(tagStateOf(pass, Date.parse('2029-12-31T12:00:00Z'))).toBe('UPCOMING');
    expect(tagStateOf(pass, Date.parse('2030-01-01T12:00:00Z'))).toBe('ACTIVE');
    expect(tagStateOf({ ...pass, state: 'USED' }, Date.parse('2029-12-31T12:00:00Z'))).toBe('USED');
  });
  it('a pass link opens the verify box with the token', () => {
    expect(passLink('a.b+c', 'https://x.test')).toBe(
      'https://x.test/dashboard/vms?tab=passes&verify=a.b%2Bc',
    );
  });
});
