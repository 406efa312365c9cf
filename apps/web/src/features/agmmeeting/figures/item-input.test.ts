import { describe, expect, it } from 'vitest';
import { itemInput } from './item-input';

describe('itemInput', () => {
  const filled = {
    title: '  อนุมัติงบ  ',
    titleEn: ' Budget ',
    description: '',
    ruleCode: 'HALF_OF_ALL' as const,
    seats: 5,
    candidates: [' สมชาย ', '', 'สมศรี'],
  };

  it('keeps only the fields of its kind, trimmed', () => {
    expect(itemInput({ ...filled, kind: 'RESOLUTION' })).toEqual({
      kind: 'RESOLUTION',
      title: 'อนุมัติงบ',
      titleEn: 'Budget',
      description: '',
      ruleCode: 'HALF_OF_ALL',
    });
    expect(itemInput({ ...filled, kind: 'INFORMATION' })).toEqual({
      kind: 'INFORMATION',
      title: 'อนุมัติงบ',
      titleEn: 'Budget',
      description: '',
    });
  });

  it("drops an election's blank candidate names", () => {
    expect(itemInput({ ...filled, kind: 'ELECTION' })).toMatchObject({
      kind: 'ELECTION',
      seats: 5,
      candidates: ['สมชาย', 'สมศรี'],
    });
  });

  it('sends empty texts for the optional fields left blank', () => {
    expect(itemInput({ kind: 'INFORMATION', title: 'x' })).toEqual({
      kind: 'INFORMATION',
      title: 'x',
      titleEn: '',
      description: '',
    });
  });
});
