import type { Parcel } from '@cc/contracts/parcel';
import { describe, expect, it } from 'vitest';
import { correctionOf, correctionValues } from './correction';

const parcel = {
  parcelID: 'p1',
  trackingNo: 'TH123',
  carrier: 'Kerry Express',
  type: 'BOX',
  unitID: 'u1',
  unitNo: 'A-0304',
  recipientUserID: 'r1',
  recipientName: 'สุดา มีสุข',
  recipientPhone: '0812345678',
  note: null,
  photoUrl: '/uploads/parcels/a.png',
} as Parcel;
const keep = { kind: 'keep' } as const;

describe('correctionOf', () => {
  it('answers null when nothing changed, also after trimming', () => {
    const v = correctionValues(parcel);
    expect(correctionOf(parcel, v, keep)).toBeNull();
    expect(correctionOf(parcel, { ...v, trackingNo: ' TH123 ', note: '  ' }, keep)).toBeNull();
  });

  it('sends only the changed fields, a cleared note as null', () => {
    const p = { ...parcel, note: 'หน้าห้อง' };
    const v = { ...correctionValues(p), carrier: 'Flash Express', note: '' };
    expect(correctionOf(p, v, keep)).toEqual({
      correction: { parcelID: 'p1', carrier: 'Flash Express', note: null },
      photo: null,
    });
  });

  it('moves to a unit without the app: no user, the typed name and phone', () => {
    const v = {
      ...correctionValues(parcel),
      recipient: { unitID: 'u2', unitNo: 'B-0102', userID: null, name: null, phone: null },
      recipientName: 'คุณสมศรี ใจงาม',
      recipientPhone: '',
    };
    expect(correctionOf(parcel, v, keep)?.correction).toEqual({
      parcelID: 'p1',
      unitID: 'u2',
      recipientUserID: null,
      recipientName: 'คุณสมศรี ใจงาม',
      recipientPhone: null,
    });
  });

  it('replaces or removes the photo, and a photo alone is a change', () => {
    const file = new File([new Uint8Array([1])], 'p.png', { type: 'image/png' });
    const v = correctionValues(parcel);
    expect(correctionOf(parcel, v, { kind: 'replace', file })).toEqual({
      correction: { parcelID: 'p1' },
      photo: file,
    });
    expect(correctionOf(parcel, v, { kind: 'remove' })?.correction).toEqual({
      parcelID: 'p1',
      removePhoto: true,
    });
    expect(correctionOf({ ...parcel, photoUrl: null }, v, { kind: 'remove' })).toBeNull();
  });
});
