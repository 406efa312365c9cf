import { z } from 'zod';
import { allow } from './access';
import { bankAccountSchema, billDetailSchema, billIdSchema, billRunSchema, billSchema } from './billing';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { communityIdSchema } from './session';

/**
 * Who does what in billing:
 * - BILLING:write (PMC, ADMIN): settings, bills, runs, recalls.
 * - office reads: write or approve (so the committee, which holds BILLING:approve, reads too).
 * - BILLING:read (residents): their own units' bills only. Residents hold no BILLING:write.
 * GUARD holds nothing of billing.
 */
export const officeWriter = allow.to('BILLING:write');
export const officeReader = allow.anyOf('BILLING:write', 'BILLING:approve');
export const residentReader = allow.to('BILLING:read');

/** A query (or body) of this community, with more fields. */
export const q = <S extends z.ZodRawShape = Record<never, never>>(shape?: S) =>
  z.object({ communityID: communityIdSchema }).extend((shape ?? {}) as S);
export const billRef = q({ billID: billIdSchema() });
export const billData = dataEnvelope(billSchema);
export const billDetailData = dataEnvelope(billDetailSchema);
export const billItems = itemsEnvelope(billSchema);
export const accountItems = itemsEnvelope(bankAccountSchema);
export const runData = dataEnvelope(billRunSchema);
