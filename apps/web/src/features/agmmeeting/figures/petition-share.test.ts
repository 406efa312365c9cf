import type { AgmPetition } from '@cc/contracts/agmmeeting';
import { describe, expect, it } from 'vitest';
import { petitionShare } from './petition-share';

const petition = (signedWeight: string, totalWeight: string, thresholdWeight: string): AgmPetition => ({
  petitionID: 'p',
  subject: 'Extraordinary meeting',
  reason: 'Lifts',
  createdBy: { userID: 'u', name: 'Owner' },
  createdAt: '2026-01-01T00:00:00.000Z',
  state: 'OPEN',
  signedUnits: 3,
  signedWeight,
  totalWeight,
  thresholdWeight,
  reachedAt: null,
  callBy: null,
  mySignedUnitIDs: [],
  myUnitIDs: [],
});

describe('petitionShare', () => {
  it('is reached at exactly the threshold weight, not a millionth below', () => {
    expect(petitionShare(petition('200000', '1000000', '200000')).reached).toBe(true);
    expect(petitionShare(petition('199999', '1000000', '200000')).reached).toBe(false);
  });

  it('puts the signed share and the mark on a track of all votes', () => {
    const share = petitionShare(petition('123456', '1000000', '200000'));
    expect(share.signedPercent).toBe(12.35);
    expect(share.neededPercent).toBe(20);
    expect(share.signedWidth).toBe(12.35);
    expect(share.neededWidth).toBe(20);
  });

  it('counts a village in whole votes, one per plot: 1/5 of 12 plots is 2.4, so 3 plots reach it and 2 do not', () => {
    const three = petitionShare(petition('3000000', '12000000', '2400000'));
    expect(three).toMatchObject({ reached: true, signedPercent: 25, neededPercent: 20 });
    expect(petitionShare(petition('2000000', '12000000', '2400000')).reached).toBe(false);
  });

  it('has no share on an empty roll', () => {
    expect(petitionShare(petition('0', '0', '0'))).toMatchObject({ reached: false, signedPercent: 0 });
  });
});
