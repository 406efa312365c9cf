import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { itemsEnvelope } from './envelope';
import { communityIdSchema } from './session';

/**
 * The gate picks the unit a visitor is going to. Guards hold no directory right (they must not
 * browse residents), so the gate has its own lookup: unit numbers only, by what the guard types.
 */
export const VMS_UNIT_LOOKUP_LIMIT = 20;

export const gateUnitSchema = z.object({
  unitID: z.string(),
  unitNo: z.string(),
  buildingName: z.string().nullable(),
});
export type GateUnit = z.infer<typeof gateUnitSchema>;

export const vmsUnitOps = {
  lookup: guardedOperation({
    method: 'GET',
    path: '/api/vms/unit/lookup',
    summary: 'Units whose number starts with what was typed (dashes and case ignored), for the gate',
    access: allow.to('VMS_NITI:write'),
    query: z.object({
      communityID: communityIdSchema,
      q: z.string().trim().max(30, 'The unit number must be at most 30 characters').default(''),
    }),
    response: itemsEnvelope(gateUnitSchema),
  }),
};
