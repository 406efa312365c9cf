import { describe, expect, it } from 'vitest';
import { rollDiffers } from './roll-stale';

const owner = (userID: string) => ({ userID, name: userID, email: `${userID}@x.test` });
const directory = [
  { unitId: 'u1', unitNo: 'A-1', ownershipRatio: '0.600000', owners: [owner('a'), owner('b')] },
  { unitId: 'u2', unitNo: 'A-2', ownershipRatio: '0.400000', owners: [owner('c')] },
];
const roll = [
  { unitId: 'u1', directoryWeight: 600_000n, owners: [{ userID: 'b' }, { userID: 'a' }] },
  { unitId: 'u2', directoryWeight: 400_000n, owners: [{ userID: 'c' }] },
];

describe('rollDiffers', () => {
  it('is the same roll whatever the owners’ order', () => {
    expect(rollDiffers(roll, directory, 'CONDO')).toBe(false);
  });

  it('differs on a ratio by a millionth, an owner, or a unit added', () => {
    const ratio = [{ ...directory[0]!, ownershipRatio: '0.600001' }, directory[1]!];
    expect(rollDiffers(roll, ratio, 'CONDO')).toBe(true);
    const sold = [directory[0]!, { ...directory[1]!, owners: [owner('d')] }];
    expect(rollDiffers(roll, sold, 'CONDO')).toBe(true);
    const added = [...directory, { unitId: 'u3', unitNo: 'A-3', ownershipRatio: null, owners: [] }];
    expect(rollDiffers(roll, added, 'CONDO')).toBe(true);
  });

  it('in a village counts plots, one vote each, so a ratio changing does not matter', () => {
    const plots = roll.map((r) => ({ ...r, directoryWeight: 1_000_000n }));
    const ratio = [{ ...directory[0]!, ownershipRatio: '0.500000' }, directory[1]!];
    expect(rollDiffers(plots, ratio, 'VILLAGE')).toBe(false);
    expect(rollDiffers(plots.slice(1), directory, 'VILLAGE')).toBe(true);
  });
});
