import type { Lang } from '@cc/contracts/i18n';
import { readSheetRows } from '../../../platform/files/sheet-rows';
import { unitCars } from '../tables';
import { audit } from './car-audit';
import { checkCarSheet } from './car-sheet';
import type { CarWork } from './car-work';
import { carColumns } from './plate';
import { loadPolicy } from './policy-queries';
import { badRequest } from './refusals';
import { sheetContext } from './sheet-queries';

/** Rows per INSERT: well under the drivers' parameter limit, few round trips for 5,000 cars. */
const CHUNK = 500;

/**
 * The office's car sheet: every row checked, then every car saved approved in this one
 * transaction, or (any problem) none. Answers how many were saved.
 */
export async function saveCarSheet(w: CarWork, bytes: Buffer, lang: Lang) {
  const rows = await readSheetRows(bytes, () => badRequest('CAR_SHEET_UNREADABLE'));
  const { policy } = await loadPolicy(w.tx, w.scope);
  const cars = checkCarSheet(rows, { ...(await sheetContext(w.tx, w.scope)), policy, lang });
  for (let i = 0; i < cars.length; i += CHUNK) {
    await w.tx.insert(unitCars).values(
      cars.slice(i, i + CHUNK).map((c) => ({
        communityId: w.scope.communityId,
        unitId: c.unitId,
        ...carColumns(c),
        status: 'APPROVED' as const,
        requestedBy: w.userId,
        decidedBy: w.userId,
        decidedAt: w.now,
      })),
    );
  }
  await audit(w, 'car.sheet', `sheet:${w.now.toISOString()}`, { created: cars.length });
  return cars.length;
}
