import { asc, eq } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { SeedPart } from '../../platform/feature/define-feature';
import { unitMembers, units } from '../../platform/residence/tables';
import { memberships } from '../../platform/tenancy/tables';
import { plateColumns } from './car/plate';
import { invitationCodes, unitCars } from './tables';

/** Thai names with the romanisation their e-mail addresses use. */
const FIRST = [
  ['ณัฐพล', 'nattapon'],
  ['ปิยะนุช', 'piyanuch'],
  ['ธนากร', 'thanakorn'],
  ['กมลชนก', 'kamonchanok'],
  ['วรวุฒิ', 'worawut'],
  ['สุภาวดี', 'supawadee'],
  ['อนุชา', 'anucha'],
  ['พิมพ์ชนก', 'pimchanok'],
  ['ชยพล', 'chayapon'],
  ['รัตนา', 'rattana'],
  ['ภานุวัฒน์', 'panuwat'],
  ['จิราพร', 'jiraporn'],
] as const;
const LAST = [
  ['ศรีสุข', 'srisuk'],
  ['วงศ์ใหญ่', 'wongyai'],
  ['ทองดี', 'thongdee'],
  ['แสงทอง', 'saengthong'],
  ['บุญเรือง', 'boonruang'],
  ['จันทร์เพ็ญ', 'chanpen'],
  ['พูลสวัสดิ์', 'poonsawat'],
] as const;
const CARS = [
  ['Toyota', 'ขาว'],
  ['Honda', 'ดำ'],
  ['Mazda', 'แดง'],
  ['Nissan', 'เทา'],
] as const;
const PLATE_PREFIX = ['1กข', '2ขค', '3คง', 'ฮท', 'กม'];

/** How many extra residents each demo community gets, so the registry has something to page through. */
const EXTRA_RESIDENTS: Record<string, number> = {
  'riverside-condo': 36,
  'green-ville-village': 20,
  'sukhumvit-77-residence': 8,
};

/** Residents spread over every few units (owners, some co-residents and tenants), a few cars and codes. */
async function seedResidents(
  tx: Executor,
  communityId: string,
  count: number,
  passwordHash: string,
  tag: string,
) {
  if (count === 0) return;
  // The demo accounts' own homes stay as the README describes them.
  const taken = await tx
    .select({ id: unitMembers.unitId })
    .from(unitMembers)
    .where(eq(unitMembers.communityId, communityId));
  const all = (
    await tx.select().from(units).where(eq(units.communityId, communityId)).orderBy(asc(units.unitNo))
  ).filter((u) => !taken.some((t) => t.id === u.id));
  const people = Array.from({ length: count }, (_, i) => {
    const [firstTh, firstEn] = FIRST[i % FIRST.length]!;
    const [lastTh, lastEn] = LAST[(i * 5 + 3) % LAST.length]!;
    return {
      email: `${firstEn}.${lastEn.slice(0, 2)}.${tag}${i + 1}@demo.test`,
      passwordHash,
      firstname: firstTh,
      lastname: lastTh,
      gender: i % 2 ? ('FEMALE' as const) : ('MALE' as const),
      mobile: `08${(i % 9) + 1}${String(4_000_000 + i * 7919).slice(0, 7)}`,
    };
  });
  const created = await tx.insert(users).values(people).returning({ id: users.id });
  await tx
    .insert(memberships)
    .values(created.map((u) => ({ communityId, userId: u.id, role: 'RESIDENT' as const })));
  // Every third person shares the previous one's unit, as a co-resident or tenant.
  let unitIndex = 1;
  const homes = created.map((u, i) => {
    const shares = i % 3 === 2;
    if (!shares) unitIndex += 2;
    const unit = all[unitIndex % all.length]!;
    const unitRole = shares ? (i % 2 ? ('TENANT' as const) : ('CO_RESIDENT' as const)) : ('OWNER' as const);
    return { communityId, unitId: unit.id, userId: u.id, unitRole };
  });
  await tx.insert(unitMembers).values(homes).onConflictDoNothing();
  const owners = homes.filter((h) => h.unitRole === 'OWNER').slice(0, 8);
  await tx.insert(unitCars).values(
    owners.map((h, i) => ({
      communityId,
      unitId: h.unitId,
      ...plateColumns(`${PLATE_PREFIX[i % PLATE_PREFIX.length]} ${1000 + i * 37}`, 'TH-10'),
      brand: CARS[i % CARS.length]![0],
      colour: CARS[i % CARS.length]![1],
    })),
  );
  const occupied = new Set(homes.map((h) => h.unitId));
  const vacant = all.filter((u) => !occupied.has(u.id)).slice(0, 4);
  const expiresAt = new Date(Date.now() + 30 * 86_400_000);
  await tx.insert(invitationCodes).values(
    vacant.map((u, i) => ({
      code: `DEMO${tag.toUpperCase().slice(0, 2)}${'ABCD'[i]}${i + 2}`.slice(0, 8).replace(/[01IO]/g, 'X'),
      communityId,
      kind: 'RESIDENT' as const,
      unitId: u.id,
      unitRole: 'OWNER' as const,
      role: 'RESIDENT' as const,
      expiresAt,
    })),
  );
}

/** The directory side of the demo: more residents in each community, a few cars and codes. */
export const seedDemoResidents: SeedPart = async (tx, { communities, passwordHash }) => {
  for (const c of communities) {
    await seedResidents(tx, c.id, EXTRA_RESIDENTS[c.id] ?? 0, passwordHash, c.id.slice(0, 2));
  }
};
