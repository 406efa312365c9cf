import { guardedOperation } from './access';
import { itemsEnvelope } from './envelope';
import { lastKeySchema, limitSchema } from './paging';
import {
  confirmCloseSchema,
  requestRefSchema,
  residentCreateSchema,
  residentScheduleSchema,
  reviewFieldsSchema,
} from './repair-inputs';
import { q, reader, requestData, requestItems, resident } from './repair-op-parts';
import { repairDay, repairSlotSchema, requestIdSchema } from './repair-records';

const photoForm = 'JSON, or multipart with `photo` files (communityID in the query)';

/** What the residents' app calls: their own units' requests only. */
export const repairResidentOps = {
  create: guardedOperation({
    method: 'POST',
    path: '/api/repair/resident/request/create',
    summary: `File a request for one of the caller's units (up to 5 photos): ${photoForm}`,
    access: resident,
    body: residentCreateSchema,
    response: requestData,
  }),
  list: guardedOperation({
    method: 'GET',
    path: '/api/repair/resident/request/list',
    summary: "The caller's units' requests, newest first",
    access: reader,
    query: q({ lastKey: lastKeySchema, limit: limitSchema }),
    response: requestItems,
  }),
  info: guardedOperation({
    method: 'GET',
    path: '/api/repair/resident/request/info',
    summary:
      'One of their requests: progress notes shown to residents, quote, appointment, the actions allowed',
    access: reader,
    query: q({ requestID: requestIdSchema() }),
    response: requestData,
  }),
  photo: guardedOperation({
    method: 'POST',
    path: '/api/repair/resident/request/photo',
    summary: 'Add photos to a new request: multipart `photo` files; communityID and requestID in the query',
    access: resident,
    query: q({ requestID: requestIdSchema() }),
    response: requestData,
  }),
  cancel: guardedOperation({
    method: 'POST',
    path: '/api/repair/resident/request/cancel',
    summary: 'Cancel a request before the visit',
    access: resident,
    body: requestRefSchema,
    response: requestData,
  }),
  approveQuote: guardedOperation({
    method: 'POST',
    path: '/api/repair/resident/request/quote/approve',
    summary: 'Approve the quote',
    access: resident,
    body: requestRefSchema,
    response: requestData,
  }),
  declineQuote: guardedOperation({
    method: 'POST',
    path: '/api/repair/resident/request/quote/decline',
    summary: 'Decline the quote (the request closes as declined)',
    access: resident,
    body: requestRefSchema,
    response: requestData,
  }),
  slots: guardedOperation({
    method: 'GET',
    path: '/api/repair/resident/request/slot',
    summary: 'Slots a technician can serve for the request, over days',
    access: reader,
    query: q({ requestID: requestIdSchema(), from: repairDay, to: repairDay }),
    response: itemsEnvelope(repairSlotSchema),
  }),
  schedule: guardedOperation({
    method: 'POST',
    path: '/api/repair/resident/request/schedule',
    summary: 'Pick a slot for the visit (a technician is assigned)',
    access: resident,
    body: residentScheduleSchema,
    response: requestData,
  }),
  confirmClose: guardedOperation({
    method: 'POST',
    path: '/api/repair/resident/request/close/confirm',
    summary: 'Confirm the work is done, or say it is not fixed (it reopens)',
    access: resident,
    body: confirmCloseSchema,
    response: requestData,
  }),
  review: guardedOperation({
    method: 'POST',
    path: '/api/repair/resident/request/review',
    summary: `Rate the repair 1 to 5 stars with a comment and a photo, within 14 days of closing: ${photoForm}`,
    access: resident,
    body: reviewFieldsSchema,
    response: requestData,
  }),
} as const;
