import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { lastKeySchema, limitSchema, searchSchema } from './paging';
import { communityIdSchema, communityQuerySchema } from './session';

/** What a partner does; the console shows an icon and a word for each. */
export const SERVICE_KINDS = ['CLEANING', 'AIRCON_WASH', 'MOVING', 'OTHER'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/**
 * A request's life: REQUESTED -> ACCEPTED -> SCHEDULED -> DONE, or REJECTED by the partner, or
 * CANCELLED by the resident or the office while still open.
 */
export const REQUEST_STATUSES = [
  'REQUESTED',
  'ACCEPTED',
  'SCHEDULED',
  'DONE',
  'REJECTED',
  'CANCELLED',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const OPEN_STATUSES: readonly RequestStatus[] = ['REQUESTED', 'ACCEPTED', 'SCHEDULED'];

/** The moves a partner (or the office for them) makes, and the states each starts from. */
export const REQUEST_MOVES = {
  ACCEPTED: ['REQUESTED'],
  SCHEDULED: ['ACCEPTED', 'SCHEDULED'],
  DONE: ['SCHEDULED'],
  REJECTED: ['REQUESTED'],
  CANCELLED: ['REQUESTED', 'ACCEPTED', 'SCHEDULED'],
} as const satisfies Record<Exclude<RequestStatus, 'REQUESTED'>, readonly RequestStatus[]>;
export type PartnerMove = Exclude<keyof typeof REQUEST_MOVES, 'CANCELLED'>;
export const PARTNER_MOVES = [
  'ACCEPTED',
  'SCHEDULED',
  'DONE',
  'REJECTED',
] as const satisfies readonly PartnerMove[];

export const SERVICE_NAME_MAX = 120;
export const SERVICE_DESCRIPTION_MAX = 1000;
export const NOTE_MAX = 500;
export const PLACE_MAX = 60;
/** A from-price above a million baht is a typing mistake, not a cleaning job. */
export const PRICE_MAX_SATANG = 100_000_000;

const text = (field: string, max: number) =>
  z
    .string(`${field} is required`)
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
const optionalText = (field: string, max: number) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters`).optional().default('');
const uuid = (field: string) => z.uuid(`${field} is not valid`);

export const satangPriceSchema = z
  .number('fromPriceSatang must be a number of satang')
  .int('fromPriceSatang must be whole satang')
  .min(0, 'fromPriceSatang must not be negative')
  .max(PRICE_MAX_SATANG, `fromPriceSatang must be at most ${PRICE_MAX_SATANG}`);

export const partnerSchema = z.object({
  partnerID: z.string(),
  name: z.string(),
  email: z.string(),
  kinds: z.array(z.enum(SERVICE_KINDS)),
});
export type Partner = z.infer<typeof partnerSchema>;

export const serviceSchema = z.object({
  serviceID: z.string(),
  kind: z.enum(SERVICE_KINDS),
  name: z.string(),
  description: z.string(),
  fromPriceSatang: z.number().int(),
  /** The operator's partner it was turned on from; null for the community's own local vendor. */
  partnerID: z.string().nullable(),
  vendorName: z.string(),
  /** Where the partner's signed link goes; answered to staff only (null for residents). */
  vendorEmail: z.string().nullable(),
  isEnabled: z.boolean(),
  openRequests: z.number().int(),
  createdAt: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

export const requestSchema = z.object({
  requestID: z.string(),
  serviceID: z.string(),
  serviceName: z.string(),
  serviceKind: z.enum(SERVICE_KINDS),
  vendorName: z.string(),
  requesterName: z.string(),
  /** Where the work happens: a room or house number. */
  place: z.string(),
  note: z.string(),
  /** The day the resident would like (YYYY-MM-DD, community time). */
  preferredDate: z.string(),
  status: z.enum(REQUEST_STATUSES),
  scheduledAt: z.string().nullable(),
  /** The partner's or the office's last word (a rejection's reason, the visit's details). */
  statusNote: z.string(),
  review: z.object({ rating: z.number().int(), comment: z.string() }).nullable(),
  isMine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceRequest = z.infer<typeof requestSchema>;

/** What the partner's page shows: the job, without the resident's account. */
export const partnerViewSchema = z.object({
  requestID: z.string(),
  communityName: z.string(),
  serviceName: z.string(),
  vendorName: z.string(),
  requesterName: z.string(),
  place: z.string(),
  note: z.string(),
  preferredDate: z.string(),
  status: z.enum(REQUEST_STATUSES),
  scheduledAt: z.string().nullable(),
  statusNote: z.string(),
  timeZone: z.string(),
});
export type PartnerView = z.infer<typeof partnerViewSchema>;

const vendorFields = {
  kind: z.enum(SERVICE_KINDS, `kind must be one of ${SERVICE_KINDS.join(', ')}`),
  name: text('name', SERVICE_NAME_MAX),
  description: optionalText('description', SERVICE_DESCRIPTION_MAX),
  fromPriceSatang: satangPriceSchema,
};

/** A service from the operator's partner, or the community's local vendor with its own e-mail. */
export const serviceCreateSchema = z
  .object({
    communityID: communityIdSchema,
    ...vendorFields,
    partnerID: uuid('partnerID').optional(),
    vendorName: z.string().trim().max(SERVICE_NAME_MAX).optional(),
    vendorEmail: z.email('vendorEmail is not an e-mail address').max(200).optional(),
  })
  .refine((b) => Boolean(b.partnerID) !== Boolean(b.vendorName && b.vendorEmail), {
    message: 'Give either partnerID or a local vendor (vendorName and vendorEmail), not both',
    path: ['partnerID'],
  });

/** The requests list's filters; the Excel download takes the same, without the paging. */
const requestFilterSchema = z.object({
  communityID: communityIdSchema,
  status: z.enum(REQUEST_STATUSES, `status must be one of ${REQUEST_STATUSES.join(', ')}`).optional(),
  openOnly: z
    .enum(['true', 'false'], 'openOnly must be true or false')
    .optional()
    .transform((v) => v === 'true'),
  search: searchSchema,
});

const serviceRef = { communityID: communityIdSchema, serviceID: uuid('serviceID') };
const requestRef = { communityID: communityIdSchema, requestID: uuid('requestID') };
/** The signed link names the community too, so the job is read inside that community alone. */
const partnerRef = {
  communityID: communityIdSchema,
  requestID: uuid('requestID'),
  token: z.string('token is required').min(20, 'The link is not valid').max(200, 'The link is not valid'),
};

/** The operations of the extra services area, each with its access beside its schemas. */
export const losservicesOps = {
  serviceList: guardedOperation({
    method: 'GET',
    path: '/api/losservices/service/list',
    summary: "The community's services: residents see those turned on, staff all of them",
    access: allow.member(),
    query: z.object({ communityID: communityIdSchema, search: searchSchema }),
    response: itemsEnvelope(serviceSchema),
  }),
  serviceDetail: guardedOperation({
    method: 'GET',
    path: '/api/losservices/service/detail',
    summary: 'One service of the community',
    access: allow.member(),
    query: z.object(serviceRef),
    response: dataEnvelope(serviceSchema),
  }),
  serviceCreate: guardedOperation({
    method: 'POST',
    path: '/api/losservices/service/create',
    summary: "Turn on a partner's service, or add a local vendor (off until toggled on)",
    access: allow.to('LOS_SERVICES:write'),
    body: serviceCreateSchema,
    response: dataEnvelope(serviceSchema),
  }),
  serviceUpdate: guardedOperation({
    method: 'POST',
    path: '/api/losservices/service/update',
    summary: "Change a service's name, description, kind and from-price",
    access: allow.to('LOS_SERVICES:write'),
    body: z.object({ ...serviceRef, ...vendorFields }),
    response: dataEnvelope(serviceSchema),
  }),
  serviceToggle: guardedOperation({
    method: 'POST',
    path: '/api/losservices/service/toggle',
    summary: 'Offer a service to residents or stop offering it (its requests stay)',
    access: allow.to('LOS_SERVICES:write'),
    body: z.object({ ...serviceRef, isEnabled: z.boolean('isEnabled is required') }),
    response: dataEnvelope(serviceSchema),
  }),
  partnerList: guardedOperation({
    method: 'GET',
    path: '/api/losservices/partner/list',
    summary: "The operator's partners a community may turn on",
    access: allow.to('LOS_SERVICES:read'),
    query: communityQuerySchema,
    response: itemsEnvelope(partnerSchema),
  }),
  requestCreate: guardedOperation({
    method: 'POST',
    path: '/api/losservices/request/create',
    summary: 'A resident orders a service; the partner gets an e-mail with a signed link',
    access: allow.member(),
    body: z.object({
      communityID: communityIdSchema,
      serviceID: uuid('serviceID'),
      place: text('place', PLACE_MAX),
      note: optionalText('note', NOTE_MAX),
      preferredDate: z.iso.date('preferredDate must be a date (YYYY-MM-DD)'),
    }),
    response: dataEnvelope(requestSchema),
  }),
  requestList: guardedOperation({
    method: 'GET',
    path: '/api/losservices/request/list',
    summary: 'Requests, newest first: staff see the community, a resident their own',
    access: allow.member(),
    query: requestFilterSchema.extend({ lastKey: lastKeySchema, limit: limitSchema }),
    response: itemsEnvelope(requestSchema),
  }),
  requestExcel: guardedOperation({
    method: 'GET',
    path: '/api/losservices/request/excel',
    summary:
      "The community's requests under the list's filters as an .xlsx file, newest first (times in the community's zone, headings in the caller's language)",
    access: allow.to('LOS_SERVICES:read'),
    query: requestFilterSchema,
    response: z.unknown().describe('An .xlsx file'),
  }),
  requestCount: guardedOperation({
    method: 'GET',
    path: '/api/losservices/request/count',
    summary: "The dashboard card's figure: the community's requests not finished yet",
    access: allow.to('LOS_SERVICES:read'),
    query: communityQuerySchema,
    response: dataEnvelope(z.object({ open: z.number().int() })),
  }),
  requestDetail: guardedOperation({
    method: 'GET',
    path: '/api/losservices/request/detail',
    summary: 'One request: its requester or staff',
    access: allow.member(),
    query: z.object(requestRef),
    response: dataEnvelope(requestSchema),
  }),
  requestStatus: guardedOperation({
    method: 'POST',
    path: '/api/losservices/request/status',
    summary: 'The office moves a request for the partner (accept, schedule, finish, reject)',
    access: allow.to('LOS_SERVICES:write'),
    body: z.object({
      ...requestRef,
      status: z.enum(PARTNER_MOVES, `status must be one of ${PARTNER_MOVES.join(', ')}`),
      scheduledAt: z.iso.datetime({ offset: true, error: 'scheduledAt must be a date and time' }).optional(),
      note: optionalText('note', NOTE_MAX),
    }),
    response: dataEnvelope(requestSchema),
  }),
  requestCancel: guardedOperation({
    method: 'POST',
    path: '/api/losservices/request/cancel',
    summary: 'The requester or the office cancels an open request, with a reason',
    access: allow.member(),
    body: z.object({ ...requestRef, reason: text('reason', NOTE_MAX) }),
    response: dataEnvelope(requestSchema),
  }),
  requestReview: guardedOperation({
    method: 'POST',
    path: '/api/losservices/request/review',
    summary: 'The requester rates a finished request once (1 to 5)',
    access: allow.member(),
    body: z.object({
      ...requestRef,
      rating: z.number('rating is required').int('rating must be whole').min(1).max(5),
      comment: optionalText('comment', NOTE_MAX),
    }),
    response: dataEnvelope(requestSchema),
  }),
  partnerRequest: guardedOperation({
    method: 'GET',
    path: '/api/losservices/partner/request',
    summary: "The partner's signed link: the job it names",
    access: allow.public,
    query: z.object(partnerRef),
    response: dataEnvelope(partnerViewSchema),
  }),
  partnerMove: guardedOperation({
    method: 'POST',
    path: '/api/losservices/partner/request',
    summary: 'The partner, through the signed link, accepts, schedules, finishes or rejects the job',
    access: allow.public,
    body: z.object({
      ...partnerRef,
      status: z.enum(PARTNER_MOVES, `status must be one of ${PARTNER_MOVES.join(', ')}`),
      scheduledAt: z.iso.datetime({ offset: true, error: 'scheduledAt must be a date and time' }).optional(),
      note: optionalText('note', NOTE_MAX),
    }),
    response: dataEnvelope(partnerViewSchema),
  }),
};
