import { z } from 'zod';
import { guardedOperation } from './access';
import { billRunSchema, satangSchema } from './billing';
import { createRunSchema, runScopeSchema } from './billing-inputs';
import { officeReader, officeWriter, q, runData } from './billing-op-parts';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { lastKeySchema, limitSchema } from './paging';

export const runPreviewSchema = z.object({
  period: z.string(),
  dueDate: z.string(),
  units: z.array(z.object({ unitID: z.string(), unitNo: z.string(), totalSatang: satangSchema })),
  /** Units of the scope that already have a bill for the period: a run leaves them alone. */
  alreadyBilled: z.number().int(),
  totalSatang: satangSchema,
});

/** A month's bills for many units at once, as a durable job with progress. */
export const billingRunOps = {
  preview: guardedOperation({
    method: 'POST',
    path: '/api/billing/run/preview',
    summary: 'Which units a run would bill and for how much; nothing is saved',
    access: officeWriter,
    body: runScopeSchema,
    response: dataEnvelope(runPreviewSchema),
  }),
  create: guardedOperation({
    method: 'POST',
    path: '/api/billing/run/create',
    summary:
      'Start a run (a background job with progress); a run key used before answers that run and makes nothing',
    access: officeWriter,
    body: createRunSchema,
    response: runData,
  }),
  list: guardedOperation({
    method: 'GET',
    path: '/api/billing/run/list',
    summary: 'Runs, newest first',
    access: officeReader,
    query: q({ lastKey: lastKeySchema, limit: limitSchema }),
    response: itemsEnvelope(billRunSchema),
  }),
  info: guardedOperation({
    method: 'GET',
    path: '/api/billing/run/info',
    summary: "One run's status and progress",
    access: officeReader,
    query: q({ runID: z.uuid('runID is not valid') }),
    response: runData,
  }),
};
