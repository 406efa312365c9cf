import { z } from 'zod';
import { allow } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { repairDetailSchema, repairRequestSchema } from './repair-records';
import { communityIdSchema } from './session';

/**
 * Who does what in repair:
 * - REPAIR_REQUEST:read and :write (residents): their own units' requests: file, approve a
 *   quote, pick a slot, confirm the work, review.
 * - REPAIR_REQUEST:approve (PMC, ADMIN; a community may grant it to its committee): all office
 *   work, settings and reports.
 * GUARD holds nothing of repair by default.
 */
export const office = allow.to('REPAIR_REQUEST:approve');
export const resident = allow.to('REPAIR_REQUEST:write');
export const reader = allow.to('REPAIR_REQUEST:read');

export const q = <S extends z.ZodRawShape = Record<never, never>>(shape?: S) =>
  z.object({ communityID: communityIdSchema }).extend((shape ?? {}) as S);
export const requestData = dataEnvelope(repairDetailSchema);
export const requestItems = itemsEnvelope(repairRequestSchema);
