import { describe, expect, it } from 'vitest';
import { minutesInput, minutesValues } from './minutes-values';

describe('minutes form', () => {
  it('keys each item note by its item and gives them back in the draft, trimmed', () => {
    const values = minutesValues({
      meetingID: 'm1',
      opening: 'เปิด',
      closing: 'ปิด',
      items: [
        { itemID: 'i1', seq: 1, title: 'ก', note: 'บันทึก' },
        { itemID: 'i2', seq: 2, title: 'ข', note: '' },
      ],
      signatures: [{ name: 'สมชาย', role: 'ประธาน' }],
      updatedAt: null,
      publishedAt: null,
    });
    expect(values.notes).toEqual({ i1: 'บันทึก', i2: '' });
    const draft = minutesInput('m1', { ...values, notes: { ...values.notes, i2: '  ต่อ  ' } });
    expect(draft.items).toEqual([
      { itemID: 'i1', note: 'บันทึก' },
      { itemID: 'i2', note: 'ต่อ' },
    ]);
    expect(draft.signatures).toEqual([{ name: 'สมชาย', role: 'ประธาน' }]);
  });

  it('leaves out a signatory row with a name or a role missing', () => {
    const draft = minutesInput('m1', {
      opening: ' ',
      closing: '',
      notes: {},
      signatures: [
        { name: 'สมศรี', role: '' },
        { name: ' ', role: 'เลขานุการ' },
        { name: ' วิชัย ', role: ' เลขานุการ ' },
      ],
    });
    expect(draft).toEqual({
      meetingID: 'm1',
      opening: '',
      closing: '',
      items: [],
      signatures: [{ name: 'วิชัย', role: 'เลขานุการ' }],
    });
  });
});
