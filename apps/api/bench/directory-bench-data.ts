import { eq } from 'drizzle-orm';
import { users } from '../src/platform/auth/tables';
import type { Database } from '../src/platform/db/client';
import { buildings, unitMembers, units } from '../src/platform/residence/tables';
import { addMember, createCommunity } from '../src/platform/tenancy/community-setup';
import { memberships } from '../src/platform/tenancy/tables';

export const BUILDINGS = 10;
export const FLOORS = 25;
export const PER_FLOOR = 20;
export const PEOPLE_PER_UNIT = 3;

export const FIRST = [
  'สมชาย',
  'สมหญิง',
  'ณัฐพล',
  'ปิยะนุช',
  'ธนากร',
  'กมลชนก',
  'วรวุฒิ',
  'สุภาวดี',
  'อนุชา',
  'พิมพ์ชนก',
  'ชยพล',
  'รัตนา',
];
export const LAST = ['ศรีสุข', 'วงศ์ใหญ่', 'ทองดี', 'แสงทอง', 'บุญเรือง', 'จันทร์เพ็ญ', 'พูลสวัสดิ์', 'มีสุข', 'ใจดี'];
const ROLES_IN_UNIT = ['OWNER', 'CO_RESIDENT', 'TENANT'] as const;
const CHUNK = 1000;

const pad = (n: number, w: number) => String(n).padStart(w, '0');
export const towerName = (b: number) => `Tower ${pad(b, 2)}`;
export const unitNoOf = (b: number, floor: number, n: number) => `T${pad(b, 2)}-${pad(floor, 2)}${pad(n, 2)}`;

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** A community of BUILDINGS x FLOORS x PER_FLOOR units with PEOPLE_PER_UNIT residents each, in multi-row inserts. */
export async function generateBigCommunity(db: Database, staffUserId: string) {
  const id = await createCommunity(db, { name: 'Bench Towers', type: 'CONDO' });
  await addMember(db, id, staffUserId, 'PMC');
  const made = await db
    .insert(buildings)
    .values(
      Array.from({ length: BUILDINGS }, (_, b) => ({
        communityId: id,
        name: towerName(b + 1),
        floors: FLOORS,
      })),
    )
    .returning();
  const unitRows = made.flatMap((b, bi) =>
    Array.from({ length: FLOORS * PER_FLOOR }, (_, i) => ({
      communityId: id,
      buildingId: b.id,
      unitNo: unitNoOf(bi + 1, Math.floor(i / PER_FLOOR) + 1, (i % PER_FLOOR) + 1),
      floor: Math.floor(i / PER_FLOOR) + 1,
      areaSqm: String(30 + (i % 4) * 10),
      ownershipRatio: (1 / (BUILDINGS * FLOORS * PER_FLOOR)).toFixed(6),
      unitType: i % 4 === 3 ? '2 ห้องนอน' : '1 ห้องนอน',
    })),
  );
  const unitIds: string[] = [];
  await insertAll(unitRows, async (chunk) =>
    unitIds.push(...(await db.insert(units).values(chunk).returning({ id: units.id })).map((u) => u.id)),
  );
  const people = unitIds.flatMap((_, u) =>
    Array.from({ length: PEOPLE_PER_UNIT }, (_, k) => {
      const i = u * PEOPLE_PER_UNIT + k;
      return {
        email: `r${i}@${id}.bench.test`,
        firstname: `${FIRST[i % FIRST.length]}${i % 97}`,
        lastname: LAST[(i * 7) % LAST.length]!,
        mobile: `08${pad((i * 7919) % 100_000_000, 8)}`,
      };
    }),
  );
  const userIds: string[] = [];
  await insertAll(people, async (chunk) =>
    userIds.push(...(await db.insert(users).values(chunk).returning({ id: users.id })).map((u) => u.id)),
  );
  await insertAll(
    userIds.map((userId) => ({ communityId: id, userId, role: 'RESIDENT' as const })),
    (chunk) => db.insert(memberships).values(chunk),
  );
  await insertAll(
    userIds.map((userId, i) => ({
      communityId: id,
      unitId: unitIds[Math.floor(i / PEOPLE_PER_UNIT)]!,
      userId,
      unitRole: ROLES_IN_UNIT[i % PEOPLE_PER_UNIT]!,
    })),
    (chunk) => db.insert(unitMembers).values(chunk),
  );
  const buildingIds = made.map((b) => b.id);
  return { id, buildingIds, units: unitIds.length, residents: userIds.length };
}

/** An empty community with the same towers, for the import to fill. */
export async function generateImportTarget(db: Database, staffUserId: string) {
  const id = await createCommunity(db, { name: 'Bench Import', type: 'CONDO' });
  await addMember(db, id, staffUserId, 'PMC');
  await db.insert(buildings).values(
    Array.from({ length: BUILDINGS }, (_, b) => ({
      communityId: id,
      name: towerName(b + 1),
      floors: FLOORS,
    })),
  );
  return id;
}

export const userIdByEmail = async (db: Database, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
