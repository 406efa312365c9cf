import { z } from 'zod';
import { allow } from './access';
import {
  type AGM_ATTENDANCE_MODES,
  AGM_CANDIDATES_MAX,
  AGM_DESCRIPTION_MAX,
  AGM_ID_NO_MAX,
  AGM_ITEMS_MAX,
  AGM_LEGAL_REFERENCE_MAX,
  AGM_MEETING_KINDS,
  AGM_MEETING_STATES,
  AGM_MINUTES_LANGUAGES,
  AGM_NAME_MAX,
  AGM_NOTE_MAX,
  AGM_PLACE_MAX,
  AGM_REASON_MAX,
  AGM_RESOLUTION_TEXT_MAX,
  AGM_RULE_CODES,
  AGM_SEATS_MAX,
  AGM_SEATS_MIN,
  AGM_SIGNATURES_MAX,
  AGM_TITLE_MAX,
  AGM_URL_MAX,
  AGM_VOTE_CHOICES,
} from './agmmeeting';
import { communityIdSchema } from './session';

/**
 * Who does what at a general meeting:
 * - AGM_MEETING:write runs meetings: agenda, roll, notice, check-in, paper ballots, minutes
 *   drafts, the live figures (PMC, ADMIN, COMMITTEE by default).
 * - AGM_MEETING:approve edits the rules and publishes the minutes (PMC, ADMIN).
 * - AGM_MEETING:read is the residents' side: their meetings, ballot, online check-in, proxy,
 *   casting, petitions. Whether they may vote for a unit is decided per unit (owner or registered
 *   proxy), never by the permission alone; tenants hold it too and only read.
 */
export const runner = allow.to('AGM_MEETING:write');
export const approver = allow.to('AGM_MEETING:approve');
export const owner = allow.to('AGM_MEETING:read');

const id = (field: string) => z.uuid(`${field} is not valid`);
const text = (field: string, max: number) =>
  z
    .string(`${field} is required`)
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
const optionalText = (field: string, max: number) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters`).default('');
/** A query or body of this community, with more fields. */
export const q = <S extends z.ZodRawShape = Record<never, never>>(shape?: S) =>
  z.object({ communityID: communityIdSchema }).extend((shape ?? {}) as S);

export const meetingIdSchema = id('meetingID');
export const itemIdSchema = id('itemID');
export const unitIdSchema = id('unitID');
export const oneMeeting = q({ meetingID: meetingIdSchema });
export const oneItem = q({ itemID: itemIdSchema });

const startsAt = z.iso.datetime({ offset: true, message: 'startsAt must be an ISO time with its offset' });
const meetingFields = {
  kind: z.enum(AGM_MEETING_KINDS, 'kind must be ANNUAL or EXTRAORDINARY'),
  title: text('title', AGM_TITLE_MAX),
  startsAt,
  place: text('place', AGM_PLACE_MAX),
  onlineUrl: z.url('onlineUrl must be a link').max(AGM_URL_MAX).nullable().default(null),
  /** Annual meetings: the year end they follow (warns past 120 days). */
  yearEnd: z.iso.date('yearEnd must be YYYY-MM-DD').nullable().default(null),
};
export const meetingCreateSchema = q(meetingFields);
export type AgmMeetingCreate = z.input<typeof meetingCreateSchema>;
export const meetingUpdateSchema = q({ meetingID: meetingIdSchema, ...meetingFields });
export type AgmMeetingUpdate = z.input<typeof meetingUpdateSchema>;
export const meetingListSchema = q({
  states: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
      z.array(z.enum(AGM_MEETING_STATES, 'states holds unknown states')),
    )
    .optional(),
});
export const meetingCancelSchema = q({ meetingID: meetingIdSchema, reason: text('reason', AGM_REASON_MAX) });
export const meetingReconveneSchema = q({
  meetingID: meetingIdSchema,
  startsAt,
  place: text('place', AGM_PLACE_MAX),
  onlineUrl: z.url('onlineUrl must be a link').max(AGM_URL_MAX).nullable().default(null),
});
export type AgmMeetingReconvene = z.input<typeof meetingReconveneSchema>;

const candidateName = text('candidate name', AGM_NAME_MAX);
const itemFields = {
  title: text('title', AGM_TITLE_MAX),
  titleEn: optionalText('titleEn', AGM_TITLE_MAX),
  description: optionalText('description', AGM_DESCRIPTION_MAX),
};
const choiceError = 'choice must be FOR, AGAINST or ABSTAIN';
/** An agenda item by kind: information (no vote), resolution under a rule, election of 3 to 9 seats. */
export const itemInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('INFORMATION'), ...itemFields }),
    z.object({
      kind: z.literal('RESOLUTION'),
      ...itemFields,
      ruleCode: z.enum(AGM_RULE_CODES, 'ruleCode is not a rule'),
    }),
    z.object({
      kind: z.literal('ELECTION'),
      ...itemFields,
      seats: z
        .number('seats must be a number')
        .int()
        .min(AGM_SEATS_MIN, `seats must be ${AGM_SEATS_MIN} to ${AGM_SEATS_MAX}`)
        .max(AGM_SEATS_MAX, `seats must be ${AGM_SEATS_MIN} to ${AGM_SEATS_MAX}`),
      candidates: z
        .array(candidateName)
        .min(1, 'Name at least one candidate')
        .max(AGM_CANDIDATES_MAX, `At most ${AGM_CANDIDATES_MAX} candidates`)
        .refine((c) => new Set(c).size === c.length, 'Each candidate once'),
    }),
  ],
  'kind must be INFORMATION, RESOLUTION or ELECTION',
);
export type AgmItemInput = z.input<typeof itemInputSchema>;
export const itemCreateSchema = z.intersection(q({ meetingID: meetingIdSchema }), itemInputSchema);
export const itemUpdateSchema = z.intersection(q({ itemID: itemIdSchema }), itemInputSchema);
export const itemOrderSchema = q({
  meetingID: meetingIdSchema,
  itemIDs: z
    .array(itemIdSchema)
    .min(1)
    .max(AGM_ITEMS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'Each item once'),
});

export const rollListSchema = q({
  meetingID: meetingIdSchema,
  search: z.string().trim().max(100).optional(),
});
export const rollUpdateSchema = q({
  meetingID: meetingIdSchema,
  unitID: unitIdSchema,
  eligible: z.boolean().optional(),
  /** An override in millionths ("12345" = 0.012345); null returns to the directory's. */
  weight: z
    .string()
    .regex(/^\d{1,7}$/, 'weight is millionths of a vote, 0 to 1000000')
    .refine(
      (w) => !/^\d+$/.test(w) || BigInt(w) <= 1_000_000n,
      'weight is millionths of a vote, 0 to 1000000',
    )
    .nullable()
    .optional(),
  reason: text('reason', AGM_REASON_MAX),
});
export type AgmRollUpdate = z.input<typeof rollUpdateSchema>;

export const instructionInputSchema = z.object({
  itemID: itemIdSchema,
  choice: z.enum(AGM_VOTE_CHOICES, choiceError).nullable().default(null),
  candidateIDs: z.array(id('candidateIDs')).max(AGM_SEATS_MAX).default([]),
});
const instructions = z.array(instructionInputSchema).max(AGM_ITEMS_MAX).default([]);
const holder = {
  holderName: text('holderName', AGM_NAME_MAX),
  /** A member of the community who will cast from the app; without, staff key their paper ballots. */
  holderUserID: z.string().trim().min(1).max(64).nullable().default(null),
  /** National ID or passport number, as on the form; keeps one person's proxies together. */
  holderIdNo: z.string().trim().max(AGM_ID_NO_MAX).nullable().default(null),
};
export const checkinSchema = q({
  meetingID: meetingIdSchema,
  unitID: unitIdSchema,
  mode: z.enum(
    ['IN_PERSON', 'ONLINE'] as const satisfies readonly (typeof AGM_ATTENDANCE_MODES)[number][],
    'mode must be IN_PERSON or ONLINE',
  ),
  /** Which co-owner attends; without, the first owner on the roll. */
  attendeeUserID: z.string().trim().min(1).max(64).nullable().default(null),
  attendeeName: z.string().trim().max(AGM_NAME_MAX).nullable().default(null),
});
export type AgmCheckin = z.input<typeof checkinSchema>;
/** JSON, or multipart with a `form` file (photo or PDF of the signed form); then communityID goes in the query. */
export const proxySchema = q({ meetingID: meetingIdSchema, unitID: unitIdSchema, ...holder, instructions });
export type AgmProxyInput = z.input<typeof proxySchema>;
export const checkoutSchema = q({ meetingID: meetingIdSchema, unitID: unitIdSchema });

const ballot = {
  itemID: itemIdSchema,
  unitID: unitIdSchema,
  /** RESOLUTION. */
  choice: z.enum(AGM_VOTE_CHOICES, choiceError).nullable().default(null),
  /** ELECTION: the chosen candidates, at most the seats. */
  candidateIDs: z
    .array(id('candidateIDs'))
    .max(AGM_SEATS_MAX)
    .refine((c) => new Set(c).size === c.length, 'Each candidate once')
    .default([]),
};
export const voteRecordSchema = q(ballot);
export type AgmVoteRecord = z.input<typeof voteRecordSchema>;
export const voteCastSchema = q(ballot);
export type AgmVoteCast = z.input<typeof voteCastSchema>;
export const voteVoidSchema = q({
  itemID: itemIdSchema,
  unitID: unitIdSchema,
  reason: text('reason', AGM_REASON_MAX),
});
export type AgmVoteVoid = z.input<typeof voteVoidSchema>;
export const voteListSchema = q({ meetingID: meetingIdSchema, itemID: itemIdSchema.optional() });

export const ruleUpdateSchema = q({
  ruleID: id('ruleID'),
  numerator: z.number().int().min(0).max(100),
  denominator: z.number().int().min(1).max(100),
  strict: z.boolean(),
  reconvenedNumerator: z.number().int().min(0).max(100).nullable(),
  reconvenedDenominator: z.number().int().min(1).max(100).nullable(),
  legalReference: text('legalReference', AGM_LEGAL_REFERENCE_MAX),
  resolutionTextTh: text('resolutionTextTh', AGM_RESOLUTION_TEXT_MAX),
  resolutionTextEn: text('resolutionTextEn', AGM_RESOLUTION_TEXT_MAX),
})
  .refine((r) => r.numerator <= r.denominator, {
    message: 'numerator must not exceed denominator',
    path: ['numerator'],
  })
  .refine((r) => (r.reconvenedNumerator === null) === (r.reconvenedDenominator === null), {
    message: 'reconvenedNumerator and reconvenedDenominator go together',
    path: ['reconvenedDenominator'],
  });
export type AgmRuleUpdate = z.input<typeof ruleUpdateSchema>;

export const minutesDraftSchema = q({
  meetingID: meetingIdSchema,
  opening: optionalText('opening', AGM_NOTE_MAX),
  closing: optionalText('closing', AGM_NOTE_MAX),
  items: z
    .array(z.object({ itemID: itemIdSchema, note: optionalText('note', AGM_NOTE_MAX) }))
    .max(AGM_ITEMS_MAX)
    .default([]),
  signatures: z
    .array(z.object({ name: text('name', AGM_NAME_MAX), role: text('role', AGM_NAME_MAX) }))
    .max(AGM_SIGNATURES_MAX)
    .default([]),
});
export type AgmMinutesDraft = z.input<typeof minutesDraftSchema>;
export const minutesPdfSchema = q({
  meetingID: meetingIdSchema,
  lang: z.enum(AGM_MINUTES_LANGUAGES, 'lang must be th or en').default('th'),
});
export const noticePdfSchema = q({
  meetingID: meetingIdSchema,
  /** One unit's page set; without, every unit's (the mail room's print run). */
  unitID: unitIdSchema.optional(),
  lang: z.enum(AGM_MINUTES_LANGUAGES, 'lang must be th or en').default('th'),
});

export const petitionCreateSchema = q({
  subject: text('subject', AGM_TITLE_MAX),
  reason: text('reason', AGM_DESCRIPTION_MAX),
});
export type AgmPetitionCreate = z.input<typeof petitionCreateSchema>;
/** Signs for the caller's owned units (all, or the ones named). */
export const petitionSignSchema = q({
  petitionID: id('petitionID'),
  unitIDs: z.array(unitIdSchema).max(50).optional(),
});
/** Staff key owners' signatures from a paper petition, for the units named. */
export const petitionRecordSchema = q({
  petitionID: id('petitionID'),
  unitIDs: z.array(unitIdSchema).min(1).max(50),
});

export const residentCheckinSchema = q({
  meetingID: meetingIdSchema,
  unitIDs: z.array(unitIdSchema).max(50).optional(),
});
export const residentProxySchema = q({
  meetingID: meetingIdSchema,
  unitID: unitIdSchema,
  ...holder,
  instructions,
});
export type AgmResidentProxy = z.input<typeof residentProxySchema>;
