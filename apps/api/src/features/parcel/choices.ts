import type { ParcelType } from '@cc/contracts/parcel';
import { badRequest } from './refusals';
import type { Desk } from './settings';

/** The community's own spelling of a carrier it uses, matched without regard to case. */
export function carrierOf(desk: Desk, carrier: string): string {
  const wanted = carrier.trim().toLowerCase();
  const found = desk.settings.carriers.find((c) => c.toLowerCase() === wanted);
  if (!found) {
    throw badRequest('UNKNOWN_CARRIER', { carrier });
  }
  return found;
}

export function assertTypeInUse(desk: Desk, type: ParcelType) {
  if (!desk.settings.types.includes(type)) {
    throw badRequest('UNKNOWN_TYPE', {
      type,
    });
  }
}
