import { z } from 'zod';
import { guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import {
  appointmentUpdateSchema,
  categoriesUpdateSchema,
  pricingUpdateSchema,
  resultsQuery,
  slaUpdateSchema,
  techniciansUpdateSchema,
} from './repair-inputs';
import { office, q, reader } from './repair-op-parts';
import {
  appointmentSettingSchema,
  categorySchema,
  priceItemSchema,
  resultsSchema,
  slaSettingSchema,
  technicianSchema,
} from './repair-records';

/** The office's repair settings and its monthly results. */
export const repairSettingOps = {
  categories: guardedOperation({
    method: 'GET',
    path: '/api/repair/setting/category',
    summary: 'Repair categories with their SLA (residents read them to file a request)',
    access: reader,
    query: q(),
    response: itemsEnvelope(categorySchema),
  }),
  categoriesUpdate: guardedOperation({
    method: 'PUT',
    path: '/api/repair/setting/category',
    summary: 'Save the categories (add, rename, change SLA, retire): all of them at once',
    access: office,
    body: categoriesUpdateSchema,
    response: itemsEnvelope(categorySchema),
  }),
  pricing: guardedOperation({
    method: 'GET',
    path: '/api/repair/setting/pricing',
    summary: 'The price list (residents read it too: prices are the community’s own)',
    access: reader,
    query: q(),
    response: itemsEnvelope(priceItemSchema),
  }),
  pricingUpdate: guardedOperation({
    method: 'PUT',
    path: '/api/repair/setting/pricing',
    summary: 'Save the price list, all of it at once',
    access: office,
    body: pricingUpdateSchema,
    response: itemsEnvelope(priceItemSchema),
  }),
  pricingImport: guardedOperation({
    method: 'POST',
    path: '/api/repair/setting/pricing/import',
    summary:
      'Replace the price list from a spreadsheet (multipart `file`; communityID in the query): all rows or none, each bad row named',
    access: office,
    query: q({ dryRun: z.enum(['true', 'false']).default('false') }),
    response: dataEnvelope(
      z.object({
        saved: z.number().int(),
        errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
        items: z.array(priceItemSchema),
      }),
    ),
  }),
  pricingTemplate: guardedOperation({
    method: 'GET',
    path: '/api/repair/setting/pricing/template',
    summary: 'The price list as a spreadsheet to fill in and import',
    access: office,
    query: q(),
    response: z.unknown().describe('An .xlsx file'),
  }),
  technicians: guardedOperation({
    method: 'GET',
    path: '/api/repair/setting/technician',
    summary: 'Technicians: skills and days on duty',
    access: office,
    query: q(),
    response: itemsEnvelope(technicianSchema),
  }),
  techniciansUpdate: guardedOperation({
    method: 'PUT',
    path: '/api/repair/setting/technician',
    summary: 'Save the technicians, all at once (appointments keep theirs)',
    access: office,
    body: techniciansUpdateSchema,
    response: itemsEnvelope(technicianSchema),
  }),
  appointment: guardedOperation({
    method: 'GET',
    path: '/api/repair/setting/appointment',
    summary: 'Visit slots, booking lead time and auto-close days',
    access: reader,
    query: q(),
    response: dataEnvelope(appointmentSettingSchema),
  }),
  appointmentUpdate: guardedOperation({
    method: 'PUT',
    path: '/api/repair/setting/appointment',
    summary: 'Change the visit slots, lead time and auto-close days',
    access: office,
    body: appointmentUpdateSchema,
    response: dataEnvelope(appointmentSettingSchema),
  }),
  sla: guardedOperation({
    method: 'GET',
    path: '/api/repair/setting/sla',
    summary: 'Working days and hours, holidays and the breach warning the SLA clocks count in',
    access: office,
    query: q(),
    response: dataEnvelope(slaSettingSchema),
  }),
  slaUpdate: guardedOperation({
    method: 'PUT',
    path: '/api/repair/setting/sla',
    summary: 'Change the working time the SLA clocks count in',
    access: office,
    body: slaUpdateSchema,
    response: dataEnvelope(slaSettingSchema),
  }),
  results: guardedOperation({
    method: 'GET',
    path: '/api/repair/report/results',
    summary:
      'Per month: received, accepted, rejected, closed, force closed; median hours to accept, visit, close; share within SLA; amounts; stars',
    access: office,
    query: resultsQuery,
    response: dataEnvelope(resultsSchema),
  }),
  resultsExcel: guardedOperation({
    method: 'GET',
    path: '/api/repair/report/results/excel',
    summary: 'The results as an .xlsx file',
    access: office,
    query: resultsQuery,
    response: z.unknown().describe('An .xlsx file'),
  }),
} as const;
