import type { NotificationMessage } from '@cc/contracts/notification';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../test/notify-helpers';
import { countRows } from '../../test/rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Database, queryRows, type Transaction } from '../db/client';
import { unitMembers, units } from '../residence/tables';
import type { Audience } from './audience';
import { createNotifier } from './notify';
import { notificationBadges, notificationRecipients, notifications } from './tables';

/** The database, counting the statements run through it and its transactions. */
function countingDatabase(db: Database) {
  let n = 0;
  const counting = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(obj, key, receiver) {
        const value = Reflect.get(obj, key, receiver) as unknown;
        if (typeof value !== 'function') return value;
        if (key === 'execute') {
          return (...args: unknown[]) => {
            n++;
            return value.apply(obj, args);
          };
        }
        if (key === 'transaction')
          return (work: (tx: Transaction) => unknown) =>
            value.call(obj, (tx: Transaction) => work(counting(tx)));
        return value.bind(obj);
      },
    });
  return { db: counting(db), statements: () => n };
}

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['pmc', 'admin', 'resident', 'committee', 'guard'])
    ids[who] = await userIdOf(t, `${who}@demo.test`);
});
afterAll(() => t.close());

const message: NotificationMessage = {
  title: 'Water off',
  body: 'From 10:00 to 12:00',
  featureEnum: 'ANNOUNCEMENT',
};
const notify = (communityId: string, audience: Audience, m = message) =>
  t.app.services.notify(communityId, audience, m);
const recipientsOf = async (notificationId: string | null) =>
  (
    await t.db
      .select({ userId: notificationRecipients.userId })
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notificationId, notificationId!))
  )
    .map((r) => r.userId)
    .sort();
const unitId = async (communityId: string, unitNo: string) =>
  (
    await t.db
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.communityId, communityId), eq(units.unitNo, unitNo)))
  )[0]!.id;
const totals = async () => [
  await countRows(t.db, notifications),
  await countRows(t.db, notificationRecipients),
  await countRows(t.db, notificationBadges),
];

describe('audiences', () => {
  it('staff: PMC and ADMIN members only, never residents, committee or guards', async () => {
    const r = await notify('riverside-condo', { kind: 'staff' });
    expect(r.recipients).toBe(2);
    expect(await recipientsOf(r.notificationID)).toEqual([ids.pmc, ids.admin].sort());
  });

  it('unitResidents: the members living in those units of this community only', async () => {
    const a0304 = await unitId('riverside-condo', 'A-0304');
    const b0801 = await unitId('riverside-condo', 'B-0801');
    const one = await notify('riverside-condo', { kind: 'unitResidents', unitIds: [a0304] });
    expect(await recipientsOf(one.notificationID)).toEqual([ids.resident]);
    const both = await notify('riverside-condo', { kind: 'unitResidents', unitIds: [a0304, b0801, a0304] });
    expect(await recipientsOf(both.notificationID)).toEqual([ids.resident, ids.committee].sort());
    // A unit of another community names nobody here.
    const elsewhere = await unitId('green-ville-village', '2/7');
    expect(
      (await notify('riverside-condo', { kind: 'unitResidents', unitIds: [elsewhere] })).recipients,
    ).toBe(0);
  });

  it('unitResidents: someone still listed in a unit but no longer a member gets nothing', async () => {
    const unit = await unitId('riverside-condo', 'A-0101');
    await t.db.insert(unitMembers).values({
      unitId: unit,
      userId: ids.admin!,
      communityId: 'riverside-condo',
      unitRole: 'TENANT',
    });
    await t.db.execute(
      sql`delete from memberships where user_id = ${ids.admin} and community_id = 'riverside-condo'`,
    );
    try {
      expect((await notify('riverside-condo', { kind: 'unitResidents', unitIds: [unit] })).recipients).toBe(
        0,
      );
    } finally {
      await t.db.execute(
        sql`insert into memberships (user_id, community_id, role) values (${ids.admin}, 'riverside-condo', 'ADMIN')`,
      );
    }
  });

  it('users: members of this community only; unknown and malformed ids are ignored', async () => {
    const r = await notify('riverside-condo', {
      kind: 'users',
      userIds: [ids.guard!, ids.resident!, ids.guard!, crypto.randomUUID(), 'not-a-uuid'],
    });
    expect(await recipientsOf(r.notificationID)).toEqual([ids.guard, ids.resident].sort());
    // The guard belongs to riverside only.
    expect((await notify('green-ville-village', { kind: 'users', userIds: [ids.guard!] })).recipients).toBe(
      0,
    );
  });

  it('writes nothing at all for an empty audience', async () => {
    const before = await totals();
    for (const audience of [
      { kind: 'users', userIds: [] },
      { kind: 'unitResidents', unitIds: [] },
      { kind: 'staff' },
    ] as Audience[]) {
      const community = audience.kind === 'staff' ? 'no-such-community' : 'riverside-condo';
      const r = await notify(community, audience);
      expect(r).toMatchObject({ notificationID: null, recipients: 0 });
      expect(await r.pushed).toEqual({ sent: 0, removed: 0, failed: 0 });
    }
    expect(await totals()).toEqual(before);
  });

  it('refuses a malformed message and writes nothing', async () => {
    const before = await totals();
    const bad = [
      { ...message, title: '  ' },
      { ...message, body: 'x'.repeat(2001) },
      { ...message, featureEnum: 'NOPE' },
      { ...message, target: 'https://evil.example/' },
      { ...message, target: '//evil.example/' },
    ];
    for (const m of bad) {
      await expect(notify('riverside-condo', { kind: 'staff' }, m as typeof message)).rejects.toThrow();
    }
    expect(await totals()).toEqual(before);
  });
});

describe('inbox rows', () => {
  it("defaults the click target to the registry's, and keeps a feature's own page", async () => {
    const a = await notify('riverside-condo', { kind: 'staff' }, { ...message, featureEnum: 'CHAT_NITI' });
    const b = await notify(
      'riverside-condo',
      { kind: 'staff' },
      { ...message, target: '/dashboard/announcement?id=7' },
    );
    const target = async (id: string | null) =>
      (await t.db.select().from(notifications).where(eq(notifications.id, id!)))[0]!.target;
    expect(await target(a.notificationID)).toBe('/dashboard/chat');
    expect(await target(b.notificationID)).toBe('/dashboard/announcement?id=7');
  });

  it('reaches 3,000 recipients in the same few statements as one, with a badge each', async () => {
    const bulk = await queryRows<{ id: string }>(
      t.db,
      sql`insert into users (email) select 'bulk' || g || '@demo.test' from generate_series(1, 3000) g returning id`,
    );
    await t.db.execute(
      sql`insert into memberships (user_id, community_id, role)
        select id, 'green-ville-village', 'RESIDENT' from users where email like 'bulk%'`,
    );
    const userIds = bulk.map((u) => u.id);
    const counted = countingDatabase(t.db);
    const notifier = createNotifier(counted.db, t.app.services.realtime, t.app.services.push, console);
    const m = { ...message, featureEnum: 'ANNOUNCEMENT' as const };
    await notifier.notify('green-ville-village', { kind: 'users', userIds: [userIds[0]!] }, m);
    const forOne = counted.statements();
    const first = await notifier.notify('green-ville-village', { kind: 'users', userIds }, m);
    const forAll = counted.statements() - forOne;
    expect(forAll).toBe(forOne);
    expect(forAll).toBeLessThanOrEqual(5);
    expect(first.recipients).toBe(3000);
    await notifier.close();
    const badges = await t.db
      .select({ unread: notificationBadges.unread })
      .from(notificationBadges)
      .where(sql`${notificationBadges.userId} in (select id from users where email like 'bulk%')`);
    expect(badges).toHaveLength(3000);
    expect(badges.filter((b) => b.unread === 2)).toHaveLength(1);
    expect(badges.filter((b) => b.unread === 1)).toHaveLength(2999);
  });
});
