import { describe, expect, it } from 'vitest';
import { moveItem } from './reorder';

describe('moveItem', () => {
  it('moves down and up, keeping the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('clamps a move past either end and ignores an unknown source', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(list, 2, 9)).toEqual(['a', 'b', 'c']);
    expect(moveItem(list, 5, 0)).toEqual(['a', 'b', 'c']);
    expect(moveItem(list, 1, 0)).not.toBe(list);
  });
});
