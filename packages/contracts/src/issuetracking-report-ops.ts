import { z } from 'zod';
import { guardedOperation } from './access';
import { dataEnvelope, errorEnvelopeSchema, itemsEnvelope } from './envelope';
import { issueIdSchema, issueSettingsSchema, personSchema, summarySchema } from './issuetracking';
import { taskFilterSchema } from './issuetracking-inputs';
import { manager, q, reader, worker } from './issuetracking-op-parts';
import { lastKeySchema, limitSchema } from './paging';

/** The office's settings, the dashboard card, the reports, Excel out and the defect list in. */

/** Ages of open tasks in the remaining report, in days since made. */
export const AGE_BUCKETS = ['0-7', '8-30', '31-90', '91+'] as const;

const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM');
const dateRange = q({
  from: z.iso.date('from must be a date (YYYY-MM-DD)').optional(),
  to: z.iso.date('to must be a date (YYYY-MM-DD)').optional(),
  groupID: issueIdSchema('groupID').optional(),
});

export const issueImportRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export const issueImportReportSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  errors: z.array(issueImportRowErrorSchema),
  /** Filled when saved: the numbers the new tasks took. */
  firstNo: z.number().int().nullable(),
  lastNo: z.number().int().nullable(),
});
/** The 422 of an import with bad rows: the refusal and the row-by-row report. */
export const issueImportRejectedSchema = errorEnvelopeSchema.extend({ data: issueImportReportSchema });

/**
 * The defect list's columns: the template's headings and the headings offices also write.
 * Only title is required; the group is the one the import is made into.
 */
export const ISSUE_IMPORT_COLUMNS = [
  { key: 'title', header: 'Title', thaiHeader: 'หัวข้อ', aliases: ['title', 'หัวข้อ', 'รายการ'], required: true },
  {
    key: 'text',
    header: 'Details',
    thaiHeader: 'รายละเอียด',
    aliases: ['details', 'text', 'รายละเอียด'],
    required: false,
  },
  {
    key: 'priority',
    header: 'Priority',
    thaiHeader: 'ความสำคัญ',
    aliases: ['priority', 'ความสำคัญ'],
    required: false,
  },
  {
    key: 'dueDate',
    header: 'Due date',
    thaiHeader: 'กำหนดเสร็จ',
    aliases: ['due', 'due date', 'กำหนดเสร็จ'],
    required: false,
  },
  {
    key: 'unitNo',
    header: 'Unit',
    thaiHeader: 'ห้อง',
    aliases: ['unit', 'unit no', 'ห้อง', 'เลขห้อง'],
    required: false,
  },
  { key: 'labels', header: 'Labels', thaiHeader: 'ป้ายกำกับ', aliases: ['labels', 'ป้ายกำกับ'], required: false },
] as const;
export const ISSUE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const issueReportOps = {
  settings: guardedOperation({
    method: 'GET',
    path: '/api/issuetracking/setting',
    summary: 'Deadline rules: working days per priority, working weekdays, holidays, digest hour, escalation',
    access: reader,
    query: q(),
    response: dataEnvelope(issueSettingsSchema),
  }),
  saveSettings: guardedOperation({
    method: 'PUT',
    path: '/api/issuetracking/setting',
    summary: 'Save the deadline rules (due dates of existing tasks stay as they are)',
    access: manager,
    body: q().extend(issueSettingsSchema.shape),
    response: dataEnvelope(issueSettingsSchema),
  }),
  summary: guardedOperation({
    method: 'GET',
    path: '/api/issuetracking/summary',
    summary: "The dashboard card: current, overdue, due today and the caller's unread",
    access: reader,
    query: q(),
    response: dataEnvelope(summarySchema),
  }),
  assignees: guardedOperation({
    method: 'GET',
    path: '/api/issuetracking/assignee/list',
    summary: 'Who a task may be assigned to (and @mentioned): staff and committee of the community',
    access: reader,
    query: q({ q: z.string().trim().max(100).optional() }),
    response: itemsEnvelope(personSchema.extend({ role: z.string() })),
  }),
  taskExcel: guardedOperation({
    method: 'GET',
    path: '/api/issuetracking/task/excel',
    summary: 'Current (or closed, with closed=true) tasks under the list filters as an .xlsx download',
    access: reader,
    query: taskFilterSchema
      .extend({ closed: z.enum(['true', 'false']).default('false') })
      .omit({ lastKey: true, limit: true }),
    response: z.unknown().describe('An .xlsx file'),
  }),
  importTemplate: guardedOperation({
    method: 'GET',
    path: '/api/issuetracking/task/import/template',
    summary: 'The defect list template (.xlsx) with its column headings',
    access: worker,
    query: q(),
    response: z.unknown().describe('An .xlsx file'),
  }),
  import: guardedOperation({
    method: 'POST',
    path: '/api/issuetracking/task/import',
    summary:
      'Multipart `file` (xlsx or csv) of defects into one group. dryRun=true answers the row report and saves ' +
      'nothing; dryRun=false saves every row in one transaction, or, with any bad row, answers 422 with the report',
    access: worker,
    query: q({
      groupID: issueIdSchema('groupID'),
      dryRun: z.enum(['true', 'false'], 'dryRun must be true or false').default('true'),
    }),
    response: dataEnvelope(issueImportReportSchema),
  }),
  total: guardedOperation({
    method: 'GET',
    path: '/api/report/issuetracking/total',
    summary: 'Tasks by state (to do, doing, waiting, closed, overdue) and group',
    access: reader,
    query: dateRange,
    response: dataEnvelope(
      z.object({
        byState: z.object({
          TODO: z.number().int(),
          DOING: z.number().int(),
          WAITING: z.number().int(),
          CLOSED: z.number().int(),
          OVERDUE: z.number().int(),
        }),
        byGroup: z.array(
          z.object({
            groupID: z.string(),
            name: z.string(),
            current: z.number().int(),
            closed: z.number().int(),
            overdue: z.number().int(),
          }),
        ),
      }),
    ),
  }),
  month: guardedOperation({
    method: 'GET',
    path: '/api/report/issuetracking/month',
    summary: 'Opened, closed and recalled per month for the 12 months ending with `month` (community time)',
    access: reader,
    query: q({ month: yearMonth.optional(), groupID: issueIdSchema('groupID').optional() }),
    response: itemsEnvelope(
      z.object({
        month: z.string(),
        opened: z.number().int(),
        closed: z.number().int(),
        recalled: z.number().int(),
      }),
    ),
  }),
  remaining: guardedOperation({
    method: 'GET',
    path: '/api/report/issuetracking/remaining',
    summary: 'Open tasks by age (days since made) and group',
    access: reader,
    query: q(),
    response: itemsEnvelope(
      z.object({
        groupID: z.string(),
        name: z.string(),
        buckets: z.object({
          '0-7': z.number().int(),
          '8-30': z.number().int(),
          '31-90': z.number().int(),
          '91+': z.number().int(),
        }),
        total: z.number().int(),
      }),
    ),
  }),
  history: guardedOperation({
    method: 'GET',
    path: '/api/report/issuetracking/history',
    summary: 'Closed tasks in a date range with the time each took to close; keyset paging',
    access: reader,
    query: dateRange.extend({ lastKey: lastKeySchema, limit: limitSchema }),
    response: itemsEnvelope(
      z.object({
        taskID: z.string(),
        number: z.string(),
        title: z.string(),
        groupName: z.string(),
        createdAt: z.string(),
        closedAt: z.string(),
        closedBy: personSchema.nullable(),
        hoursToClose: z.number(),
        recallCount: z.number().int(),
      }),
    ).extend({ total: z.number().int(), averageHours: z.number().nullable() }),
  }),
  excel: guardedOperation({
    method: 'GET',
    path: '/api/report/issuetracking/excel',
    summary: 'The reports of a date range as one .xlsx workbook (total, month, remaining, history sheets)',
    access: reader,
    query: dateRange,
    response: z.unknown().describe('An .xlsx file'),
  }),
} as const;
