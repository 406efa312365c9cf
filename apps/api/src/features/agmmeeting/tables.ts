import type {
  AgmAttendanceMode,
  AgmCandidate,
  AgmCommunityType,
  AgmDeliveryState,
  AgmIneligibleReason,
  AgmInstruction,
  AgmItemKind,
  AgmItemState,
  AgmMeetingKind,
  AgmMeetingState,
  AgmNoticeChannel,
  AgmRuleBase,
  AgmRuleCode,
  AgmVoteAction,
  AgmVoteChannel,
  AgmVoteChoice,
} from '@cc/contracts/agmmeeting';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, communityId, userRef } from '../../platform/db/columns';

const weight = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * A community's copy of the law's rules (law-rules.ts seeds it on first use, per community type);
 * AGM_MEETING:approve edits the figures and texts, never while a meeting using them is in session.
 */
export const agmRules = pgTable(
  'agm_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    code: text('code').$type<AgmRuleCode>().notNull(),
    communityType: text('community_type').$type<AgmCommunityType>().notNull(),
    base: text('base').$type<AgmRuleBase>().notNull(),
    numerator: integer('numerator').notNull(),
    denominator: integer('denominator').notNull(),
    strict: boolean('strict').notNull(),
    reconvenedNumerator: integer('reconvened_numerator'),
    reconvenedDenominator: integer('reconvened_denominator'),
    legalReference: text('legal_reference').notNull(),
    resolutionTextTh: text('resolution_text_th').notNull(),
    resolutionTextEn: text('resolution_text_en').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agm_rules_community_code_key').on(t.communityId, t.code)],
);

export interface MinutesText {
  opening: string;
  closing: string;
  signatures: { name: string; role: string }[];
}

/** A general meeting and where it stands (the states are the contract's). */
export const agmMeetings = pgTable(
  'agm_meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    kind: text('kind').$type<AgmMeetingKind>().notNull(),
    title: text('title').notNull(),
    startsAt: at('starts_at').notNull(),
    place: text('place').notNull(),
    onlineUrl: text('online_url'),
    yearEnd: date('year_end'),
    state: text('state').$type<AgmMeetingState>().notNull().default('DRAFT'),
    reconvenedFromId: uuid('reconvened_from_id'),
    noticeSentAt: at('notice_sent_at'),
    openedAt: at('opened_at'),
    closedAt: at('closed_at'),
    minutesPublishedAt: at('minutes_published_at'),
    cancelledReason: text('cancelled_reason'),
    rollTakenAt: at('roll_taken_at'),
    minutes: jsonb('minutes').$type<MinutesText>(),
    /**
     * The roll's eligible votes and the present ones, rewritten by every roll and attendance
     * change under this row's lock, so the projector's quorum is a row read, not a sum.
     */
    allWeight: weight('all_weight').notNull().default(sql`0`),
    allUnits: integer('all_units').notNull().default(0),
    presentWeight: weight('present_weight').notNull().default(sql`0`),
    presentUnits: integer('present_units').notNull().default(0),
    minutesUpdatedAt: at('minutes_updated_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('agm_meetings_community_idx').on(t.communityId, t.startsAt)],
);

export type CandidateFigures = Record<string, { weight: string; units: number }>;

/**
 * An agenda item, and its tally: the vote's transaction locks this row, checks it is OPEN and
 * shifts the figures, so closing (which takes the same lock) counts exactly the votes committed
 * before it and every later vote sees CLOSED.
 */
export const agmItems = pgTable(
  'agm_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => agmMeetings.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: text('kind').$type<AgmItemKind>().notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    description: text('description').notNull().default(''),
    ruleCode: text('rule_code').$type<AgmRuleCode>(),
    seats: integer('seats'),
    candidates: jsonb('candidates').$type<AgmCandidate[]>().notNull().default([]),
    state: text('state').$type<AgmItemState>().notNull().default('PENDING'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    openedAt: at('opened_at'),
    closedAt: at('closed_at'),
    passed: boolean('passed'),
    minutesNote: text('minutes_note').notNull().default(''),
    forWeight: weight('for_weight').notNull().default(sql`0`),
    forUnits: integer('for_units').notNull().default(0),
    againstWeight: weight('against_weight').notNull().default(sql`0`),
    againstUnits: integer('against_units').notNull().default(0),
    abstainWeight: weight('abstain_weight').notNull().default(sql`0`),
    abstainUnits: integer('abstain_units').notNull().default(0),
    candidateFigures: jsonb('candidate_figures').$type<CandidateFigures>().notNull().default({}),
    /** Fixed at close: the present weight and units the result was taken against. */
    presentWeight: weight('present_weight'),
    presentUnits: integer('present_units'),
  },
  (t) => [index('agm_items_meeting_idx').on(t.meetingId, t.seq)],
);

export interface RollOwner {
  userID: string | null;
  name: string;
}

/** The roll: each unit's owners and weight, taken from the directory and frozen once the meeting opens. */
export const agmRoll = pgTable(
  'agm_roll',
  {
    communityId: communityId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => agmMeetings.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').notNull(),
    unitNo: text('unit_no').notNull(),
    owners: jsonb('owners').$type<RollOwner[]>().notNull(),
    directoryWeight: weight('directory_weight').notNull(),
    overrideWeight: weight('override_weight'),
    weight: weight('weight').notNull(),
    capped: boolean('capped').notNull().default(false),
    eligible: boolean('eligible').notNull().default(true),
    ineligibleReason: text('ineligible_reason').$type<AgmIneligibleReason>(),
    overrideReason: text('override_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.unitId] }),
    index('agm_roll_community_idx').on(t.communityId),
  ],
);

/** A unit's attendance: one row per unit and meeting; a checkout stamps it and keeps it. */
export const agmAttendance = pgTable(
  'agm_attendance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => agmMeetings.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').notNull(),
    mode: text('mode').$type<AgmAttendanceMode>().notNull(),
    attendeeUserId: userRef('attendee_user_id'),
    attendeeName: text('attendee_name').notNull(),
    proxyHolderUserId: userRef('proxy_holder_user_id'),
    proxyHolderName: text('proxy_holder_name'),
    proxyHolderIdNo: text('proxy_holder_id_no'),
    proxyFormKey: text('proxy_form_key'),
    instructions: jsonb('instructions').$type<AgmInstruction[]>().notNull().default([]),
    checkedInAt: at('checked_in_at').notNull().defaultNow(),
    checkedOutAt: at('checked_out_at'),
    recordedBy: text('recorded_by').notNull(),
  },
  (t) => [
    uniqueIndex('agm_attendance_unit_key').on(t.meetingId, t.unitId),
    index('agm_attendance_community_idx').on(t.communityId),
  ],
);

/**
 * How many units a proxy holder takes at a meeting. The registration's upsert raises the count
 * only while it is under the limit (the row's lock orders concurrent ones), so no race gives a
 * holder a fourth unit.
 */
export const agmProxyHolders = pgTable(
  'agm_proxy_holders',
  {
    communityId: communityId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => agmMeetings.id, { onDelete: 'cascade' }),
    holderKey: text('holder_key').notNull(),
    units: integer('units').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.holderKey] }),
    index('agm_proxy_holders_community_idx').on(t.communityId),
  ],
);

/** The vote that counts: one per unit and item; a change replaces it (the audit keeps both). */
export const agmVotes = pgTable(
  'agm_votes',
  {
    communityId: communityId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => agmMeetings.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => agmItems.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').notNull(),
    choice: text('choice').$type<AgmVoteChoice>(),
    candidateIds: jsonb('candidate_ids').$type<string[]>().notNull().default([]),
    weight: weight('weight').notNull(),
    channel: text('channel').$type<AgmVoteChannel>().notNull(),
    castByUserId: userRef('cast_by_user_id'),
    castByName: text('cast_by_name').notNull(),
    castAt: at('cast_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.unitId] }), index('agm_votes_meeting_idx').on(t.meetingId)],
);

/** Every cast, change and void, never rewritten. */
export const agmVoteAudit = pgTable(
  'agm_vote_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => agmMeetings.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => agmItems.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').notNull(),
    action: text('action').$type<AgmVoteAction>().notNull(),
    choice: text('choice').$type<AgmVoteChoice>(),
    candidateIds: jsonb('candidate_ids').$type<string[]>().notNull().default([]),
    previousChoice: text('previous_choice').$type<AgmVoteChoice>(),
    channel: text('channel').$type<AgmVoteChannel>().notNull(),
    byUserId: userRef('by_user_id'),
    byName: text('by_name').notNull(),
    at: at('at').notNull().defaultNow(),
    reason: text('reason'),
  },
  (t) => [index('agm_vote_audit_meeting_idx').on(t.meetingId, t.at)],
);

/** The notice's proof: one row per owner and channel. */
export const agmNoticeDeliveries = pgTable(
  'agm_notice_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => agmMeetings.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').notNull(),
    ownerUserId: userRef('owner_user_id'),
    ownerName: text('owner_name').notNull(),
    channel: text('channel').$type<AgmNoticeChannel>().notNull(),
    address: text('address'),
    state: text('state').$type<AgmDeliveryState>().notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('agm_notice_deliveries_meeting_idx').on(t.meetingId)],
);

/** Owners asking for an extraordinary meeting (s.42/2). */
export const agmPetitions = pgTable(
  'agm_petitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    subject: text('subject').notNull(),
    reason: text('reason').notNull(),
    createdByUserId: userRef('created_by_user_id'),
    createdByName: text('created_by_name').notNull(),
    reachedAt: at('reached_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('agm_petitions_community_idx').on(t.communityId, t.createdAt)],
);

/** One signature per unit and petition, with the unit's weight when signed. */
export const agmPetitionSignatures = pgTable(
  'agm_petition_signatures',
  {
    communityId: communityId(),
    petitionId: uuid('petition_id')
      .notNull()
      .references(() => agmPetitions.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').notNull(),
    userId: userRef('user_id'),
    weight: weight('weight').notNull(),
    signedAt: at('signed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.petitionId, t.unitId] }),
    index('agm_petition_signatures_community_idx').on(t.communityId),
  ],
);
