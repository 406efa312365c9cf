import type { Car, Sticker, StickerState } from '@cc/contracts/car-directory';
import type { CarRow, StickerRow } from './car-queries';

/** A sticker's state as the gate reads it: void once voided or its car is no longer approved. */
export function stickerState(s: StickerRow | undefined, carStatus: string, now: Date): StickerState {
  if (!s) return 'NONE';
  if (s.voidedAt || carStatus !== 'APPROVED') return 'VOID';
  return s.validUntil < now ? 'EXPIRED' : 'VALID';
}

export const toSticker = (s: StickerRow, carStatus: string, now: Date): Sticker => ({
  stickerID: s.id,
  number: s.number,
  issuedAt: s.issuedAt.toISOString(),
  validUntil: s.validUntil.toISOString(),
  state: stickerState(s, carStatus, now),
});

export const toCar = (r: CarRow, sticker: StickerRow | undefined, now: Date): Car => ({
  carID: r.id,
  unitID: r.unitId,
  unitNo: r.unitNo,
  plateNo: r.plateNo,
  digits: r.digits,
  provinceCode: r.provinceCode,
  province: r.province,
  vehicleType: r.vehicleType,
  brand: r.brand,
  model: r.model,
  colour: r.colour,
  status: r.status,
  reason: r.reason,
  requestedByName: r.requestedByName,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
  sticker: sticker ? toSticker(sticker, r.status, now) : null,
});
