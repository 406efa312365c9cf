import { describe, expect, it } from 'vitest';
import { containerOf, crossColumns, droppedColumn } from './drag-columns';

const columns = () => ({ TODO: ['a'], DOING: ['b', 'c'], WAITING: [] as string[], CLOSED: ['z'] });

describe('drag columns', () => {
  it('finds the column of a card or of a column ID', () => {
    expect(containerOf(columns(), 'c')).toBe('DOING');
    expect(containerOf(columns(), 'column:WAITING')).toBe('WAITING');
    expect(containerOf(columns(), 'nope')).toBeNull();
  });
  it('takes a card across columns before the card it is over, or at the end of an empty one', () => {
    expect(crossColumns(columns(), 'a', 'c')).toMatchObject({ TODO: [], DOING: ['b', 'a', 'c'] });
    expect(crossColumns(columns(), 'b', 'column:WAITING')).toMatchObject({ DOING: ['c'], WAITING: ['b'] });
    expect(crossColumns(columns(), 'a', 'c', true)).toMatchObject({ DOING: ['b', 'c', 'a'] });
    const same = columns();
    expect(crossColumns(same, 'b', 'c')).toBe(same);
  });
  it('answers the final order of the column a card is dropped in', () => {
    expect(droppedColumn(columns(), 'b', 'c')).toEqual({ stage: 'DOING', ids: ['c', 'b'] });
    expect(droppedColumn(columns(), 'b', 'column:DOING')).toEqual({ stage: 'DOING', ids: ['b', 'c'] });
    expect(droppedColumn({ ...columns(), DOING: ['c'], WAITING: ['b'] }, 'b', 'b')).toEqual({
      stage: 'WAITING',
      ids: ['b'],
    });
  });
});
