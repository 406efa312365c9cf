import type { CommunityItem } from '@cc/contracts/session';
import { describe, expect, it } from 'vitest';
import { canConfirm, isOptionDisabled } from './switch-rules';

const item = (communityID: string, over: Partial<CommunityItem> = {}): CommunityItem => ({
  communityID,
  communityName: communityID,
  imageUrl: null,
  displayCommunityRole: 'PMC staff',
  role: 'PMC',
  isResident: false,
  isCommittee: false,
  ...over,
});

describe('community switch rules (spec 5)', () => {
  const a = item('a');
  const b = item('b');
  const residentOnly = item('r', { role: 'RESIDENT', isResident: true });
  const residentCommittee = item('c', { role: 'COMMITTEE', isResident: true, isCommittee: true });

  it('disables the current community', () => {
    expect(isOptionDisabled(a, [a, b], 'a')).toBe(true);
    expect(isOptionDisabled(b, [a, b], 'a')).toBe(false);
  });

  it('disables a community where the user is a resident but not on the committee', () => {
    expect(isOptionDisabled(residentOnly, [a, residentOnly], 'a')).toBe(true);
    expect(isOptionDisabled(residentCommittee, [a, residentCommittee], 'a')).toBe(false);
  });

  it('disables everything when there is only one community', () => {
    expect(isOptionDisabled(a, [a], null)).toBe(true);
    expect(canConfirm('a', [a], null)).toBe(false);
  });

  it('enables confirm only for a chosen, selectable community', () => {
    expect(canConfirm(null, [a, b], 'a')).toBe(false);
    expect(canConfirm('a', [a, b], 'a')).toBe(false);
    expect(canConfirm('b', [a, b], 'a')).toBe(true);
    expect(canConfirm('zzz', [a, b], 'a')).toBe(false);
  });
});
