import { INBOX_PAGE_SIZE, type InboxItem } from '@cc/contracts/notification';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../platform/tenancy/tables';
import { raise, userIdOf } from '../../test/notify-helpers';
import { expectRefusal } from '../../test/refusal';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let pmc: Record<string, string>;
let admin: Record<string, string>;
let resident: Record<string, string>;
let pmcId: string;

beforeAll(async () => {
  t = await createTestApp();
  pmc = bearer((await signIn(t, 'pmc@demo.test')).access_token);
  admin = bearer((await signIn(t, 'admin@demo.test')).access_token);
  resident = bearer((await signIn(t, 'resident@demo.test')).access_token);
  pmcId = await userIdOf(t, 'pmc@demo.test');
});
afterAll(() => t.close());

const inbox = (headers: Record<string, string>, communityID: string, lastKey?: string) =>
  t.app.inject({
    url: '/api/notification/inbox',
    query: { communityID, ...(lastKey !== undefined ? { lastKey } : {}) },
    headers,
  });
const badge = async (headers: Record<string, string>, communityID: string) => {
  const res = await t.app.inject({ url: '/api/notification/badge/count', query: { communityID }, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().item.inboxBadgeCount as number;
};
const read = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/notification/inbox/read', headers, payload });

describe('inbox', () => {
  it('pages 45 items newest first, 20 at a time, with lastKey, from the text "undefined"', async () => {
    await raise(t, 'green-ville-village', { kind: 'users', userIds: [pmcId] }, 45, 'Paged');
    const seen: InboxItem[] = [];
    let lastKey: string | null = 'undefined';
    const sizes: number[] = [];
    while (lastKey !== null) {
      const res = await inbox(pmc, 'green-ville-village', lastKey);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { isSuccess: true; items: InboxItem[]; lastKey: string | null };
      sizes.push(body.items.length);
      seen.push(...body.items);
      lastKey = body.lastKey;
    }
    expect(sizes).toEqual([INBOX_PAGE_SIZE, INBOX_PAGE_SIZE, 5]);
    expect(seen.map((i) => i.inboxTitle)).toEqual(Array.from({ length: 45 }, (_, i) => `Paged ${45 - i}`));
    expect(new Set(seen.map((i) => i.notificationID)).size).toBe(45);
    expect(seen[0]).toEqual({
      notificationID: expect.any(String),
      inboxTitle: 'Paged 45',
      inboxBody: 'Body of Paged 45',
      displayActivityDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      readContentFlag: false,
      featureEnum: 'REPAIR_REQUEST',
      target: '/dashboard/repair',
    });
    // No lastKey at all is also the first page.
    expect((await inbox(pmc, 'green-ville-village')).json().items[0].inboxTitle).toBe('Paged 45');
  });

  it('answers an empty first page with no lastKey', async () => {
    const res = await inbox(resident, 'riverside-condo', 'undefined');
    expect(res.json()).toEqual({ isSuccess: true, items: [], lastKey: null });
  });

  it('refuses a malformed lastKey, a missing communityID, a stranger and no token', async () => {
    expectRefusal(await inbox(pmc, 'green-ville-village', 'not-a-key'), 400, 'VALIDATION_FAILED', /lastKey/);
    expectRefusal(await inbox(pmc, 'green-ville-village', "1' or 1=1"), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.app.inject({ url: '/api/notification/inbox', headers: pmc }), 400);
    const guard = bearer((await signIn(t, 'guard@demo.test')).access_token);
    expectRefusal(await inbox(guard, 'green-ville-village'), 403, 'FORBIDDEN');
    expectRefusal(await inbox({}, 'green-ville-village'), 401, 'NO_TOKEN');
  });
});

describe('read marks and badge', () => {
  it('counts unread, marks one read (twice is harmless), then all', async () => {
    const ids = await raise(t, 'riverside-condo', { kind: 'staff' }, 3, 'Mark');
    expect(await badge(pmc, 'riverside-condo')).toBe(3);
    expect(await badge(admin, 'riverside-condo')).toBe(3);

    const first = await read(pmc, { communityID: 'riverside-condo', notificationID: ids[0] });
    expect(first.json()).toEqual({ isSuccess: true, item: { inboxBadgeCount: 2 } });
    const again = await read(pmc, { communityID: 'riverside-condo', notificationID: ids[0] });
    expect(again.json().item.inboxBadgeCount).toBe(2);
    const items = (await inbox(pmc, 'riverside-condo')).json().items as InboxItem[];
    expect(items.map((i) => [i.inboxTitle, i.readContentFlag])).toEqual([
      ['Mark 3', false],
      ['Mark 2', false],
      ['Mark 1', true],
    ]);
    // The admin's copy of the same notification is untouched.
    expect(await badge(admin, 'riverside-condo')).toBe(3);

    const all = await t.app.inject({
      method: 'PUT',
      url: '/api/notification/inbox/read-all',
      headers: pmc,
      payload: { communityID: 'riverside-condo' },
    });
    expect(all.json()).toEqual({ isSuccess: true, item: { inboxBadgeCount: 0 } });
    expect(
      (await inbox(pmc, 'riverside-condo')).json().items.every((i: InboxItem) => i.readContentFlag),
    ).toBe(true);
    expect(await badge(admin, 'riverside-condo')).toBe(3);
  });

  it("refuses to mark another user's item, another community's, or a malformed id", async () => {
    const [mine] = await raise(t, 'riverside-condo', { kind: 'users', userIds: [pmcId] }, 1, 'Private');
    expectRefusal(
      await read(admin, { communityID: 'riverside-condo', notificationID: mine }),
      404,
      'NOTIFICATION_NOT_FOUND',
    );
    expectRefusal(
      await read(pmc, { communityID: 'green-ville-village', notificationID: mine }),
      404,
      'NOTIFICATION_NOT_FOUND',
    );
    expectRefusal(
      await read(pmc, { communityID: 'riverside-condo', notificationID: 'x' }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(await read(pmc, { communityID: 'riverside-condo' }), 400, 'VALIDATION_FAILED');
    expectRefusal(await read(admin, { notificationID: mine }), 404, 'NOTIFICATION_NOT_FOUND');
    expectRefusal(await read(pmc, { notificationID: 'x' }), 400, 'VALIDATION_FAILED', /notificationID/);
    expectRefusal(await read(pmc, {}), 400, 'VALIDATION_FAILED', /notificationID/);
    expect(await badge(pmc, 'riverside-condo')).toBe(1);
  });

  it("marks read by notificationID alone, in the notification's own community", async () => {
    const [village] = await raise(t, 'green-ville-village', { kind: 'users', userIds: [pmcId] }, 1, 'Alone');
    await raise(t, 'riverside-condo', { kind: 'users', userIds: [pmcId] }, 1, 'Other');
    const riverside = await badge(pmc, 'riverside-condo');
    const before = await badge(pmc, 'green-ville-village');
    const res = await read(pmc, { notificationID: village });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true, item: { inboxBadgeCount: before - 1 } });
    expect(await badge(pmc, 'riverside-condo')).toBe(riverside);
    const items = (await inbox(pmc, 'green-ville-village')).json().items as InboxItem[];
    expect(items.find((i) => i.notificationID === village)?.readContentFlag).toBe(true);
  });

  it('refuses a notificationID alone once the caller has left its community', async () => {
    const residentId = await userIdOf(t, 'resident@demo.test');
    const [kept] = await raise(t, 'green-ville-village', { kind: 'users', userIds: [residentId] }, 1, 'Left');
    await t.db
      .delete(memberships)
      .where(and(eq(memberships.userId, residentId), eq(memberships.communityId, 'green-ville-village')));
    expectRefusal(await read(resident, { notificationID: kept }), 403, 'FORBIDDEN');
  });

  it("never shows another user's or another community's items", async () => {
    const adminId = await userIdOf(t, 'admin@demo.test');
    await raise(t, 'riverside-condo', { kind: 'users', userIds: [adminId] }, 1, 'Admin only');
    await raise(t, 'green-ville-village', { kind: 'users', userIds: [adminId] }, 1, 'Green only');
    const pmcTitles = ((await inbox(pmc, 'riverside-condo')).json().items as InboxItem[]).map(
      (i) => i.inboxTitle,
    );
    expect(pmcTitles).not.toContain('Admin only 1');
    const adminRiverside = ((await inbox(admin, 'riverside-condo')).json().items as InboxItem[]).map(
      (i) => i.inboxTitle,
    );
    expect(adminRiverside).toContain('Admin only 1');
    expect(adminRiverside).not.toContain('Green only 1');
    expect(adminRiverside.some((title) => title.startsWith('Paged'))).toBe(false);
  });

  it('works while the community is SYSTEM_OFF', async () => {
    await raise(t, 'sukhumvit-77-residence', { kind: 'staff' }, 2, 'Closed');
    expect(await badge(pmc, 'sukhumvit-77-residence')).toBe(2);
    expect((await inbox(pmc, 'sukhumvit-77-residence')).json().items).toHaveLength(2);
  });
});
