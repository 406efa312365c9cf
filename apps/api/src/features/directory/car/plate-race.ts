import { provinceOf } from '@cc/contracts/car-directory-provinces';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { conflict } from './refusals';

/**
 * The check before a write reads no plate taken, but two writes at once may both pass it; the
 * partial unique index then refuses the second, which the caller hears as the same 409.
 */
export const plateRace =
  (plate?: { plateNo?: string; provinceCode?: string }) =>
  (err: unknown): never => {
    if (isUniqueViolation(err))
      throw conflict('CAR_PLATE_TAKEN', {
        plateNo: plate?.plateNo ?? '',
        province: (plate?.provinceCode && provinceOf(plate.provinceCode)?.th) || '',
      });
    throw err;
  };
