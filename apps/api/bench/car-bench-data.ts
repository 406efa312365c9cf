import { digitTailOf, plateKeyOf } from '@cc/contracts/car-directory';
import { PROVINCES } from '@cc/contracts/car-directory-provinces';
import { carStickers } from '../src/features/directory/car/tables';
import { unitCars } from '../src/features/directory/tables';
import type { Database } from '../src/platform/db/client';
import { units } from '../src/platform/residence/tables';
import { addMember, createCommunity } from '../src/platform/tenancy/community-setup';

export const UNITS = 3000;
export const CARS_PER_UNIT = 2;
const CHUNK = 1000;
const LETTERS = ['กข', 'ขค', 'ฆร', 'งจ', 'ฉช', 'ญต', 'ถท', 'บป', 'ผพ', 'มย', 'รล', 'วศ'];
const pad = (n: number, w: number) => String(n).padStart(w, '0');
export const benchUnitNo = (i: number) => `C${pad(Math.floor(i / 100) + 1, 2)}-${pad(i % 100, 3)}`;
/** The i-th plate: letters, then digits that run through 1-9999 so digit lookups hit a few cars each. */
export const benchPlate = (i: number) => `${i % 10}${LETTERS[i % LETTERS.length]} ${((i * 37) % 9999) + 1}`;

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** A community of 3,000 units and 6,000 approved cars, each with a live sticker; and an empty one for the sheet. */
export async function generateCarCommunity(db: Database, staffUserId: string) {
  const id = await createCommunity(db, { name: 'Bench Car Park', type: 'CONDO' });
  await addMember(db, id, staffUserId, 'PMC');
  const unitRows: { id: string }[] = [];
  await insertAll(
    Array.from({ length: UNITS }, (_, i) => ({ communityId: id, unitNo: benchUnitNo(i) })),
    async (chunk) => unitRows.push(...(await db.insert(units).values(chunk).returning({ id: units.id }))),
  );
  const cars: { id: string }[] = [];
  const now = Date.now();
  await insertAll(
    Array.from({ length: UNITS * CARS_PER_UNIT }, (_, i) => {
      const plateNo = benchPlate(i);
      const province = PROVINCES[i % 77]!;
      return {
        communityId: id,
        unitId: unitRows[i % UNITS]!.id,
        plateNo,
        plateKey: plateKeyOf(plateNo),
        digits: digitTailOf(plateNo),
        province: province.th,
        provinceCode: province.code,
        vehicleType: i < UNITS ? ('CAR' as const) : ('MOTORCYCLE' as const),
        brand: 'Toyota',
        status: (i % 50 === 0 ? 'WAITING' : 'APPROVED') as 'WAITING' | 'APPROVED',
        createdAt: new Date(now - i * 60_000),
      };
    }),
    async (chunk) => cars.push(...(await db.insert(unitCars).values(chunk).returning({ id: unitCars.id }))),
  );
  await insertAll(
    cars.map((c, i) => ({
      communityId: id,
      carId: c.id,
      yearBe: 2569,
      seq: i + 1,
      number: `2569-${pad(i + 1, 4)}`,
      validUntil: new Date(now + ((i % 400) + 1) * 86_400_000),
    })),
    (chunk) => db.insert(carStickers).values(chunk),
  );
  const sheetTarget = await createCommunity(db, { name: 'Bench Car Sheet', type: 'CONDO' });
  await addMember(db, sheetTarget, staffUserId, 'PMC');
  await insertAll(
    Array.from({ length: UNITS }, (_, i) => ({ communityId: sheetTarget, unitNo: benchUnitNo(i) })),
    (chunk) => db.insert(units).values(chunk),
  );
  return { id, sheetTarget, cars: cars.length };
}
