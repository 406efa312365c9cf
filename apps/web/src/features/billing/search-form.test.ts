import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { excelQuery, searchOf } from './search-form';

const empty = { range: null, month: null, unitNo: '' };

describe('searchOf', () => {
  it('needs what its mode searches by, and ignores the other fields', () => {
    expect(searchOf('date', { ...empty, unitNo: 'A-0101' })).toBeNull();
    expect(searchOf('month', empty)).toBeNull();
    expect(searchOf('unit', { ...empty, unitNo: '   ' })).toBeNull();
  });

  it('sends days, a month or a trimmed unit, with the state', () => {
    const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2026-11-01'), dayjs('2026-11-07')];
    expect(searchOf('date', { ...empty, range, status: 'VERIFIED' })).toEqual({
      by: 'date',
      date: '2026-11-01',
      to: '2026-11-07',
      status: 'VERIFIED',
    });
    expect(searchOf('month', { ...empty, month: dayjs('2026-10-15'), unitNo: 'x' })).toEqual({
      by: 'month',
      month: '2026-10',
      status: undefined,
    });
    expect(searchOf('unit', { ...empty, unitNo: ' A-0304 ' })).toMatchObject({
      by: 'unit',
      unitNo: 'A-0304',
    });
  });
});

describe('excelQuery', () => {
  it("is the list's filters without the mode", () => {
    expect(excelQuery({ by: 'unit', unitNo: 'A-0304', status: 'REJECTED' })).toEqual({
      unitNo: 'A-0304',
      status: 'REJECTED',
    });
  });
});
