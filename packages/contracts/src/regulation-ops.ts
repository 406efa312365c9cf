import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import {
  regulationDetailSchema,
  regulationDocumentSchema,
  regulationFileSchema,
  regulationHistorySchema,
  regulationMarkSchema,
  regulationReportSchema,
  regulationSummarySchema,
  residentRegulationSchema,
} from './regulation';
import {
  archiveSchema,
  documentCreateSchema,
  documentListSchema,
  documentRefSchema,
  draftUpdateSchema,
  historySchema,
  markSchema,
  reportSchema,
  versionCreateSchema,
  versionRefSchema,
} from './regulation-inputs';
import { communityQuerySchema } from './session';

const reader = allow.to('COMMUNITY_RULES:read');
const writer = allow.to('COMMUNITY_RULES:write');
/**
 * The office's views list every unit and its marks: who writes the rules, or who may read the
 * unit directory (the committee), never a resident or a guard.
 */
const office = allow.to('COMMUNITY_RULES:read', { anyOf: ['COMMUNITY_RULES:write', 'DIRECTORY:read'] });

/** The operations of community rules, each with its access beside its schemas. */
export const regulationOps = {
  list: guardedOperation({
    method: 'GET',
    path: '/api/regulation/list',
    summary: 'Documents of the community by category, status or title, recently changed first',
    access: office,
    query: documentListSchema,
    response: itemsEnvelope(regulationDocumentSchema),
  }),
  detail: guardedOperation({
    method: 'GET',
    path: '/api/regulation/detail',
    summary: 'One document with every version, newest first',
    access: office,
    query: documentRefSchema,
    response: dataEnvelope(regulationDetailSchema),
  }),
  create: guardedOperation({
    method: 'POST',
    path: '/api/regulation/create',
    summary: 'A new document with its first version as a draft',
    access: writer,
    body: documentCreateSchema,
    response: dataEnvelope(regulationDetailSchema),
  }),
  update: guardedOperation({
    method: 'POST',
    path: '/api/regulation/update',
    summary: "Change a draft version's content, and its document's title and category",
    access: writer,
    body: draftUpdateSchema,
    response: dataEnvelope(regulationDetailSchema),
  }),
  versionCreate: guardedOperation({
    method: 'POST',
    path: '/api/regulation/version/create',
    summary: 'Start the next version of a document as a draft (one draft at a time)',
    access: writer,
    body: versionCreateSchema,
    response: dataEnvelope(regulationDetailSchema),
  }),
  versionDiscard: guardedOperation({
    method: 'POST',
    path: '/api/regulation/version/discard',
    summary:
      "Throw away a document's draft version (never a published one, nor a document's only version); the audit log keeps what it held",
    access: writer,
    body: versionRefSchema,
    response: dataEnvelope(regulationDetailSchema),
  }),
  publish: guardedOperation({
    method: 'POST',
    path: '/api/regulation/publish',
    summary:
      'Publish a draft version: the version before it is archived; residents are notified when it asks for acknowledgement',
    access: writer,
    body: versionRefSchema,
    response: dataEnvelope(regulationDetailSchema),
  }),
  archive: guardedOperation({
    method: 'POST',
    path: '/api/regulation/archive',
    summary: 'Retire a document with a reason: kept with its versions and marks, gone from residents',
    access: writer,
    body: archiveSchema,
    response: dataEnvelope(regulationDetailSchema),
  }),
  file: guardedOperation({
    method: 'POST',
    path: '/api/regulation/file',
    summary: 'Upload a PDF for a version (multipart `file`, to 10 MB); answers the fileID to attach',
    access: writer,
    query: communityQuerySchema,
    response: dataEnvelope(regulationFileSchema),
  }),
  residentList: guardedOperation({
    method: 'GET',
    path: '/api/regulation/resident/list',
    summary: "The published documents a resident reads, with their units' read and acknowledged marks",
    access: reader,
    query: communityQuerySchema,
    response: itemsEnvelope(residentRegulationSchema),
  }),
  read: guardedOperation({
    method: 'POST',
    path: '/api/regulation/read',
    summary: "Mark a published version read for the caller's unit (or each of their units)",
    access: reader,
    body: markSchema,
    response: dataEnvelope(regulationMarkSchema),
  }),
  acknowledge: guardedOperation({
    method: 'POST',
    path: '/api/regulation/acknowledge',
    summary: "Acknowledge a published version for the caller's unit (or each); the first mark stays",
    access: reader,
    body: markSchema,
    response: dataEnvelope(regulationMarkSchema),
  }),
  remind: guardedOperation({
    method: 'POST',
    path: '/api/regulation/remind',
    summary: 'Notify the residents of every unit that has not acknowledged a published version',
    access: writer,
    body: versionRefSchema,
    response: dataEnvelope(z.object({ units: z.number().int() })),
  }),
  report: guardedOperation({
    method: 'GET',
    path: '/api/regulation/report',
    summary: 'A version: units read and acknowledged, by building, and a page of the units still pending',
    access: office,
    query: reportSchema,
    response: dataEnvelope(regulationReportSchema),
  }),
  historyReport: guardedOperation({
    method: 'GET',
    path: '/api/regulation/history-report',
    summary: 'Versions published over time with their counts, and per month',
    access: office,
    query: historySchema,
    response: dataEnvelope(regulationHistorySchema),
  }),
  reportExcel: guardedOperation({
    method: 'GET',
    path: '/api/regulation/report/excel',
    summary: "A version's every unit with read and acknowledged times, as an .xlsx file",
    access: office,
    query: versionRefSchema,
    response: z.unknown().describe('An .xlsx file'),
  }),
  summary: guardedOperation({
    method: 'GET',
    path: '/api/regulation/summary',
    summary: 'The dashboard card: acknowledgement of the latest version that asks for it',
    access: office,
    query: communityQuerySchema,
    response: dataEnvelope(regulationSummarySchema),
  }),
};
