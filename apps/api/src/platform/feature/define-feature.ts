import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../db/client';
import type { RefusalCatalog } from '../i18n/define-refusals';
import type { JobKinds } from '../jobs/job-kinds';
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
}

export const defineFeature = <const F extends Feature>(feature: F): F => feature;
