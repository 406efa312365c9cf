import { describe, expect, it } from 'vitest';
import { positionsAfterMove } from './group-order';

const g = (groupID: string, position: number) => ({ groupID, position });

describe('group order', () => {
  it('swaps two neighbours', () => {
    expect(positionsAfterMove([g('a', 0), g('b', 1), g('c', 2)], 2, -1)).toEqual([
      { groupID: 'c', position: 1 },
      { groupID: 'b', position: 2 },
    ]);
  });

  it('heals ties and gaps', () => {
    expect(positionsAfterMove([g('a', 0), g('b', 0), g('c', 5)], 0, 1)).toEqual([
      { groupID: 'a', position: 1 },
      { groupID: 'c', position: 2 },
    ]);
  });

  it('does nothing past either end', () => {
    expect(positionsAfterMove([g('a', 0)], 0, -1)).toEqual([]);
    expect(positionsAfterMove([g('a', 0)], 0, 1)).toEqual([]);
  });
});
