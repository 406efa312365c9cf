import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../../platform/auth/passwords';
import { users } from '../../platform/auth/tables';
import { buildings, unitMembers, units } from '../../platform/residence/tables';
import { addMember, createCommunity } from '../../platform/tenancy/community-setup';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { parcelEvents, parcels } from './tables';

/** Test helpers for the parcel desk: signed-in demo users and a second condo to keep apart. */
export const RIVERSIDE = 'riverside-condo';
export const LAKESIDE = 'lakeside-condo';
export const ROLES = ['pmc', 'admin', 'guard', 'resident', 'committee'] as const;
export type Who = (typeof ROLES)[number] | 'lakePmc' | 'lakeResident';

export interface Desk {
  t: TestApp;
  tokens: Record<Who, string>;
  /** Any call as someone; `body` goes as JSON, `query` in the URL, a `payload` (a form) as is. */
  call(
    who: Who,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts?: {
      query?: Record<string, string>;
      body?: unknown;
      payload?: Buffer;
      headers?: Record<string, string>;
    },
  ): Promise<LightMyRequestResponse>;
  unit(unitNo: string, community?: string): Promise<string>;
  /** A riverside unit with no residents and no parcels yet (and not one already handed out). */
  quietUnit(): Promise<{ id: string; unitNo: string }>;
  userId(email: string): Promise<string>;
}

/** Lakeside: one building, three units, its own PMC and a resident in L-101. */
async function seedLakeside(t: TestApp) {
  const hash = await hashPassword(DEMO_PASSWORD);
  await t.db.transaction(async (tx) => {
    await createCommunity(tx, { id: LAKESIDE, name: 'Lakeside Condo', type: 'CONDO' });
    const [b] = await tx
      .insert(buildings)
      .values({ communityId: LAKESIDE, name: 'Tower L', floors: 3 })
      .returning();
    const made = await tx
      .insert(units)
      .values(
        ['L-101', 'L-102', 'L-201'].map((unitNo) => ({ communityId: LAKESIDE, buildingId: b!.id, unitNo })),
      )
      .returning();
    const [pmc, resident] = await tx
      .insert(users)
      .values([
        { email: 'lake.pmc@demo.test', passwordHash: hash, firstname: 'Lake', lastname: 'Staff' },
        {
          email: 'lake.resident@demo.test',
          passwordHash: hash,
          firstname: 'Lake',
          lastname: 'Home',
          mobile: '0811112222',
        },
      ])
      .returning();
    await addMember(tx, LAKESIDE, pmc!.id, 'PMC');
    await addMember(tx, LAKESIDE, resident!.id, 'RESIDENT');
    await tx
      .insert(unitMembers)
      .values({ unitId: made[0]!.id, userId: resident!.id, communityId: LAKESIDE, unitRole: 'OWNER' });
  });
}

export async function openDesk(env: Record<string, string> = {}): Promise<Desk> {
  const t = await createTestApp(env);
  await seedLakeside(t);
  const tokens = {} as Record<Who, string>;
  const taken: string[] = ['00000000-0000-4000-8000-000000000000'];
  for (const who of ROLES) tokens[who] = (await signIn(t, `${who}@demo.test`)).access_token;
  tokens.lakePmc = (await signIn(t, 'lake.pmc@demo.test')).access_token;
  tokens.lakeResident = (await signIn(t, 'lake.resident@demo.test')).access_token;
  return {
    t,
    tokens,
    call: (who, method, url, opts = {}) =>
      t.app.inject({
        method,
        url,
        query: opts.query,
        headers: { ...bearer(tokens[who]), ...opts.headers },
        ...(opts.payload ? { payload: opts.payload } : {}),
        ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
      }),
    async unit(unitNo, community = RIVERSIDE) {
      const [u] = await t.db
        .select({ id: units.id })
        .from(units)
        .where(and(eq(units.communityId, community), eq(units.unitNo, unitNo)));
      if (!u) throw new Error(`no unit ${unitNo}`);
      return u.id;
    },
    async quietUnit() {
      const [u] = await t.db
        .select({ id: units.id, unitNo: units.unitNo })
        .from(units)
        .where(
          and(
            eq(units.communityId, RIVERSIDE),
            sql`not exists (select 1 from ${unitMembers} m where m.unit_id = ${units.id})`,
            sql`not exists (select 1 from ${parcels} p where p.unit_id = ${units.id})`,
            notInArray(units.id, taken),
          ),
        )
        .orderBy(units.unitNo)
        .limit(1);
      taken.push(u!.id);
      return u!;
    },
    async userId(email) {
      const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return u!.id;
    },
  };
}

/** A desk with the demo resident at home in A-0304, the unit most desk tests deliver to. */
export interface HomeDesk extends Desk {
  home: string;
  residentId: string;
  /** Receives a parcel for the resident at home. */
  receiveAtHome(): ReturnType<typeof receive>;
}

export async function openDeskAtHome(): Promise<HomeDesk> {
  const d = await openDesk();
  const home = await d.unit('A-0304');
  const residentId = await d.userId('resident@demo.test');
  return Object.assign(d, {
    home,
    residentId,
    receiveAtHome: () => receive(d, { unitID: home, recipientUserID: residentId }),
  });
}

/** A JSON body in Riverside, the community the desk tests work in. */
export const inRiverside = (b: Record<string, unknown>) => ({ body: { communityID: RIVERSIDE, ...b } });

/** The guard posts a desk action in Riverside. */
export const guardPosts = (d: Desk, url: string, b: Record<string, unknown>) =>
  d.call('guard', 'POST', url, inRiverside(b));

/** Someone collecting for the resident. */
export const PROXY = { kind: 'PROXY', name: 'คุณมานพ รับแทน', phone: '0865551234' };

/** The parcel's activity log actions, oldest first. */
export const eventActions = async (d: Desk, parcelId: string) =>
  (
    await d.t.db
      .select()
      .from(parcelEvents)
      .where(eq(parcelEvents.parcelId, parcelId))
      .orderBy(parcelEvents.id)
  ).map((e) => e.action);

export const statusesOf = async (d: Desk, parcelIds: string[]) =>
  (await d.t.db.select().from(parcels).where(inArray(parcels.id, parcelIds))).map((p) => p.status);

let tracking = 0;
/** A tracking number no other test uses. */
export const newTracking = (prefix = 'TST') =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${++tracking}`;

/** Receives a parcel as `who` and answers it (the call must succeed). */
export async function receive(d: Desk, body: Record<string, unknown>, who: Who = 'guard') {
  const res = await d.call(who, 'POST', '/api/parcel/pmc', {
    body: {
      communityID: RIVERSIDE,
      carrier: 'Kerry Express',
      type: 'BOX',
      trackingNo: newTracking(),
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { parcelID: string; no: number; unitID: string; status: string } & Record<
    string,
    unknown
  >;
}
