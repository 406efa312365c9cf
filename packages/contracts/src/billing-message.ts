import { z } from 'zod';
import { RECALL_REASON_MAX, satangSchema } from './billing';
import { q } from './billing-op-parts';
import { lastKeySchema, limitSchema, searchSchema } from './paging';

/**
 * The office's messages to units about billing (a reminder to debtors, a notice to a building).
 * Recipients are fixed when a message is sent: one row per unit, so who read it stays exact
 * whoever moves in or out later.
 */

export const MESSAGE_AUDIENCES = ['ALL', 'BUILDINGS', 'UNITS', 'DEBTORS'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];
export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_BODY_MAX = 2000;
/** Units picked one by one; a larger audience is a building or everyone. */
export const MESSAGE_UNITS_MAX = 500;
export const MESSAGE_BUILDINGS_MAX = 100;

const idOf = (name: string) => z.uuid(`${name} is not valid`);
export const messageIdSchema = idOf('messageID');
const dateOf = (name: string) => z.iso.date(`${name} must be a date (YYYY-MM-DD)`).optional();
const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

/**
 * Who a message goes to: every unit, some buildings' units, picked units, or the units with an
 * overdue open bill today (owing at least `minOverdueSatang` overdue, when given).
 */
export const sendMessageSchema = q({
  title: z.string().trim().min(1, 'title is required').max(MESSAGE_TITLE_MAX),
  body: z.string().trim().min(1, 'body is required').max(MESSAGE_BODY_MAX),
  audience: z.enum(MESSAGE_AUDIENCES),
  buildingIDs: z.array(idOf('buildingID')).max(MESSAGE_BUILDINGS_MAX).optional(),
  unitIDs: z.array(idOf('unitID')).max(MESSAGE_UNITS_MAX).optional(),
  minOverdueSatang: satangSchema.optional(),
})
  .refine((b) => b.audience !== 'BUILDINGS' || !!b.buildingIDs?.length, {
    message: 'buildingIDs are required for a message to buildings',
    path: ['buildingIDs'],
  })
  .refine((b) => b.audience !== 'UNITS' || !!b.unitIDs?.length, {
    message: 'unitIDs are required for a message to units',
    path: ['unitIDs'],
  });
export type SendMessageInput = z.output<typeof sendMessageSchema>;

export const messageRef = q({ messageID: messageIdSchema });
export const recallMessageSchema = q({
  messageID: messageIdSchema,
  reason: z.string().trim().min(1, 'reason is required').max(RECALL_REASON_MAX),
});
const page = { lastKey: lastKeySchema, limit: limitSchema };
export const myMessagesSchema = q(page);
export const messagesOfUnitSchema = q({ ...page, unitNo: z.string().trim().min(1).max(20) });
/** Sent days are the community's; `to` is included. Recalled messages only when asked. */
export const messageSearchSchema = q({
  ...page,
  q: searchSchema,
  from: dateOf('from'),
  to: dateOf('to'),
  audience: z.enum(MESSAGE_AUDIENCES).optional(),
  includeRecalled: flag,
});
export type MessageSearch = z.output<typeof messageSearchSchema>;

/** A person as the office sees them in a message's trace. */
const personSchema = z.object({ userID: z.string(), name: z.string() }).nullable();

export const billingMessageSchema = z.object({
  messageID: z.string(),
  title: z.string(),
  body: z.string(),
  audience: z.enum(MESSAGE_AUDIENCES),
  buildingIDs: z.array(z.string()).nullable(),
  minOverdueSatang: satangSchema.nullable(),
  recipientCount: z.number().int(),
  readCount: z.number().int(),
  sentAt: z.string(),
  sentBy: personSchema,
  recalledAt: z.string().nullable(),
  recalledBy: personSchema,
  recallReason: z.string().nullable(),
});
export type BillingMessage = z.infer<typeof billingMessageSchema>;

export const messageRecipientSchema = z.object({
  unitID: z.string(),
  unitNo: z.string(),
  buildingName: z.string().nullable(),
  /** When someone of the unit first read it; null while unread. */
  readAt: z.string().nullable(),
});
export const messageDetailSchema = billingMessageSchema.extend({
  recipients: z.array(messageRecipientSchema),
});
export type BillingMessageDetail = z.infer<typeof messageDetailSchema>;

/** A message in one unit's history, with when that unit read it. */
export const unitMessageSchema = billingMessageSchema.extend({
  unitNo: z.string(),
  readAt: z.string().nullable(),
});

/** What a resident sees: never who sent it, nor the other recipients. */
export const myMessageSchema = z.object({
  messageID: z.string(),
  title: z.string(),
  body: z.string(),
  sentAt: z.string(),
  unitNos: z.array(z.string()),
  read: z.boolean(),
});
export type MyBillingMessage = z.infer<typeof myMessageSchema>;
