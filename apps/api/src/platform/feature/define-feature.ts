import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../db/client';
import type { CommunityScope } from '../db/community-scope';
import type { RefusalCatalog } from '../i18n/define-refusals';
import type { JobKinds } from '../jobs/job-kinds';
import type { NotifiedEvent } from '../notify/notify';
import type { AppServices } from '../services';
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
  /** Hears every notification once stored (office alerts copy staff ones to LINE and Telegram). */
  onNotified?: (event: NotifiedEvent, s: AppServices) => Promise<void>;
}

export const defineFeature = <const F extends Feature>(feature: F): F => feature;
