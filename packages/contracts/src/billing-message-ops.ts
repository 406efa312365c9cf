import { z } from 'zod';
import { guardedOperation } from './access';
import {
  billingMessageSchema,
  messageDetailSchema,
  messageRef,
  messageSearchSchema,
  messagesOfUnitSchema,
  myMessageSchema,
  myMessagesSchema,
  recallMessageSchema,
  sendMessageSchema,
  unitMessageSchema,
} from './billing-message';
import { officeReader, officeWriter, residentReader } from './billing-op-parts';
import { dataEnvelope, itemsEnvelope, okSchema } from './envelope';

const detailData = dataEnvelope(messageDetailSchema);

/** The office's billing messages to units, and the residents' own. */
export const billingMessageOps = {
  send: guardedOperation({
    method: 'POST',
    path: '/api/billing/message/send',
    summary:
      'Send a message to every unit, some buildings, picked units or the debtors of today; the ' +
      "recipients are fixed now, one per unit, and the units' residents are notified",
    access: officeWriter,
    body: sendMessageSchema,
    response: detailData,
  }),
  byUnitNo: guardedOperation({
    method: 'GET',
    path: '/api/billing/message/by-unit-no',
    summary: 'The messages a unit received (recalled ones too), newest first, with when it read each',
    access: officeReader,
    query: messagesOfUnitSchema,
    response: itemsEnvelope(unitMessageSchema),
  }),
  infoForOffice: guardedOperation({
    method: 'GET',
    path: '/api/billing/message/info-for-pmc',
    summary: 'One message with its recipients, which of them read it and when, and its recall trace',
    access: officeReader,
    query: messageRef,
    response: detailData,
  }),
  recall: guardedOperation({
    method: 'POST',
    path: '/api/billing/message/recall',
    summary: 'Recall a message with a reason: residents no longer see it; who, when and why are kept',
    access: officeWriter,
    body: recallMessageSchema,
    response: detailData,
  }),
  search: guardedOperation({
    method: 'GET',
    path: '/api/billing/message/search',
    summary:
      "Messages by text, sent dates (the community's zone) and audience, newest first; keyset " +
      'paging; the total on the first page',
    access: officeReader,
    query: messageSearchSchema,
    response: itemsEnvelope(billingMessageSchema).extend({ total: z.number().int().nullable() }),
  }),
  my: guardedOperation({
    method: 'GET',
    path: '/api/billing/message/my',
    summary:
      "The messages to the caller's units that are not recalled, newest first, each with its read flag",
    access: residentReader,
    query: myMessagesSchema,
    response: itemsEnvelope(myMessageSchema),
  }),
  read: guardedOperation({
    method: 'POST',
    path: '/api/billing/message/read',
    summary: "Mark a message read for the caller's units (reading it again changes nothing)",
    access: residentReader,
    body: messageRef,
    response: okSchema,
  }),
};
