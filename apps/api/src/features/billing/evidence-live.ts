import { officeReader } from '@cc/contracts/billing-op-parts';
import type { FastifyBaseLogger } from 'fastify';
import { membersHolding, publishLiveChange } from '../../platform/realtime/live-change';
import type { AppServices } from '../../platform/services';
import type { BillingWork } from './billing-work';

/** The permissions that open the evidence pages (the office's reads), per the community's matrix. */
const OFFICE_READS = [...(officeReader.anyOf ?? [])];

/** The members whose consoles show the payments queue: the ones told when it changes. */
export const evidenceWatchers = (w: BillingWork): Promise<string[]> =>
  membersHolding(w.tx, w.scope, OFFICE_READS);

/**
 * Tells those consoles that payments changed (a slip came in, someone decided one), so an open
 * queue refetches and two verifiers do not work the same slip.
 */
export const publishEvidenceChange = (
  s: AppServices,
  log: FastifyBaseLogger,
  communityId: string,
  userIds: readonly string[],
  evidenceIds: string[],
) => publishLiveChange(s, log, communityId, userIds, 'BILLING', evidenceIds);
