import { z } from 'zod';
import { allow } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { parcelIdSchema, parcelSchema } from './parcel';
import { communityIdSchema } from './session';

/**
 * Who does what with parcels:
 * - PARCEL:write works the desk: everything about every parcel of the community, reads included
 *   (PMC, ADMIN and GUARD by default). Residents also hold PARCEL:read, so reading the whole
 *   desk cannot hang on PARCEL:read.
 * - PARCEL:approve sets the desk's rules: preferences and the overtime settings (PMC, ADMIN).
 * - PARCEL:read is the resident's side: their own units' parcels and asking for more time.
 */
export const desk = allow.to('PARCEL:write');
export const rules = allow.to('PARCEL:approve');
export const resident = allow.to('PARCEL:read');

/** A query of this community, with more fields. */
export const q = <S extends z.ZodRawShape = Record<never, never>>(shape?: S) =>
  z.object({ communityID: communityIdSchema }).extend((shape ?? {}) as S);
export const one = q({ parcelID: parcelIdSchema });
export const parcelData = dataEnvelope(parcelSchema);
export const parcelItems = itemsEnvelope(parcelSchema);
