import { describe, expect, it } from 'vitest';
import { closeFields, createFields, photoForm } from './form-values';

describe('form values', () => {
  it('files for a resident of the unit, or for a name and phone from the desk', () => {
    const base = { unitID: 'u', categoryID: 'c', description: ' ก๊อกน้ำรั่ว ', preferredTimes: ' ' };
    expect(createFields({ ...base, requester: 'user-1', requesterName: 'x' })).toEqual({
      unitID: 'u',
      categoryID: 'c',
      description: 'ก๊อกน้ำรั่ว',
      preferredTimes: undefined,
      mayEnterWhenAbsent: false,
      requesterUserID: 'user-1',
      requesterName: undefined,
      requesterPhone: undefined,
    });
    expect(
      createFields({ ...base, requester: 'desk', requesterName: ' สมศรี ', requesterPhone: '0812345678' }),
    ).toMatchObject({ requesterUserID: undefined, requesterName: 'สมศรี', requesterPhone: '0812345678' });
  });

  it('closes with satang and a method', () => {
    expect(closeFields({ note: ' เสร็จ ', collectedBaht: 450.5, method: 'TRANSFER' })).toEqual({
      note: 'เสร็จ',
      collectedSatang: 45_050,
      method: 'TRANSFER',
    });
    expect(closeFields({})).toEqual({ note: undefined, collectedSatang: 0, method: 'NONE' });
    expect(closeFields({ collectedBaht: 100 }).method).toBe('CASH');
  });

  it('builds the multipart form with text fields and photos, blanks left out', () => {
    const photo = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    const form = photoForm({ note: 'ok', skip: undefined, empty: '', flag: false }, [photo, photo]);
    expect(form.get('note')).toBe('ok');
    expect(form.has('skip')).toBe(false);
    expect(form.has('empty')).toBe(false);
    expect(form.get('flag')).toBe('false');
    expect(form.getAll('photo')).toHaveLength(2);
  });
});
