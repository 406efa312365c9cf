import { z } from 'zod';
import { LANGS } from './i18n';

/**
 * Chat between a community's residents and its office. Each resident has one room per
 * community; the office answers from one shared inbox (the chat admins). A room's messages are
 * numbered by the room's own `seq` (1, 2, 3... without gaps), which is what paging, read ticks
 * and a reconnect's catch-up (`afterSeq`) count by. Times are ISO instants (UTC); days and clock
 * times in the preference are the community's own.
 */

export const CHAT_TEXT_MAX = 2000;
export const CHAT_ATTACHMENTS_MAX = 5;
/** A message may be recalled by its sender this long after it was sent. */
export const CHAT_RECALL_MINUTES = 5;
/** More messages than this from one sender within the window is answered 429. */
export const CHAT_RATE = { messages: 20, seconds: 10 } as const;
export const CHAT_QUICK_REPLIES_MAX = 30;
export const CHAT_QUICK_REPLY_MAX = 500;
export const CHAT_GREETING_MAX = 1000;
export const CHAT_HOLIDAYS_MAX = 100;
/** Attachment files: images and PDF, checked on their bytes. */
export const CHAT_ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
] as const;
export const CHAT_ATTACHMENT_BYTES_MAX = 10 * 1024 * 1024;
/** A single-use socket ticket lives this long. */
export const CHAT_TICKET_SECONDS = 30;
export const CHAT_PAGE_MAX = 100;

export const CHAT_ROOM_STATUSES = ['OPEN', 'PENDING', 'CLOSED'] as const;
export type ChatRoomStatus = (typeof CHAT_ROOM_STATUSES)[number];
export const CHAT_ROOM_FILTERS = ['open', 'pending', 'closed', 'all'] as const;
/** Who wrote a message: the room's resident, the office, or the system (auto-reply, greeting). */
export const CHAT_SIDES = ['RESIDENT', 'OFFICE', 'SYSTEM'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

export const roomIdSchema = () => z.uuid('roomID is not valid');
export const messageIdSchema = () => z.uuid('messageID is not valid');
export const attachmentIdSchema = () => z.uuid('attachmentID is not valid');
export const chatUserIdSchema = () => z.uuid('userID is not valid');
/** A device's own identifier (the app's install ID, the console's per-browser ID). */
export const deviceIdSchema = z
  .string('deviceID is required')
  .trim()
  .min(8, 'deviceID must be 8 to 100 characters')
  .max(100, 'deviceID must be 8 to 100 characters')
  .regex(/^[A-Za-z0-9._:-]+$/, 'deviceID may hold letters, digits and . _ : - only');
/** The sender's own ID for a message: sending it again is a no-op that answers the same message. */
export const clientMessageIdSchema = z
  .string('clientMessageID is required')
  .trim()
  .min(1, 'clientMessageID is required')
  .max(64, 'clientMessageID must be at most 64 characters');
export const seqSchema = z.coerce
  .number('seq must be a number')
  .int('seq must be a whole number')
  .min(0)
  .max(2 ** 31 - 1);

export const chatTextSchema = z
  .string()
  .max(CHAT_TEXT_MAX, `A message may be at most ${CHAT_TEXT_MAX} characters`)
  .default('');

export const chatAttachmentSchema = z.object({
  attachmentID: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** A signed link, minutes long, for members of the room. */
  url: z.string().nullable(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatMessageSchema = z.object({
  messageID: z.string(),
  roomID: z.string(),
  seq: z.number().int(),
  side: z.enum(CHAT_SIDES),
  senderID: z.string().nullable(),
  senderName: z.string().nullable(),
  clientMessageID: z.string().nullable(),
  /** Plain text, shown as text (never as markup). Empty once recalled. */
  text: z.string(),
  attachments: z.array(chatAttachmentSchema),
  recalledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRoomSchema = z.object({
  roomID: z.string(),
  residentID: z.string(),
  residentName: z.string(),
  residentPhone: z.string().nullable(),
  /** The resident's units in this community, e.g. ["A-0304"]. */
  unitNos: z.array(z.string()),
  status: z.enum(CHAT_ROOM_STATUSES),
  assigneeID: z.string().nullable(),
  assigneeName: z.string().nullable(),
  lastSeq: z.number().int(),
  lastMessageAt: z.string().nullable(),
  lastMessagePreview: z.string(),
  lastMessageSide: z.enum(CHAT_SIDES).nullable(),
  /** Messages the office has not read yet (for the resident's own view: the resident's unread). */
  unread: z.number().int(),
  /** The highest seq each side has read: the read ticks. */
  residentReadSeq: z.number().int(),
  officeReadSeq: z.number().int(),
  /** Since when the resident has waited for an answer; null when answered. */
  waitingSince: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

export const chatAdminSchema = z.object({
  userID: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  online: z.boolean(),
  addedAt: z.string(),
});
export type ChatAdmin = z.infer<typeof chatAdminSchema>;

export const chatMemberSchema = z.object({
  userID: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  unitNos: z.array(z.string()),
  roomID: z.string().nullable(),
  status: z.enum(CHAT_ROOM_STATUSES).nullable(),
  unread: z.number().int(),
});
export type ChatMember = z.infer<typeof chatMemberSchema>;

export const chatProfileSchema = chatMemberSchema.extend({
  photoUrl: z.string().nullable(),
  lang: z.string(),
  joinedAt: z.string().nullable(),
  messageCount: z.number().int(),
});
export type ChatProfile = z.infer<typeof chatProfileSchema>;

export const clockText = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:MM (00:00 to 23:59)');
/** One weekday's office hours; null is closed all day. Closing must be after opening. */
export const officeDaySchema = z
  .object({ open: clockText, close: clockText })
  .refine((d) => d.close > d.open, 'Closing time must be after opening time')
  .nullable();
/** Seven entries, Sunday first. */
export const officeWeekSchema = z
  .array(officeDaySchema)
  .length(7, 'Give office hours for all seven weekdays');

const autoReplyTextsSchema = z
  .partialRecord(
    z.enum(LANGS),
    z.string().trim().max(CHAT_GREETING_MAX, `At most ${CHAT_GREETING_MAX} characters`),
  )
  .default({});

export const chatPreferenceSchema = z.object({
  officeHours: officeWeekSchema,
  /** Days the office is closed, `YYYY-MM-DD` in the community's calendar. */
  holidays: z
    .array(z.iso.date('Use a date as YYYY-MM-DD'))
    .max(CHAT_HOLIDAYS_MAX, `At most ${CHAT_HOLIDAYS_MAX} holidays`),
  autoReplyEnabled: z.boolean(),
  /**
   * The after-hours answer per language; a language left empty gets the product's own text in
   * that language, so every resident is answered in theirs.
   */
  autoReplyTexts: autoReplyTextsSchema,
  /** Shown to a resident opening the room for the first time; empty for none. */
  greeting: z.string().trim().max(CHAT_GREETING_MAX, `At most ${CHAT_GREETING_MAX} characters`),
  quickReplies: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A quick reply may not be empty')
        .max(CHAT_QUICK_REPLY_MAX, `A quick reply may be at most ${CHAT_QUICK_REPLY_MAX} characters`),
    )
    .max(CHAT_QUICK_REPLIES_MAX, `At most ${CHAT_QUICK_REPLIES_MAX} quick replies`),
});
export type ChatPreference = z.infer<typeof chatPreferenceSchema>;

/** What the residents' app shows above the conversation. */
export const chatOfficeStatusSchema = z.object({
  officeOpenNow: z.boolean(),
  officeHours: officeWeekSchema,
  holidays: z.array(z.string()),
  adminOnline: z.boolean(),
  greeting: z.string(),
});

export const chatUnreadSchema = z.object({
  /** Rooms with unread messages (the office), or 0/1 (a resident). */
  rooms: z.number().int(),
  messages: z.number().int(),
});

/** The dashboard card: open rooms, unread, longest wait. */
export const chatSummarySchema = z.object({
  open: z.number().int(),
  pending: z.number().int(),
  unreadRooms: z.number().int(),
  /** When the longest-waiting resident started waiting; null if nobody waits. */
  longestWaitSince: z.string().nullable(),
});
