import type { FeatureEnum } from '@cc/contracts/features';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../db/client';
import type { CommunityScope } from '../db/community-scope';
import type { RefusalCatalog } from '../i18n/define-refusals';
import type { JobKinds } from '../jobs/job-kinds';
import type { NotifiedEvent } from '../notify/notify';
import type { AppServices } from '../services';
import type { MonthlyFiguresPart } from './monthly-figures';
import type { Command } from './operator-command';

/** What the demo and test data seeds are given: they run in one transaction, core data first. */
export interface SeedContext {
  /** The demo password's hash, computed once for every demo user. */
  passwordHash: string;
  /** The demo communities, in the order the core seeded them. */
  communities: readonly { id: string; name: string }[];
  /** Stores a private file of the demo (a slip's photo) in the product's file store; answers its key. */
  savePrivateFile(
    owner: { communityId: string },
    feature: string,
    bytes: Buffer,
    ext: string,
  ): Promise<string>;
}
/** A feature's part of the demo data, written after the core (communities, users, units). */
export type SeedPart = (tx: Executor, ctx: SeedContext) => Promise<void>;

/** Who asks for the guard app's offline pack: the community (scope) and the guard's account. */
export interface GuardPackContext {
  scope: CommunityScope;
  userId: string;
  /** The caller's permissions in this community: a part leaves out what they may not read. */
  permissions: ReadonlySet<string>;
}

/**
 * A feature's part of the guard app's offline pack (`/api/guard/offline-pack`): plain JSON the
 * phone keeps for a shift without signal (checkpoints, today's rounds, a pass-verification key,
 * choice lists). Answered under the feature's key; must be cheap and never hold another unit's
 * private data.
 */
export type GuardPackPart = (ctx: GuardPackContext) => Promise<Record<string, unknown>>;

/** Who asks for the badges: the community (scope), the caller and what their role may do there. */
export interface BadgeContext {
  scope: CommunityScope;
  userId: string;
  /** The caller's permissions in this community: a counter counts only what they may act on. */
  permissions: ReadonlySet<string>;
  /** The instant the badges are counted at (ms since the epoch). */
  now: number;
}

/** One thing a feature counts for the caller, and the console page where they deal with it. */
export interface BadgeCount {
  /** A short name the console translates (waiting, overdue, toApprove, ...). */
  name: string;
  count: number;
  /** A path inside the console. */
  target: string;
  /** The name of an earlier part this one is a share of (overdue of waiting): not added twice. */
  partOf?: string;
}

/**
 * What a feature's badge counts: named scalar counts over this community's rows (each one
 * indexed subquery; `badgeCount` writes one), and the parts made of the numbers. The summary
 * puts every feature's counts into one statement, one round trip for the whole badge summary.
 */
export interface BadgeQuery<K extends string = string> {
  counts: Record<K, SQL>;
  parts: (n: Record<K, number>) => BadgeCount[];
}

/**
 * A feature's counter for the sidebar badge and the landing's "Needs you now" (`/api/badge/summary`):
 * what the caller may act on now, or null when their role acts on nothing of it. Asked only while
 * the feature is enabled in the community; it builds its query and reads nothing itself.
 */
export type BadgeCounter = (ctx: BadgeContext) => BadgeQuery | null;

/** A counter's query, typed by its own count names. */
export const badgeQuery = <K extends string>(q: BadgeQuery<K>): BadgeQuery => q as unknown as BadgeQuery;

/**
 * Units whose dues are unpaid, each with the due date (YYYY-MM-DD) of its oldest unpaid bill, read
 * in the caller's transaction and community scope. The feature that bills units answers, so
 * another area's rule (a meeting roll's arrears) reads them without knowing which feature it is.
 */
export type UnitArrearsPart = (tx: Executor, scope: CommunityScope) => Promise<Map<string, string>>;

/**
 * What a listener to notifications is given: the database and the job queue, to write its
 * copies and schedule their sending. The operator CLI raises notifications without the app
 * around it and has these two; whatever sends the copies runs in a server's jobs.
 */
export type NotifiedServices = Pick<AppServices, 'db' | 'jobs'>;

/**
 * Everything the product needs from one feature, from its own folder: the routes (plugin), the
 * refusal texts in every language, its part of the demo data, its background job kinds and its
 * operator commands. buildApp, the seed and the operator CLI compose these; none keeps a list.
 */
export interface Feature {
  key: string;
  plugin: (app: FastifyInstance, s: AppServices) => Promise<void>;
  /** Absent when the feature refuses only with the platform's codes. */
  refusals?: RefusalCatalog;
  seed?: SeedPart;
  jobs?: JobKinds;
  operatorCommands?: Readonly<Record<string, Command<z.ZodType>>>;
  /** Its part of the guard app's offline pack; absent when the guard app needs nothing of it. */
  guardPack?: GuardPackPart;
  /** Its answer to which units owe dues; absent when it bills nobody. */
  unitArrears?: UnitArrearsPart;
  /** Its figures in the committee's monthly report; absent when it has none to give. */
  monthlyFigures?: MonthlyFiguresPart;
  /** Its counter of things to act on; absent when it has none. */
  badge?: BadgeCounter;
  /**
   * For a feature that is no registry area (office alerts): the feature whose switch its badge
   * follows and whose key the console files it under. An area's badge follows its own.
   */
  badgeFeature?: FeatureEnum;
  /**
   * Hears every notification once stored (office alerts copy staff ones to LINE and Telegram),
   * whoever raised it: the API, or the operator CLI working on the database with no server.
   */
  onNotified?: (event: NotifiedEvent, s: NotifiedServices) => Promise<void>;
}

export const defineFeature = <const F extends Feature>(feature: F): F => feature;
