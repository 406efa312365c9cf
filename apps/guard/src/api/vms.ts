import type { PassCheck } from '@cc/contracts/vms-pass-records';
import type { Visit, VisitDetail } from '@cc/contracts/vms-records';
import type { GateUnit } from '@cc/contracts/vms-unit-ops';
import { api, apiData } from './http';

/** The visitor operations the gate uses; types from the vms contracts (types only: no zod shipped). */
export type { GateUnit, PassCheck, Visit };

export interface CheckinBody {
  communityID: string;
  clientID: string;
  passToken?: string;
  name?: string;
  visitorType?: string;
  unitID?: string;
  plate?: string;
}

export interface CheckoutBody {
  communityID: string;
  clientID: string;
  slipCode?: string;
  plate?: string;
}

export type Replayable<T> = T & { replayed?: boolean };

export const verifyPass = (communityID: string, token: string) =>
  apiData<PassCheck>('POST', '/api/vms/preregister/verify', { body: { communityID, token } });
export const checkin = (body: CheckinBody) =>
  apiData<Replayable<VisitDetail>>('POST', '/api/vms/visitor/checkin', { body });
export const checkout = (body: CheckoutBody) =>
  apiData<Replayable<VisitDetail>>('POST', '/api/vms/visitor/checkout', { body });
export const inside = async (communityID: string) =>
  (await api<{ items: Visit[] }>('GET', '/api/vms/visitor/inside', { query: { communityID } })).items;
export const lookupUnits = async (communityID: string, q: string) =>
  (await api<{ items: GateUnit[] }>('GET', '/api/vms/unit/lookup', { query: { communityID, q } })).items;

/** A slip's QR holds its code; a guard may also type it from paper. */
export const slipCodeOf = (text: string) => text.trim().toUpperCase();
