import type { CommunityType } from '@cc/contracts/features';
import type { Role } from '@cc/contracts/roles';
import { and, count, eq } from 'drizzle-orm';
import { ALL_FEATURES } from '../features';
import { hashPassword } from '../platform/auth/passwords';
import { userIdentities, userPreferences, users } from '../platform/auth/tables';
import { acrossCommunities } from '../platform/db/across-communities';
import type { Database, Executor } from '../platform/db/client';
import type { SeedContext } from '../platform/feature/define-feature';
import { FILES_PATH, newKey, ownerSegment } from '../platform/files/file-keys';
import type { FileStorage } from '../platform/files/file-storage';
import { buildings, unitMembers, units } from '../platform/residence/tables';
import { addMember, createCommunity } from '../platform/tenancy/community-setup';
import { communities } from '../platform/tenancy/tables';
import { communityPicture } from './demo-pictures';

export const DEMO_PASSWORD = 'demo1234';
/** Every demo account's address is in this reserved domain (RFC 2606), so no real person has one. */
export const DEMO_EMAIL_DOMAIN = 'demo.test';

interface DemoCommunity {
  id: string;
  name: string;
  type: CommunityType;
  address: string;
  status: 'ACTIVE' | 'SYSTEM_OFF';
  colours: [string, string];
  initials: string;
  /** Building name and floors; a village has lanes (ซอย) of one-floor houses. */
  buildings: [string, number, number][];
}

export const DEMO_COMMUNITIES: DemoCommunity[] = [
  {
    id: 'riverside-condo',
    name: 'เดอะ ริเวอร์ไซด์ คอนโดมิเนียม',
    type: 'CONDO',
    address: '88 ถนนเจริญนคร แขวงคลองต้นไทร เขตคลองสาน กรุงเทพฯ 10600',
    status: 'ACTIVE',
    colours: ['#0d9488', '#155e75'],
    initials: 'RIVERSIDE',
    buildings: [
      ['อาคาร A', 8, 6],
      ['อาคาร B', 8, 6],
    ],
  },
  {
    id: 'green-ville-village',
    name: 'หมู่บ้านกรีนวิลล์ บางนา',
    type: 'VILLAGE',
    address: '199 หมู่ 5 ถนนบางนา-ตราด กม.12 อำเภอบางพลี สมุทรปราการ 10540',
    status: 'ACTIVE',
    colours: ['#65a30d', '#166534'],
    initials: 'GREENVILLE',
    buildings: [
      ['ซอย 1', 1, 12],
      ['ซอย 2', 1, 12],
      ['ซอย 3', 1, 10],
    ],
  },
  {
    id: 'sukhumvit-77-residence',
    name: 'สุขุมวิท 77 เรสซิเดนซ์',
    type: 'CONDO',
    address: '77/1 ซอยสุขุมวิท 77 แขวงสวนหลวง เขตสวนหลวง กรุงเทพฯ 10250',
    status: 'SYSTEM_OFF',
    colours: ['#7c3aed', '#1e3a8a'],
    initials: 'SUKHUMVIT 77',
    buildings: [['อาคารหลัก', 12, 8]],
  },
];

interface DemoUser {
  email: string;
  firstname: string;
  lastname: string;
  gender: 'MALE' | 'FEMALE';
  mobile: string;
  memberships: [string, Role][];
  /** Unit of residence: community, unit number and role in the unit. */
  homes?: [string, string, 'OWNER' | 'CO_RESIDENT' | 'TENANT'][];
  identity?: ['FACEBOOK' | 'APPLE', string];
}

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'pmc@demo.test',
    firstname: 'สมชาย',
    lastname: 'ใจดี',
    gender: 'MALE',
    mobile: '0812345678',
    memberships: [
      ['riverside-condo', 'PMC'],
      ['green-ville-village', 'PMC'],
      ['sukhumvit-77-residence', 'PMC'],
    ],
    identity: ['FACEBOOK', '100200300'],
  },
  {
    email: 'resident@demo.test',
    firstname: 'สุดา',
    lastname: 'มีสุข',
    gender: 'FEMALE',
    mobile: '0891112233',
    memberships: [
      ['riverside-condo', 'RESIDENT'],
      ['green-ville-village', 'RESIDENT'],
    ],
    homes: [
      ['riverside-condo', 'A-0304', 'OWNER'],
      ['green-ville-village', '2/7', 'TENANT'],
    ],
    identity: ['APPLE', 'demo-resident-apple'],
  },
  {
    email: 'committee@demo.test',
    firstname: 'วิชัย',
    lastname: 'รักษ์ชุมชน',
    gender: 'MALE',
    mobile: '0867778899',
    memberships: [
      ['riverside-condo', 'COMMITTEE'],
      ['green-ville-village', 'COMMITTEE'],
    ],
    homes: [
      ['riverside-condo', 'B-0801', 'OWNER'],
      ['green-ville-village', '1/3', 'OWNER'],
    ],
  },
  {
    email: 'guard@demo.test',
    firstname: 'บุญมี',
    lastname: 'แข็งแรง',
    gender: 'MALE',
    mobile: '0823334455',
    memberships: [['riverside-condo', 'GUARD']],
  },
  {
    email: 'admin@demo.test',
    firstname: 'กมลา',
    lastname: 'ศรีสวัสดิ์',
    gender: 'FEMALE',
    mobile: '0845556677',
    memberships: [
      ['riverside-condo', 'ADMIN'],
      ['green-ville-village', 'ADMIN'],
    ],
  },
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Unit numbers as offices write them: A-0304 (building A, floor 3, unit 4); 2/7 in a village lane. */
function unitRows(
  communityId: string,
  type: CommunityType,
  buildingIds: Map<string, string>,
  spec: DemoCommunity,
) {
  return spec.buildings.flatMap(([name, floors, perFloor], b) =>
    Array.from({ length: floors * perFloor }, (_, i) => {
      const floor = Math.floor(i / perFloor) + 1;
      const n = (i % perFloor) + 1;
      const letter = name.endsWith('B') ? 'B' : 'A';
      const unitNo =
        type === 'VILLAGE'
          ? `${b + 1}/${n}`
          : spec.buildings.length > 1
            ? `${letter}-${pad(floor, 2)}${pad(n, 2)}`
            : `${pad(floor, 2)}${pad(n, 2)}`;
      return {
        communityId,
        buildingId: buildingIds.get(name)!,
        unitNo,
        floor,
        areaSqm: type === 'VILLAGE' ? String(180 + (n % 4) * 20) : String(32 + (n % 3) * 12.5),
        ownershipRatio: (1 / (floors * perFloor * spec.buildings.length)).toFixed(6),
        unitType: type === 'VILLAGE' ? 'บ้านเดี่ยว' : n % 3 === 0 ? '2 ห้องนอน' : '1 ห้องนอน',
      };
    }),
  );
}

async function seedCommunity(tx: Executor, spec: DemoCommunity, storage: FileStorage) {
  // A community's picture is its one public upload (platform/files/file-keys.ts). A picture left
  // by an earlier demo (its database removed, its uploads not) gives way to this one.
  const key = `public/${ownerSegment({ communityId: spec.id })}/communities/logo.svg`;
  await storage.remove(key);
  await storage.put(key, Buffer.from(communityPicture(spec.initials, ...spec.colours)));
  await createCommunity(tx, {
    id: spec.id,
    name: spec.name,
    type: spec.type,
    address: spec.address,
    imageUrl: `${FILES_PATH}${key}`,
  });
  if (spec.status !== 'ACTIVE')
    await tx.update(communities).set({ usageStatus: spec.status }).where(eq(communities.id, spec.id));
  const inserted = await tx
    .insert(buildings)
    .values(spec.buildings.map(([name, floors]) => ({ communityId: spec.id, name, floors })))
    .returning();
  const ids = new Map(inserted.map((b) => [b.name, b.id]));
  await tx.insert(units).values(unitRows(spec.id, spec.type, ids, spec));
}

async function seedUser(tx: Executor, u: DemoUser, passwordHash: string) {
  const [user] = await tx
    .insert(users)
    .values({
      email: u.email,
      passwordHash,
      firstname: u.firstname,
      lastname: u.lastname,
      gender: u.gender,
      mobile: u.mobile,
    })
    .returning();
  for (const [communityId, role] of u.memberships) await addMember(tx, communityId, user!.id, role);
  // Each demo user starts in their first community, whatever order the names sort in.
  await tx
    .insert(userPreferences)
    .values({ userId: user!.id, key: 'current-community', value: u.memberships[0]![0] });
  if (u.identity)
    await tx
      .insert(userIdentities)
      .values({ provider: u.identity[0], subject: u.identity[1], userId: user!.id });
  for (const [communityId, unitNo, unitRole] of u.homes ?? []) {
    const [unit] = await tx
      .select()
      .from(units)
      .where(and(eq(units.communityId, communityId), eq(units.unitNo, unitNo)));
    await tx.insert(unitMembers).values({ unitId: unit!.id, userId: user!.id, communityId, unitRole });
  }
}

/**
 * Seeds the demo into an empty database (does nothing otherwise), in one transaction: the core
 * first (communities, buildings and units, the demo accounts with their memberships and homes),
 * then each feature's own part, in the features' order.
 */
export async function seedDemoData(db: Database, storage: FileStorage): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(communities);
  if (n > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const savePrivateFile: SeedContext['savePrivateFile'] = async (owner, feature, bytes, ext) => {
    const key = newKey('private', owner, feature, ext);
    await storage.put(key, bytes);
    return key;
  };
  await acrossCommunities(db, 'demo-seed', async (tx) => {
    for (const c of DEMO_COMMUNITIES) await seedCommunity(tx, c, storage);
    for (const u of DEMO_USERS) await seedUser(tx, u, passwordHash);
    for (const feature of ALL_FEATURES)
      await feature.seed?.(tx, { passwordHash, communities: DEMO_COMMUNITIES, savePrivateFile });
  });
  return true;
}
