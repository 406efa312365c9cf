import type { GuestPassRecord } from '@cc/contracts/vms-pass-records';

/** What a pass's tag says: an active pass whose window is still to come reads as upcoming. */
export type PassTagState = GuestPassRecord['state'] | 'UPCOMING';

export function tagStateOf(pass: GuestPassRecord, now: number = Date.now()): PassTagState {
  if (pass.state === 'ACTIVE' && Date.parse(pass.validFrom) > now) return 'UPCOMING';
  return pass.state;
}

export const TAG_COLOURS: Record<PassTagState, string> = {
  ACTIVE: 'green',
  UPCOMING: 'blue',
  USED: 'default',
  EXPIRED: 'orange',
  CANCELLED: 'red',
};

/** The link a copied pass opens: the passes view with its verify box filled in. */
export const passLink = (token: string, origin: string = window.location.origin) =>
  `${origin}/dashboard/vms?tab=passes&verify=${encodeURIComponent(token)}`;
