import { randomBytes } from 'node:crypto';
import { and, desc, eq, ne, notInArray } from 'drizzle-orm';
import type { SeedPart } from '../../../platform/feature/define-feature';
import { unitMembers, units } from '../../../platform/residence/tables';
import { unitCars } from '../tables';
import { plateColumns } from './plate';
import { DEFAULT_CAR_POLICY } from './policy-queries';
import { buddhistYear } from './stickers';
import { carPolicies, carStickerCounters, carStickers } from './tables';

const DEMO = 'riverside-condo';
/** Riverside holds 40 cars in all: the directory's 8 and these 32, 5 of them still waiting. */
const MORE = 32;
const WAITING = 5;
const MODELS = [
  ['Toyota', 'Yaris Ativ', 'ขาว', 'TH-10'],
  ['Honda', 'City', 'เทา', 'TH-10'],
  ['Isuzu', 'D-Max', 'ดำ', 'TH-12'],
  ['Mazda', 'CX-30', 'แดง', 'TH-11'],
  ['BYD', 'Atto 3', 'น้ำเงิน', 'TH-10'],
  ['MG', 'ZS EV', 'ขาว', 'TH-13'],
  ['Mitsubishi', 'Xpander', 'เงิน', 'TH-20'],
] as const;
const MOTOS = [
  ['Honda', 'Wave 110i', 'แดง', 'TH-10'],
  ['Yamaha', 'Fino', 'ขาว', 'TH-12'],
  ['Honda', 'PCX 160', 'ดำ', 'TH-10'],
] as const;
const LETTERS = ['กข', 'ขค', 'ฆร', 'งจ', 'ฉช', 'ญต', 'ถท', 'บป', '1กก', '2ขข', '8กพ', '9กฎ'];
const DAY = 86_400_000;
/** The demo resident's own unit: the directory's and other areas' tests read it as the core seed left it. */
const KEPT_AS_IS = 'A-0304';

/**
 * Riverside's cars, so the car page looks alive: 27 approved with stickers (a few expiring
 * within the month, for the home card) and 5 requests waiting for the office.
 */
export const seedDemoCars: SeedPart = async (tx) => {
  const taken = tx.select({ id: unitCars.unitId }).from(unitCars).where(eq(unitCars.communityId, DEMO));
  const lived = await tx
    .selectDistinctOn([units.unitNo], { unitId: units.id, userId: unitMembers.userId })
    .from(units)
    .innerJoin(unitMembers, eq(unitMembers.unitId, units.id))
    .where(and(eq(units.communityId, DEMO), notInArray(units.id, taken), ne(units.unitNo, KEPT_AS_IS)))
    .orderBy(desc(units.unitNo));
  if (lived.length === 0) return;
  // A car for each lived-in unit, then a second (a motorcycle) for some, up to 32.
  const homes = Array.from({ length: Math.min(MORE, lived.length * 2) }, (_, i) => lived[i % lived.length]!);
  const now = Date.now();
  const cars = await tx
    .insert(unitCars)
    .values(
      homes.map((h, i) => {
        const moto = i >= lived.length;
        const [brand, model, colour, province] = moto ? MOTOS[i % MOTOS.length]! : MODELS[i % MODELS.length]!;
        const waiting = i >= homes.length - WAITING;
        return {
          communityId: DEMO,
          unitId: h.unitId,
          ...plateColumns(`${LETTERS[i % LETTERS.length]} ${2100 + i * 173}`, province),
          vehicleType: moto ? ('MOTORCYCLE' as const) : ('CAR' as const),
          brand,
          model,
          colour,
          status: waiting ? ('WAITING' as const) : ('APPROVED' as const),
          requestedBy: h.userId,
          decidedAt: waiting ? null : new Date(now - (40 - i) * DAY),
          createdAt: new Date(now - (waiting ? i - homes.length + WAITING + 1 : 60 - i) * DAY),
        };
      }),
    )
    .returning({ id: unitCars.id, status: unitCars.status });
  await tx
    .insert(carPolicies)
    .values({
      communityId: DEMO,
      policy: DEFAULT_CAR_POLICY,
      stickerSecret: randomBytes(32).toString('base64url'),
    })
    .onConflictDoNothing();
  const approved = cars.filter((c) => c.status === 'APPROVED');
  const yearBe = buddhistYear(new Date(now), 'Asia/Bangkok');
  await tx.insert(carStickers).values(
    approved.map((c, i) => ({
      communityId: DEMO,
      carId: c.id,
      yearBe,
      seq: i + 1,
      number: `${yearBe}-${String(i + 1).padStart(4, '0')}`,
      issuedAt: new Date(now - (40 - i) * DAY),
      // Every sixth sticker runs out within the month; the rest in about a year.
      validUntil: new Date(now + (i % 6 === 0 ? 10 + i : 300 + i) * DAY),
    })),
  );
  await tx.insert(carStickerCounters).values({ communityId: DEMO, yearBe, lastSeq: approved.length });
};
