import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { communityIdSchema } from './session';
import {
  byDateQuerySchema,
  deleteSchema,
  emailSettingPutSchema,
  excelQuerySchema,
  listQuerySchema,
  replySchema,
  settingPutSchema,
  statusUpdateSchema,
  suggestionCountsSchema,
  suggestionCreateSchema,
  suggestionDetailSchema,
  suggestionEmailSettingSchema,
  suggestionIdSchema,
  suggestionRefSchema,
  suggestionSchema,
  suggestionSettingSchema,
} from './suggestion-records';

/**
 * Who does what with suggestions:
 * - SUGGESTION:write (residents): write their own, read and withdraw them.
 * - SUGGESTION:read (committee): read every one, count, export.
 * - SUGGESTION:approve (PMC, ADMIN): act on them and set the area up.
 */
const author = allow.to('SUGGESTION:write');
const reader = allow.to('SUGGESTION:read');
const office = allow.to('SUGGESTION:approve');
const q = z.object({ communityID: communityIdSchema });
const one = dataEnvelope(suggestionDetailSchema);
const page = itemsEnvelope(suggestionSchema).extend({ lastKey: z.string().nullable() });
const photoForm = 'JSON, or multipart with up to 3 `photo` files (communityID in the query)';

export const suggestionOps = {
  create: guardedOperation({
    method: 'POST',
    path: '/api/suggestion/create',
    summary: `Write a suggestion (anonymous when the community allows): ${photoForm}`,
    access: author,
    body: suggestionCreateSchema,
    response: one,
  }),
  my: guardedOperation({
    method: 'GET',
    path: '/api/suggestion/my',
    summary: "The caller's own suggestions, newest first",
    access: author,
    query: listQuerySchema.pick({ communityID: true, lastKey: true, limit: true }),
    response: page,
  }),
  withdraw: guardedOperation({
    method: 'POST',
    path: '/api/suggestion/withdraw',
    summary: 'Withdraw one of the caller’s own suggestions while it is NEW',
    access: author,
    body: suggestionRefSchema,
    response: one,
  }),
  list: guardedOperation({
    method: 'GET',
    path: '/api/suggestion/list',
    summary: 'The community’s suggestions by state tab and category, newest first (keyset)',
    access: reader,
    query: listQuerySchema,
    response: page,
  }),
  filterByDate: guardedOperation({
    method: 'GET',
    path: '/api/suggestion/filter-by-date',
    summary: 'Suggestions written between two community days (both included), newest first',
    access: reader,
    query: byDateQuerySchema,
    response: page,
  }),
  info: guardedOperation({
    method: 'GET',
    path: '/api/suggestion/info',
    summary: 'One suggestion: photos, timeline, reply and the moves allowed now',
    access: allow.anyOf('SUGGESTION:read', 'SUGGESTION:write'),
    query: q.extend({ suggestionID: suggestionIdSchema() }),
    response: one,
  }),
  statusUpdate: guardedOperation({
    method: 'POST',
    path: '/api/suggestion/status/update',
    summary: 'Move a suggestion on (carrying the version read); the author is told',
    access: office,
    body: statusUpdateSchema,
    response: one,
  }),
  reply: guardedOperation({
    method: 'POST',
    path: '/api/suggestion/reply',
    summary: 'Answer the author (carrying the version read); the author is told',
    access: office,
    body: replySchema,
    response: one,
  }),
  delete: guardedOperation({
    method: 'POST',
    path: '/api/suggestion/delete',
    summary: 'Take a suggestion out of the lists; its record and the reason stay',
    access: office,
    body: deleteSchema,
    response: one,
  }),
  count: guardedOperation({
    method: 'GET',
    path: '/api/suggestion/count',
    summary: 'Suggestions per state (the tabs) and the oldest one waiting',
    access: reader,
    query: q,
    response: dataEnvelope(suggestionCountsSchema),
  }),
  excel: guardedOperation({
    method: 'GET',
    path: '/api/suggestion/excel',
    summary: 'The suggestions the filters select, as an .xlsx file',
    access: reader,
    query: excelQuerySchema,
    response: z.unknown().describe('An .xlsx file'),
  }),
  setting: guardedOperation({
    method: 'GET',
    path: '/api/suggestion/setting',
    summary: 'Categories, whether anonymous ones are allowed, the auto-acknowledge text',
    access: allow.anyOf('SUGGESTION:read', 'SUGGESTION:write'),
    query: q,
    response: dataEnvelope(suggestionSettingSchema),
  }),
  settingPut: guardedOperation({
    method: 'PUT',
    path: '/api/suggestion/setting',
    summary: 'Set the categories, anonymity and the auto-acknowledge text',
    access: office,
    body: settingPutSchema,
    response: dataEnvelope(suggestionSettingSchema),
  }),
  emailSetting: guardedOperation({
    method: 'GET',
    path: '/api/suggestion/setting/email',
    summary: 'Who is mailed about new suggestions per category, at once or in an 08:00 digest',
    access: office,
    query: q,
    response: dataEnvelope(suggestionEmailSettingSchema),
  }),
  emailSettingPut: guardedOperation({
    method: 'PUT',
    path: '/api/suggestion/setting/email',
    summary: 'Set the addresses per category and when they are mailed',
    access: office,
    body: emailSettingPutSchema,
    response: dataEnvelope(suggestionEmailSettingSchema),
  }),
};
