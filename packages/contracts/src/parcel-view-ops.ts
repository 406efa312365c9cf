import { z } from 'zod';
import { guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { dateSchema, PARCEL_ACTIONS, PARCEL_STATUSES, parcelEventSchema } from './parcel';
import { pageSchema, parcelFilterSchema } from './parcel-inputs';
import { desk, one, parcelData, parcelItems, q } from './parcel-op-parts';

/** What the desk looks at: the tabbed list and its counts, overdue, search, the logs, reports. */

const countData = dataEnvelope(z.object({ count: z.number().int() }));
const searchText = z
  .string()
  .trim()
  .min(2, 'Type at least 2 characters to search')
  .max(64, 'The search text must be at most 64 characters');

const range = q({ from: dateSchema('from'), to: dateSchema('to') });

export const parcelViewOps = {
  list: guardedOperation({
    method: 'GET',
    path: '/api/parcel/pmc',
    summary: 'The desk list: a tab (all, waiting, notice) and filters, newest first, keyset pages',
    access: desk,
    query: parcelFilterSchema.extend(pageSchema.shape),
    response: parcelItems,
  }),
  tabCounts: guardedOperation({
    method: 'GET',
    path: '/api/parcel/pmc/count',
    summary: 'How many parcels each tab holds under the same filters as the list',
    access: desk,
    query: parcelFilterSchema.omit({ tab: true }),
    response: dataEnvelope(z.object({ all: z.number(), waiting: z.number(), notice: z.number() })),
  }),
  deskSummary: guardedOperation({
    method: 'GET',
    path: '/api/parcel/pmc/summary',
    summary: "The desk's day: waiting, overdue, notices to print, overtime requests, today's counts",
    access: desk,
    query: q(),
    response: dataEnvelope(
      z.object({
        waiting: z.number(),
        overdue: z.number(),
        notice: z.number(),
        overtimeRequests: z.number(),
        receivedToday: z.number(),
        handedOutToday: z.number(),
        returnedToday: z.number(),
        timeZone: z.string(),
      }),
    ),
  }),
  summary: guardedOperation({
    method: 'GET',
    path: '/api/parcel/summary',
    summary: 'The dashboard home card: parcels waiting and overdue',
    access: desk,
    query: q(),
    response: dataEnvelope(z.object({ waiting: z.number(), overdue: z.number() })),
  }),
  info: guardedOperation({
    method: 'GET',
    path: '/api/parcel/info',
    summary: 'One parcel',
    access: desk,
    query: one,
    response: parcelData,
  }),
  overdue: guardedOperation({
    method: 'GET',
    path: '/api/parcel/overdue',
    summary: 'Waiting parcels past the overdue days (and any extra days granted), oldest first',
    access: desk,
    query: q({
      buildingID: z.uuid('buildingID is not valid').optional(),
      unitID: z.uuid('unitID is not valid').optional(),
    }).extend(pageSchema.shape),
    response: parcelItems,
  }),
  overdueCount: guardedOperation({
    method: 'GET',
    path: '/api/parcel/overdue/count',
    summary: 'How many waiting parcels are overdue',
    access: desk,
    query: q(),
    response: countData,
  }),
  search: guardedOperation({
    method: 'GET',
    path: '/api/parcel/search',
    summary:
      'Every parcel, any state or date, by tracking number (prefix), parcel number, unit, name or phone (prefix)',
    access: desk,
    query: q({
      q: searchText,
      status: z.enum(PARCEL_STATUSES).optional(),
    }).extend(pageSchema.shape),
    response: parcelItems,
  }),
  searchMobile: guardedOperation({
    method: 'GET',
    path: '/api/parcel/search/pmc/mobile',
    summary: "The guard app's scan: waiting parcels first, at most 10",
    access: desk,
    query: q({ q: searchText }),
    response: parcelItems,
  }),
  activity: guardedOperation({
    method: 'GET',
    path: '/api/parcel/activity',
    summary: "One parcel's history, oldest first",
    access: desk,
    query: one,
    response: itemsEnvelope(parcelEventSchema),
  }),
  activityLog: guardedOperation({
    method: 'GET',
    path: '/api/parcel/activity/pmc',
    summary: 'Every change to every parcel, newest first (the activity log page)',
    access: desk,
    query: q({
      from: dateSchema('from').optional(),
      to: dateSchema('to').optional(),
      action: z.enum(PARCEL_ACTIONS).optional(),
    }).extend(pageSchema.shape),
    response: itemsEnvelope(parcelEventSchema),
  }),
  reportHistory: guardedOperation({
    method: 'GET',
    path: '/api/report/parcel/history',
    summary: 'Parcels received, handed out and returned per day (community time), at most 366 days',
    access: desk,
    query: range,
    response: dataEnvelope(
      z.object({
        timeZone: z.string(),
        days: z.array(
          z.object({ date: z.string(), received: z.number(), handedOut: z.number(), returned: z.number() }),
        ),
        totals: z.object({ received: z.number(), handedOut: z.number(), returned: z.number() }),
      }),
    ),
  }),
  reportRemaining: guardedOperation({
    method: 'GET',
    path: '/api/report/parcel/remaining',
    summary: 'Parcels still waiting, by how many days they have waited',
    access: desk,
    query: q(),
    response: dataEnvelope(
      z.object({
        total: z.number(),
        overdue: z.number(),
        buckets: z.array(
          z.object({
            label: z.string(),
            minDays: z.number(),
            maxDays: z.number().nullable(),
            count: z.number(),
          }),
        ),
      }),
    ),
  }),
  remainingExcel: guardedOperation({
    method: 'GET',
    path: '/api/parcel/export/remaining/report',
    summary: 'Every waiting parcel with its age, as an Excel download',
    access: desk,
    query: q(),
    response: z.unknown(),
  }),
} as const;
