import type { Parcel } from '@cc/contracts/parcel';
import type { Correction } from './api/correct';
import type { PhotoChange } from './components/photo-correction';
import type { RecipientChoice } from './components/recipient-picker';

/** The correction form's fields. */
export interface CorrectionValues {
  trackingNo: string;
  carrier: string;
  type: Parcel['type'];
  recipient: RecipientChoice | null;
  recipientName?: string;
  recipientPhone?: string;
  note?: string;
}

export const correctionValues = (p: Parcel): CorrectionValues => ({
  trackingNo: p.trackingNo,
  carrier: p.carrier,
  type: p.type,
  recipient: {
    unitID: p.unitID,
    unitNo: p.unitNo,
    userID: p.recipientUserID,
    name: p.recipientName,
    phone: p.recipientPhone,
  },
  recipientName: p.recipientName,
  recipientPhone: p.recipientPhone ?? '',
  note: p.note ?? '',
});

/**
 * Only what the desk changed, so the log shows exactly that; null when nothing did. A recipient
 * without the app keeps the name and phone typed for them; one with the app brings their own.
 */
export function correctionOf(
  p: Parcel,
  v: CorrectionValues,
  photo: PhotoChange,
): { correction: Correction; photo: File | null } | null {
  const c: Correction = { parcelID: p.parcelID };
  const trackingNo = v.trackingNo.trim();
  if (trackingNo !== p.trackingNo) c.trackingNo = trackingNo;
  if (v.carrier !== p.carrier) c.carrier = v.carrier;
  if (v.type !== p.type) c.type = v.type;
  const r = v.recipient;
  if (r) {
    if (r.unitID !== p.unitID) c.unitID = r.unitID;
    if (r.userID !== p.recipientUserID) c.recipientUserID = r.userID;
    if (!r.userID) {
      const name = v.recipientName?.trim() ?? '';
      if (name && name !== p.recipientName) c.recipientName = name;
      const phone = v.recipientPhone?.trim() || null;
      if (phone !== p.recipientPhone) c.recipientPhone = phone;
    }
  }
  const note = v.note?.trim() || null;
  if (note !== p.note) c.note = note;
  if (photo.kind === 'remove' && p.photoUrl) c.removePhoto = true;
  const file = photo.kind === 'replace' ? photo.file : null;
  return Object.keys(c).length > 1 || file ? { correction: c, photo: file } : null;
}
