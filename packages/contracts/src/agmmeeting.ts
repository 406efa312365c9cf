import { z } from 'zod';
import { PDF_MAX_BYTES } from './uploads';

/**
 * General meetings (owners' meetings of a condominium, members' meetings of a village) as the
 * console, the projector view and the residents' app read them.
 *
 * Weights are integer millionths of a vote, sent as strings of digits (sums are bigints on both
 * sides; a number would lose them past 2^53). A condominium unit weighs its ownership ratio (6
 * decimals, so 0.012345 is "12345"); a village plot weighs one vote, "1000000". Percentages are
 * for people: compute them from the strings with BigInt, never decide with them.
 */

// ---- Form limits (the console's rules and the API's schemas read the same figures) ----
export const AGM_TITLE_MAX = 200;
export const AGM_PLACE_MAX = 200;
export const AGM_URL_MAX = 500;
export const AGM_DESCRIPTION_MAX = 4000;
export const AGM_NOTE_MAX = 8000;
export const AGM_REASON_MAX = 500;
export const AGM_NAME_MAX = 120;
export const AGM_ID_NO_MAX = 30;
export const AGM_ITEMS_MAX = 30;
export const AGM_CANDIDATES_MAX = 30;
/** An election fills 3 to 9 seats (committee, Condominium Act s.37). */
export const AGM_SEATS_MIN = 3;
export const AGM_SEATS_MAX = 9;
export const AGM_SIGNATURES_MAX = 6;
export const AGM_LEGAL_REFERENCE_MAX = 300;
export const AGM_RESOLUTION_TEXT_MAX = 1000;
/** The proxy form: a photo (PICTURE_TYPES) or a PDF, at most this size. */
export const AGM_PROXY_FORM_MAX_BYTES = PDF_MAX_BYTES;
/** The agenda item's attachment: a PDF or a picture. */
export const AGM_ITEM_FILE_MAX_BYTES = PDF_MAX_BYTES;

// ---- The law's figures (Condominium Act B.E. 2522 as amended B.E. 2551; Land Allotment Act B.E. 2543) ----
/** Notice reaches owners at least this many days before the meeting (s.42/3); fewer is refused. */
export const AGM_NOTICE_DAYS_MIN = 7;
/** An annual meeting later than this many days after the year end warns (s.42/1). */
export const AGM_ANNUAL_DAYS_AFTER_YEAR_END = 120;
/** A meeting is reconvened within this many days (s.43, s.48). */
export const AGM_RECONVENE_DAYS_MAX = 15;
/** A proxy holder takes at most this many units (s.47). */
export const AGM_PROXY_UNITS_MAX = 3;
/** A petition for an extraordinary meeting needs this share of all votes (s.42/2; village 1/5: the same). */
export const AGM_PETITION_SHARE_PERCENT = 20;
/** ...and the meeting is called within these days of reaching it. */
export const AGM_PETITION_DAYS = { CONDO: 15, VILLAGE: 30 } as const;
/** The live `changed` event is sent at most this many times a second per meeting. */
export const AGM_LIVE_PER_SECOND = 2;
/** One village plot, one vote: its weight in millionths. */
export const AGM_ONE_VOTE = '1000000';

// ---- Enums ----
export const AGM_COMMUNITY_TYPES = ['CONDO', 'VILLAGE'] as const;
export type AgmCommunityType = (typeof AGM_COMMUNITY_TYPES)[number];
export const AGM_MEETING_KINDS = ['ANNUAL', 'EXTRAORDINARY'] as const;
export type AgmMeetingKind = (typeof AGM_MEETING_KINDS)[number];
/**
 * DRAFT -> NOTICE_SENT -> IN_SESSION -> CLOSED -> MINUTES_PUBLISHED; DRAFT or NOTICE_SENT ->
 * CANCELLED; IN_SESSION -> NO_QUORUM when closed without quorum (then reconvened as a new meeting).
 */
export const AGM_MEETING_STATES = [
  'DRAFT',
  'NOTICE_SENT',
  'IN_SESSION',
  'NO_QUORUM',
  'CLOSED',
  'MINUTES_PUBLISHED',
  'CANCELLED',
] as const;
export type AgmMeetingState = (typeof AGM_MEETING_STATES)[number];
/** PENDING -> OPEN -> CLOSED. */
export const AGM_ITEM_STATES = ['PENDING', 'OPEN', 'CLOSED'] as const;
export type AgmItemState = (typeof AGM_ITEM_STATES)[number];
export const AGM_ITEM_KINDS = ['INFORMATION', 'RESOLUTION', 'ELECTION'] as const;
export type AgmItemKind = (typeof AGM_ITEM_KINDS)[number];
export const AGM_RULE_CODES = [
  'QUORUM_CONDO',
  'ORDINARY',
  'HALF_OF_ALL',
  'THREE_QUARTERS',
  'UNANIMOUS',
  'QUORUM_VILLAGE',
  'VILLAGE_ORDINARY',
  'VILLAGE_HALF_OF_ALL',
] as const;
export type AgmRuleCode = (typeof AGM_RULE_CODES)[number];
/** The rules that decide a resolution (the rest decide quorum). */
export const AGM_QUORUM_RULES = ['QUORUM_CONDO', 'QUORUM_VILLAGE'] as const satisfies readonly AgmRuleCode[];
export const AGM_RULES_BY_TYPE = {
  CONDO: ['QUORUM_CONDO', 'ORDINARY', 'HALF_OF_ALL', 'THREE_QUARTERS', 'UNANIMOUS'],
  VILLAGE: ['QUORUM_VILLAGE', 'VILLAGE_ORDINARY', 'VILLAGE_HALF_OF_ALL'],
} as const satisfies Record<AgmCommunityType, readonly AgmRuleCode[]>;
/**
 * What a rule's fraction is taken of: the weight present, all votes of the roll, or (unanimity)
 * every unit of the roll.
 */
export const AGM_RULE_BASES = ['PRESENT_WEIGHT', 'ALL_WEIGHT', 'ALL_UNITS'] as const;
export type AgmRuleBase = (typeof AGM_RULE_BASES)[number];
export const AGM_VOTE_CHOICES = ['FOR', 'AGAINST', 'ABSTAIN'] as const;
export type AgmVoteChoice = (typeof AGM_VOTE_CHOICES)[number];
export const AGM_ATTENDANCE_MODES = ['IN_PERSON', 'ONLINE', 'PROXY'] as const;
export type AgmAttendanceMode = (typeof AGM_ATTENDANCE_MODES)[number];
/** APP: cast by the owner or their proxy from the app; PAPER: a ballot keyed in by staff. */
export const AGM_VOTE_CHANNELS = ['APP', 'PAPER'] as const;
export type AgmVoteChannel = (typeof AGM_VOTE_CHANNELS)[number];
export const AGM_VOTE_ACTIONS = ['CAST', 'CHANGE', 'VOID'] as const;
export type AgmVoteAction = (typeof AGM_VOTE_ACTIONS)[number];
export const AGM_NOTICE_CHANNELS = ['NOTIFICATION', 'EMAIL'] as const;
export type AgmNoticeChannel = (typeof AGM_NOTICE_CHANNELS)[number];
/** NO_ADDRESS: the owner has no e-mail (or no account to notify); print their page set instead. */
export const AGM_DELIVERY_STATES = ['QUEUED', 'SENT', 'FAILED', 'NO_ADDRESS'] as const;
export type AgmDeliveryState = (typeof AGM_DELIVERY_STATES)[number];
export const AGM_PETITION_STATES = ['OPEN', 'REACHED', 'EXPIRED'] as const;
export type AgmPetitionState = (typeof AGM_PETITION_STATES)[number];
/** Why a unit may not vote: fees 6 months or more overdue (s.18/1), or staff set it with a reason. */
export const AGM_INELIGIBLE_REASONS = ['FEES_OVERDUE', 'OVERRIDE'] as const;
export type AgmIneligibleReason = (typeof AGM_INELIGIBLE_REASONS)[number];
/** What a meeting's detail warns about, without refusing. */
export const AGM_MEETING_WARNINGS = ['ANNUAL_LATE', 'ROLL_EMPTY', 'ROLL_STALE', 'NO_ITEMS'] as const;
export type AgmMeetingWarning = (typeof AGM_MEETING_WARNINGS)[number];
export const AGM_MINUTES_LANGUAGES = ['th', 'en'] as const;
export type AgmMinutesLanguage = (typeof AGM_MINUTES_LANGUAGES)[number];

/**
 * Every refusal this area answers, with its HTTP status (the texts per language are the API's).
 * The console may branch on a code; the message is already in the caller's language.
 */
export const AGM_REFUSALS = {
  AGM_MEETING_NOT_FOUND: 404,
  AGM_ITEM_NOT_FOUND: 404,
  AGM_RULE_NOT_FOUND: 404,
  AGM_UNIT_NOT_ON_ROLL: 404,
  AGM_UNIT_NOT_FOUND: 404,
  AGM_PETITION_NOT_FOUND: 404,
  /** The unit has no vote on the item to void. */
  AGM_NO_VOTE: 404,
  AGM_CANDIDATE_NOT_FOUND: 400,
  /** The meeting's state does not allow this (say, editing the agenda of a closed meeting). */
  AGM_MEETING_STATE: 409,
  AGM_NOTICE_TOO_LATE: 400,
  AGM_RECONVENE_TOO_LATE: 400,
  AGM_RECONVENE_NOT_NEEDED: 409,
  /** The law gives one reconvened meeting: not of a reconvened meeting, nor a second of the same. */
  AGM_ALREADY_RECONVENED: 409,
  AGM_ROLL_EMPTY: 409,
  /** The roll is frozen once the meeting opens. */
  AGM_ROLL_LOCKED: 409,
  AGM_RULE_LOCKED: 409,
  AGM_RULE_NOT_FOR_COMMUNITY: 400,
  AGM_ITEM_NOT_PENDING: 409,
  AGM_ITEM_NOT_OPEN: 409,
  AGM_ITEM_CLOSED: 409,
  AGM_ANOTHER_ITEM_OPEN: 409,
  AGM_ORDER_MISMATCH: 400,
  AGM_NO_QUORUM: 409,
  AGM_NOT_OWNER: 403,
  AGM_NOT_PRESENT: 409,
  AGM_NOT_ELIGIBLE: 409,
  AGM_ALREADY_CHECKED_IN: 409,
  AGM_PROXY_LIMIT: 409,
  AGM_FILE_TYPE: 400,
  AGM_CHOICE_KIND: 400,
  AGM_TOO_MANY_CANDIDATES: 400,
  AGM_MINUTES_LOCKED: 409,
  AGM_ALREADY_SIGNED: 409,
  AGM_PETITION_CLOSED: 409,
} as const;
export type AgmRefusalCode = keyof typeof AGM_REFUSALS;

// ---- Records ----
/** Integer millionths of a vote, as digits. */
export const weightSchema = z.string().regex(/^\d+$/);
const person = z.object({ userID: z.string().nullable(), name: z.string() });

export const agmRuleSchema = z.object({
  ruleID: z.string(),
  code: z.enum(AGM_RULE_CODES),
  communityType: z.enum(AGM_COMMUNITY_TYPES),
  base: z.enum(AGM_RULE_BASES),
  /** FOR (or, for quorum, present) must reach numerator/denominator of the base... */
  numerator: z.number().int(),
  denominator: z.number().int(),
  /** ...strictly more than it (ORDINARY: more than half), or at least it. */
  strict: z.boolean(),
  /** At a reconvened meeting: the fraction instead (HALF_OF_ALL 1/3; quorum 0 = none needed); null = the same. */
  reconvenedNumerator: z.number().int().nullable(),
  reconvenedDenominator: z.number().int().nullable(),
  legalReference: z.string(),
  /** The sentence the minutes print under a passed item, per language. */
  resolutionTextTh: z.string(),
  resolutionTextEn: z.string(),
  /** A meeting using it is in session: not editable now. */
  locked: z.boolean(),
  updatedAt: z.string(),
});
export type AgmRule = z.infer<typeof agmRuleSchema>;

export const agmQuorumSchema = z.object({
  ruleCode: z.enum(AGM_QUORUM_RULES),
  totalWeight: weightSchema,
  totalUnits: z.number().int(),
  presentWeight: weightSchema,
  presentUnits: z.number().int(),
  /** The present weight needed (rounded up to a millionth); "0" at a reconvened meeting. */
  requiredWeight: weightSchema,
  reached: z.boolean(),
  reconvened: z.boolean(),
});
export type AgmQuorum = z.infer<typeof agmQuorumSchema>;

export const agmMeetingSchema = z.object({
  meetingID: z.string(),
  kind: z.enum(AGM_MEETING_KINDS),
  title: z.string(),
  /** ISO time; shown in the community's zone. */
  startsAt: z.string(),
  place: z.string(),
  /** Where online attendees join (the projector's QR). */
  onlineUrl: z.string().nullable(),
  /** The financial year's end an annual meeting follows (YYYY-MM-DD), for the 120-day warning. */
  yearEnd: z.string().nullable(),
  state: z.enum(AGM_MEETING_STATES),
  /** The meeting this one reconvenes (no quorum needed; HALF_OF_ALL at 1/3). */
  reconvenedFromID: z.string().nullable(),
  noticeSentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  minutesPublishedAt: z.string().nullable(),
  cancelledReason: z.string().nullable(),
  rollTakenAt: z.string().nullable(),
  itemCount: z.number().int(),
  /** The open item, if any (the projector shows it). */
  currentItemID: z.string().nullable(),
  quorum: agmQuorumSchema,
  warnings: z.array(z.enum(AGM_MEETING_WARNINGS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AgmMeeting = z.infer<typeof agmMeetingSchema>;

export const agmCandidateSchema = z.object({ candidateID: z.string(), name: z.string() });
export type AgmCandidate = z.infer<typeof agmCandidateSchema>;

export const agmItemSchema = z.object({
  itemID: z.string(),
  meetingID: z.string(),
  /** 1, 2, 3... in agenda order. */
  seq: z.number().int(),
  kind: z.enum(AGM_ITEM_KINDS),
  title: z.string(),
  titleEn: z.string(),
  description: z.string(),
  /** The rule deciding a resolution (an election elects the most FOR weight); null for information. */
  ruleCode: z.enum(AGM_RULE_CODES).nullable(),
  seats: z.number().int().nullable(),
  candidates: z.array(agmCandidateSchema),
  state: z.enum(AGM_ITEM_STATES),
  fileName: z.string().nullable(),
  fileUrl: z.string().nullable(),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Set once closed: whether the rule was met (null for information and elections). */
  passed: z.boolean().nullable(),
  /** The secretary's notes for the minutes. */
  minutesNote: z.string(),
});
export type AgmItem = z.infer<typeof agmItemSchema>;

export const agmMeetingDetailSchema = agmMeetingSchema.extend({ items: z.array(agmItemSchema) });
export type AgmMeetingDetail = z.infer<typeof agmMeetingDetailSchema>;

export const agmRollEntrySchema = z.object({
  unitID: z.string(),
  unitNo: z.string(),
  owners: z.array(person),
  /** The ratio from the directory, in millionths, when the roll was taken. */
  directoryWeight: weightSchema,
  /** What the unit votes with: the directory's, an override, or capped (s.45). */
  weight: weightSchema,
  capped: z.boolean(),
  eligible: z.boolean(),
  ineligibleReason: z.enum(AGM_INELIGIBLE_REASONS).nullable(),
  overrideReason: z.string().nullable(),
  present: z.boolean(),
  attendanceMode: z.enum(AGM_ATTENDANCE_MODES).nullable(),
});
export type AgmRollEntry = z.infer<typeof agmRollEntrySchema>;

export const agmRollSummarySchema = z.object({
  meetingID: z.string(),
  takenAt: z.string().nullable(),
  units: z.number().int(),
  eligibleUnits: z.number().int(),
  totalWeight: weightSchema,
  /** Weights of all units before the s.45 cap and overrides. */
  directoryWeight: weightSchema,
});
export type AgmRollSummary = z.infer<typeof agmRollSummarySchema>;

export const agmInstructionSchema = z.object({
  itemID: z.string(),
  choice: z.enum(AGM_VOTE_CHOICES).nullable(),
  candidateIDs: z.array(z.string()),
});
export type AgmInstruction = z.infer<typeof agmInstructionSchema>;

export const agmAttendanceSchema = z.object({
  attendanceID: z.string(),
  unitID: z.string(),
  unitNo: z.string(),
  mode: z.enum(AGM_ATTENDANCE_MODES),
  /** The owner who attends (or who appointed the proxy). */
  attendee: person,
  /** PROXY only. */
  proxyHolder: person.nullable(),
  proxyFormUrl: z.string().nullable(),
  instructions: z.array(agmInstructionSchema),
  weight: weightSchema,
  checkedInAt: z.string(),
  checkedOutAt: z.string().nullable(),
  recordedBy: z.string(),
});
export type AgmAttendance = z.infer<typeof agmAttendanceSchema>;

export const agmVoteSchema = z.object({
  voteID: z.string(),
  itemID: z.string(),
  unitID: z.string(),
  unitNo: z.string(),
  /** RESOLUTION; null for an election ballot. */
  choice: z.enum(AGM_VOTE_CHOICES).nullable(),
  /** ELECTION: the candidates chosen (at most the seats). */
  candidateIDs: z.array(z.string()),
  weight: weightSchema,
  channel: z.enum(AGM_VOTE_CHANNELS),
  castBy: person,
  castAt: z.string(),
});
export type AgmVote = z.infer<typeof agmVoteSchema>;

export const agmVoteAuditSchema = z.object({
  entryID: z.string(),
  itemID: z.string(),
  itemSeq: z.number().int(),
  unitID: z.string(),
  unitNo: z.string(),
  action: z.enum(AGM_VOTE_ACTIONS),
  choice: z.enum(AGM_VOTE_CHOICES).nullable(),
  candidateIDs: z.array(z.string()),
  previousChoice: z.enum(AGM_VOTE_CHOICES).nullable(),
  channel: z.enum(AGM_VOTE_CHANNELS),
  by: person,
  at: z.string(),
  /** VOID keeps why. */
  reason: z.string().nullable(),
});
export type AgmVoteAudit = z.infer<typeof agmVoteAuditSchema>;

/** A choice's figures: weight in millionths and the number of units. */
export const agmFigureSchema = z.object({ weight: weightSchema, units: z.number().int() });
export type AgmFigure = z.infer<typeof agmFigureSchema>;

/**
 * One item's live figures, what the console's voting tab and the projector's bars both read.
 * `base` is what the rule's fraction is taken of (present weight, all votes, or all units);
 * `passed` is the rule's answer on these figures (null for information; an election has none).
 */
export const agmItemTallySchema = z.object({
  itemID: z.string(),
  seq: z.number().int(),
  title: z.string(),
  kind: z.enum(AGM_ITEM_KINDS),
  state: z.enum(AGM_ITEM_STATES),
  ruleCode: z.enum(AGM_RULE_CODES).nullable(),
  for: agmFigureSchema,
  against: agmFigureSchema,
  abstain: agmFigureSchema,
  base: z.object({ kind: z.enum(AGM_RULE_BASES), weight: weightSchema, units: z.number().int() }),
  presentWeight: weightSchema,
  presentUnits: z.number().int(),
  quorumReached: z.boolean(),
  passed: z.boolean().nullable(),
  /**
   * RESOLUTION: the share of the base FOR must reach (more than it when `strict`), the reconvened
   * one at a reconvened meeting; what the bars mark. Null for information and elections.
   */
  threshold: z
    .object({ numerator: z.number().int(), denominator: z.number().int(), strict: z.boolean() })
    .nullable(),
  /** ELECTION: each candidate's FOR figures, most first; `elected` for the top `seats`. */
  candidates: z.array(
    agmCandidateSchema.extend({ weight: weightSchema, units: z.number().int(), elected: z.boolean() }),
  ),
});
export type AgmItemTally = z.infer<typeof agmItemTallySchema>;

export const agmTallySchema = z.object({
  meetingID: z.string(),
  state: z.enum(AGM_MEETING_STATES),
  currentItemID: z.string().nullable(),
  quorum: agmQuorumSchema,
  items: z.array(agmItemTallySchema),
  /** When these figures were read (ISO). */
  asOf: z.string(),
});
export type AgmTally = z.infer<typeof agmTallySchema>;

export const agmDeliverySchema = z.object({
  unitID: z.string(),
  unitNo: z.string(),
  owner: person,
  channel: z.enum(AGM_NOTICE_CHANNELS),
  address: z.string().nullable(),
  state: z.enum(AGM_DELIVERY_STATES),
  at: z.string(),
});
export type AgmDelivery = z.infer<typeof agmDeliverySchema>;

export const agmNoticeStatusSchema = z.object({
  meetingID: z.string(),
  sentAt: z.string().nullable(),
  /** Per channel and state, how many deliveries. */
  counts: z.array(
    z.object({
      channel: z.enum(AGM_NOTICE_CHANNELS),
      state: z.enum(AGM_DELIVERY_STATES),
      count: z.number().int(),
    }),
  ),
  deliveries: z.array(agmDeliverySchema),
});
export type AgmNoticeStatus = z.infer<typeof agmNoticeStatusSchema>;

export const agmPetitionSchema = z.object({
  petitionID: z.string(),
  subject: z.string(),
  reason: z.string(),
  createdBy: person,
  createdAt: z.string(),
  state: z.enum(AGM_PETITION_STATES),
  signedUnits: z.number().int(),
  signedWeight: weightSchema,
  totalWeight: weightSchema,
  /** The weight at which the committee is told (20 % of all votes, rounded up). */
  thresholdWeight: weightSchema,
  reachedAt: z.string().nullable(),
  /** The meeting must be called by then (reachedAt + 15 days; village 30). */
  callBy: z.string().nullable(),
  /** The caller's own units that signed. */
  mySignedUnitIDs: z.array(z.string()),
  /**
   * The units the caller owns in the directory: signing signs for these, and with none (staff or
   * a tenant owning nothing) signing is refused, so the console offers it only to an owner.
   */
  myUnitIDs: z.array(z.string()),
});
export type AgmPetition = z.infer<typeof agmPetitionSchema>;

export const agmSignatureSchema = z.object({ name: z.string(), role: z.string() });
export const agmMinutesSchema = z.object({
  meetingID: z.string(),
  opening: z.string(),
  closing: z.string(),
  items: z.array(
    z.object({ itemID: z.string(), seq: z.number().int(), title: z.string(), note: z.string() }),
  ),
  signatures: z.array(agmSignatureSchema),
  updatedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type AgmMinutes = z.infer<typeof agmMinutesSchema>;

/** A meeting as an owner sees it in the app. */
export const agmResidentMeetingSchema = agmMeetingSchema
  .pick({
    meetingID: true,
    kind: true,
    title: true,
    startsAt: true,
    place: true,
    onlineUrl: true,
    state: true,
    currentItemID: true,
  })
  .extend({
    items: z.array(
      agmItemSchema.pick({
        itemID: true,
        seq: true,
        kind: true,
        title: true,
        titleEn: true,
        description: true,
        state: true,
        fileUrl: true,
      }),
    ),
    minutesPublished: z.boolean(),
  });
export type AgmResidentMeeting = z.infer<typeof agmResidentMeetingSchema>;

export const agmBallotSchema = z.object({
  meetingID: z.string(),
  state: z.enum(AGM_MEETING_STATES),
  /** The units the caller votes for: as an owner, or as a registered proxy holder. */
  units: z.array(
    z.object({
      unitID: z.string(),
      unitNo: z.string(),
      weight: weightSchema,
      as: z.enum(['OWNER', 'PROXY']),
      eligible: z.boolean(),
      checkedIn: z.boolean(),
      mode: z.enum(AGM_ATTENDANCE_MODES).nullable(),
      /** Instructions the owner gave their proxy. */
      instructions: z.array(agmInstructionSchema),
    }),
  ),
  /** Open items, with the caller's units' current choices. */
  items: z.array(
    agmItemSchema
      .pick({
        itemID: true,
        seq: true,
        kind: true,
        title: true,
        titleEn: true,
        description: true,
        state: true,
        seats: true,
        candidates: true,
        ruleCode: true,
      })
      .extend({
        choices: z.array(
          z.object({
            unitID: z.string(),
            choice: z.enum(AGM_VOTE_CHOICES).nullable(),
            candidateIDs: z.array(z.string()),
          }),
        ),
      }),
  ),
});
export type AgmBallot = z.infer<typeof agmBallotSchema>;
