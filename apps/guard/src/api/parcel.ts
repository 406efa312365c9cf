import type { Collector, Parcel, ParcelType } from '@cc/contracts/parcel';
import type { parcelDeskOps, recipientUnitSchema } from '@cc/contracts/parcel-desk-ops';
import type { ReceiveParcel } from '@cc/contracts/parcel-inputs';
import type { parcelViewOps } from '@cc/contracts/parcel-view-ops';
import type { z } from 'zod';
import { api, apiData } from './http';

/**
 * The parcel desk operations the gate uses. Shapes come from the parcel contracts as types only,
 * so no zod reaches the phone; parcel.test.ts holds the paths and bodies to the contracts. This
 * module is loaded with the gate's Parcels part, never with the app's first screen.
 */
export type { Parcel, ParcelType };
export type RecipientUnit = z.infer<typeof recipientUnitSchema>;
export type Resident = RecipientUnit['residents'][number];

type Ops = typeof parcelDeskOps & typeof parcelViewOps;
export const PARCEL_PATHS = {
  receive: '/api/parcel/pmc',
  list: '/api/parcel/pmc',
  trackingExist: '/api/parcel/tracking/exist',
  recipient: '/api/parcel/recipient',
  typeList: '/api/parcel/type/list',
  deliveryList: '/api/parcel/delivery/list',
  handOut: '/api/parcel/export',
} as const satisfies { [K in keyof Ops]?: string };

/** What the gate fills in; the server settles the rest (number, notice, time). */
export type ReceiveInput = Omit<ReceiveParcel, 'printNotice' | 'confirmDuplicate'> & {
  confirmDuplicate?: boolean;
};

export interface WaitingParcel {
  parcelID: string;
  no: number;
  unitNo: string;
  receivedAt: string;
}

/** Parcels with this tracking number still waiting: asked before saving, to warn of a duplicate. */
export const trackingExist = (communityID: string, trackingNo: string) =>
  apiData<{ exists: boolean; parcels: WaitingParcel[] }>('GET', PARCEL_PATHS.trackingExist, {
    query: { communityID, trackingNo },
  });

/** Units and their residents by unit number, resident name or phone. */
export const findRecipients = async (communityID: string, q: string) =>
  (await api<{ items: RecipientUnit[] }>('GET', PARCEL_PATHS.recipient, { query: { communityID, q } })).items;

export const parcelTypes = async (communityID: string) =>
  (
    await api<{ items: { code: ParcelType }[] }>('GET', PARCEL_PATHS.typeList, { query: { communityID } })
  ).items.map((i) => i.code);

export const carriers = async (communityID: string) =>
  (
    await api<{ items: { name: string }[] }>('GET', PARCEL_PATHS.deliveryList, { query: { communityID } })
  ).items.map((i) => i.name);

/**
 * Receive: JSON without a photo; with one, multipart as the console sends it (fields as text,
 * the file as `photo`, communityID in the query, where the server's guard reads it first).
 */
export function receiveParcel(input: ReceiveInput, photo: Blob | null): Promise<Parcel> {
  if (!photo) return apiData('POST', PARCEL_PATHS.receive, { body: input });
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (key !== 'communityID' && value !== undefined) form.append(key, String(value));
  }
  form.append('photo', photo, photo instanceof File ? photo.name : 'parcel.jpg');
  return apiData('POST', PARCEL_PATHS.receive, { query: { communityID: input.communityID }, body: form });
}

/** The day's parcels still waiting at the desk (the console's list, tab "waiting"), newest first. */
export const waitingOn = async (communityID: string, day: string) =>
  (
    await api<{ items: Parcel[] }>('GET', PARCEL_PATHS.list, {
      query: { communityID, tab: 'waiting', from: day, to: day, limit: 100 },
    })
  ).items;

/** Hands one parcel out to a resident of its unit or a named proxy (the spec's "export"). */
export const handOut = async (communityID: string, parcelID: string, collector: Collector) =>
  (
    await api<{ items: Parcel[] }>('POST', PARCEL_PATHS.handOut, {
      body: { communityID, parcelID, collector },
    })
  ).items;

/** Today's date (YYYY-MM-DD) on the community's calendar, which the list's dates are. */
export const localDay = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
