import { countCharacters } from '@cc/contracts/issuetracking';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { jobs } from '../../platform/jobs/tables';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { MORNING } from './deadline-jobs';
import { DAY, insertGroup, insertTask, openOffice } from './group-test-kit';
import { issueGroupMembers, issueGroups, issueTasks } from './tables';

const GROUP = '/api/issuetracking/group';
// 20 clusters, each a consonant with a vowel and a tone mark (three code points each).
const THAI_20 = 'น้ำ'.repeat(5) + 'ก้ำ'.repeat(5) + 'ที่'.repeat(5) + 'ปิ่'.repeat(5);

describe('groups', () => {
  apiTest(
    'a manager creates groups at the end; the list counts them in the community month',
    async ({ api }) => {
      const o = await openOffice(api);
      const made = await o.pmc.call('POST', GROUP, { body: { communityID: o.id, name: '  ที่จอดรถ  ' } });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json().data).toMatchObject({
        name: 'ที่จอดรถ',
        color: 'blue',
        position: 0,
        isPrivate: false,
      });
      const second = await o.admin.call('POST', GROUP, {
        body: { communityID: o.id, name: 'ลิฟต์', color: 'red' },
      });
      expect(second.json().data.position).toBe(1);
      // A community taking issue tracking up joins the digest mornings at once, once.
      const mornings = await api.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, MORNING), sql`${jobs.payload}->>'communityID' = ${o.id}`));
      expect(mornings).toHaveLength(1);

      const groupId = made.json().data.groupID;
      const now = Date.now();
      await insertTask(api, o.id, groupId, { dueAt: new Date(now + DAY) });
      await insertTask(api, o.id, groupId, { stage: 'DOING', dueAt: new Date(now - DAY) });
      await insertTask(api, o.id, groupId, { stage: 'CLOSED' });
      await insertTask(api, o.id, groupId, { stage: 'CLOSED', closedAt: new Date(now - 62 * DAY) });

      const list = await o.committee.call('GET', GROUP, { query: { communityID: o.id } });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().items.map((g: { name: string }) => g.name)).toEqual(['ที่จอดรถ', 'ลิฟต์']);
      expect(list.json().items[0].counts).toEqual({ current: 2, overdue: 1, closedThisMonth: 1 });
      expect(list.json().items[1].counts).toEqual({ current: 0, overdue: 0, closedThisMonth: 0 });
    },
  );

  apiTest(
    'committee reads groups but cannot make them; residents and guards get nothing',
    async ({ api }) => {
      const o = await openOffice(api);
      const body = { communityID: o.id, name: 'กรรมการ' };
      expectRefusal(await o.committee.call('POST', GROUP, { body }), 403);
      for (const m of [o.resident, o.guard]) {
        expectRefusal(await m.call('GET', GROUP, { query: { communityID: o.id } }), 403);
        expectRefusal(await m.call('POST', GROUP, { body }), 403);
      }
      expect((await api.db.select().from(issueGroups).where(eq(issueGroups.communityId, o.id))).length).toBe(
        0,
      );
    },
  );

  apiTest(
    '20 Thai clusters with tone marks are a name; 21 are refused in every language',
    async ({ api }) => {
      const o = await openOffice(api);
      expect(THAI_20.length).toBeGreaterThan(20);
      expect(countCharacters(THAI_20)).toBe(20);
      const ok = await o.pmc.call('POST', GROUP, { body: { communityID: o.id, name: THAI_20 } });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data.name).toBe(THAI_20);

      const messages = new Set<string>();
      for (const lang of ['th', 'en', 'zh', 'ar', 'it', 'es', 'fr']) {
        const res = await o.pmc.call('POST', GROUP, {
          body: { communityID: o.id, name: `${THAI_20}ก` },
          headers: { 'accept-language': lang },
        });
        const refusal = expectRefusal(res, 400, undefined, /20/);
        expect(refusal.message).toContain('name');
        messages.add(refusal.message);
      }
      expect(messages.size).toBe(7);
      expectRefusal(await o.pmc.call('POST', GROUP, { body: { communityID: o.id, name: '   ' } }), 400);
      expectRefusal(
        await o.pmc.call('POST', GROUP, { body: { communityID: o.id, name: 'x', color: 'plaid' } }),
        400,
      );
      expect((await api.db.select().from(issueGroups).where(eq(issueGroups.communityId, o.id))).length).toBe(
        1,
      );
    },
  );

  apiTest('a name held by a live group in any case is refused; an archived one frees it', async ({ api }) => {
    const o = await openOffice(api);
    await insertGroup(api, o.id, { name: 'Lobby' });
    const archived = await insertGroup(api, o.id, { name: 'Garden', archived: true });
    const dup = await o.pmc.call('POST', GROUP, {
      body: { communityID: o.id, name: 'LOBBY' },
      headers: { 'accept-language': 'en' },
    });
    expectRefusal(dup, 409, 'ISSUE_GROUP_NAME_TAKEN', /LOBBY/);
    const again = await o.pmc.call('POST', GROUP, { body: { communityID: o.id, name: 'garden' } });
    expect(again.statusCode, again.body).toBe(200);
    const other = await o.pmc.call('POST', GROUP, { body: { communityID: o.id, name: 'Pool' } });
    const rename = await o.pmc.call('POST', `${GROUP}/update`, {
      body: { communityID: o.id, groupID: other.json().data.groupID, name: 'lobby' },
    });
    expectRefusal(rename, 409, 'ISSUE_GROUP_NAME_TAKEN');
    const list = await o.pmc.call('GET', GROUP, { query: { communityID: o.id, archived: 'true' } });
    expect(list.json().items.map((g: { groupID: string }) => g.groupID)).toEqual([archived]);
  });

  apiTest(
    'simultaneous creates of one name: one wins, the rest are refused, never a 500',
    async ({ api }) => {
      const o = await openOffice(api);
      const all = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          o.pmc.call('POST', GROUP, { body: { communityID: o.id, name: i % 2 ? 'Roof' : 'ROOF' } }),
        ),
      );
      expect(all.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of all.filter((r) => r.statusCode !== 200))
        expectRefusal(r, 409, 'ISSUE_GROUP_NAME_TAKEN');
    },
  );

  apiTest('update renames, recolours and reorders, shifting the others', async ({ api }) => {
    const o = await openOffice(api);
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C', 'D']) {
      ids.push((await o.pmc.call('POST', GROUP, { body: { communityID: o.id, name } })).json().data.groupID);
    }
    const res = await o.pmc.call('POST', `${GROUP}/update`, {
      body: { communityID: o.id, groupID: ids[3], position: 1, color: 'green', name: 'Dee' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Dee', color: 'green', position: 1 });
    const list = await o.pmc.call('GET', GROUP, { query: { communityID: o.id } });
    expect(list.json().items.map((g: { name: string; position: number }) => [g.name, g.position])).toEqual([
      ['A', 0],
      ['Dee', 1],
      ['B', 2],
      ['C', 3],
    ]);
    expectRefusal(
      await o.pmc.call('POST', `${GROUP}/update`, {
        body: { communityID: o.id, groupID: ids[0], position: -1 },
      }),
      400,
    );
  });

  apiTest('archive is refused while current tasks remain, and keeps the group', async ({ api }) => {
    const o = await openOffice(api);
    const groupId = await insertGroup(api, o.id, { name: 'Defects' });
    const task = await insertTask(api, o.id, groupId);
    await insertTask(api, o.id, groupId, { stage: 'CLOSED' });
    const refused = await o.pmc.call('POST', `${GROUP}/archive`, {
      body: { communityID: o.id, groupID: groupId },
      headers: { 'accept-language': 'en' },
    });
    expectRefusal(refused, 409, 'ISSUE_GROUP_HAS_CURRENT', /1 current/);
    await api.db.update(issueTasks).set({ stage: 'CLOSED' }).where(eq(issueTasks.id, task.id));
    const ok = await o.pmc.call('POST', `${GROUP}/archive`, {
      body: { communityID: o.id, groupID: groupId },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await api.db.select().from(issueGroups).where(eq(issueGroups.id, groupId));
    expect(row!.archivedAt).not.toBeNull();
    expect(row!.archivedBy).toBe(o.pmc.userId);
  });

  apiTest(
    'a private group: only staff members; invisible to a committee member outside it',
    async ({ api }) => {
      const o = await openOffice(api);
      const outsider = await o.kit.member('COMMITTEE');
      const made = await o.pmc.call('POST', GROUP, {
        body: { communityID: o.id, name: 'ลับ', isPrivate: true, memberIDs: [o.committee.userId] },
      });
      expect(made.statusCode, made.body).toBe(200);
      const groupId = made.json().data.groupID;
      expect(made.json().data.members.map((m: { userID: string }) => m.userID)).toEqual([o.committee.userId]);
      const names = async (m: typeof o.pmc) =>
        (await m.call('GET', GROUP, { query: { communityID: o.id } }))
          .json()
          .items.map((g: { name: string }) => g.name);
      expect(await names(o.committee)).toEqual(['ลับ']);
      expect(await names(outsider)).toEqual([]);
      expect(await names(o.admin)).toEqual(['ลับ']);

      const refused = await o.pmc.call('POST', GROUP, {
        body: { communityID: o.id, name: 'ลับ 2', isPrivate: true, memberIDs: [o.resident.userId] },
      });
      expectRefusal(refused, 400, 'ISSUE_MEMBER_NOT_STAFF');

      const put = await o.admin.call('PUT', `${GROUP}/member`, {
        body: { communityID: o.id, groupID: groupId, memberIDs: [outsider.userId, o.committee.userId] },
      });
      expect(put.statusCode, put.body).toBe(200);
      const rows = await api.db
        .select()
        .from(issueGroupMembers)
        .where(eq(issueGroupMembers.groupId, groupId));
      expect(rows.find((r) => r.userId === outsider.userId)?.addedBy).toBe(o.admin.userId);
      expect(await names(outsider)).toEqual(['ลับ']);
      expectRefusal(
        await o.admin.call('PUT', `${GROUP}/member`, {
          body: { communityID: o.id, groupID: groupId, memberIDs: [o.guard.userId] },
        }),
        400,
        'ISSUE_MEMBER_NOT_STAFF',
      );
      const get = await o.pmc.call('GET', `${GROUP}/member`, {
        query: { communityID: o.id, groupID: groupId },
      });
      expect(get.json().items).toHaveLength(2);
    },
  );

  apiTest('a village has no issue tracking: its office gets the feature-off refusal', async ({ api }) => {
    const village = await newCommunity(api, { type: 'VILLAGE' });
    const admin = await village.member('ADMIN');
    const list = await admin.call('GET', GROUP, { query: { communityID: village.id } });
    expect(list.statusCode).toBeGreaterThanOrEqual(400);
    expect(list.json().code).toBe('FEATURE_DISABLED');
    const made = await admin.call('POST', GROUP, { body: { communityID: village.id, name: 'X' } });
    expect(made.json().code).toBe('FEATURE_DISABLED');
  });

  apiTest("another community's group answers as unknown", async ({ api }) => {
    const o = await openOffice(api);
    const other = await openOffice(api, 'Other');
    const theirs = await insertGroup(api, other.id, { name: 'Theirs' });
    for (const [method, path, body] of [
      ['POST', `${GROUP}/update`, { name: 'Mine' }],
      ['POST', `${GROUP}/archive`, {}],
      ['PUT', `${GROUP}/member`, { memberIDs: [] }],
    ] as const) {
      const res = await o.pmc.call(method, path, { body: { communityID: o.id, groupID: theirs, ...body } });
      expectRefusal(res, 404, 'ISSUE_GROUP_NOT_FOUND');
    }
    expectRefusal(
      await o.pmc.call('GET', `${GROUP}/member`, { query: { communityID: o.id, groupID: theirs } }),
      404,
      'ISSUE_GROUP_NOT_FOUND',
    );
    const list = await o.pmc.call('GET', GROUP, { query: { communityID: o.id } });
    expect(list.json().items).toEqual([]);
  });
});
