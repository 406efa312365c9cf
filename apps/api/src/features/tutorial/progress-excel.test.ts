import { and, eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { type CommunityKit, type Member, newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import type { TestApp } from '../../test/test-app';
import { tutorialItems, tutorialProgress } from './tables';

const EXCEL = '/api/tutorial/progress/excel';

/**
 * A community with a guide of its own and one of the operator's videos; a resident of unit
 * A-101 opened both, the office only the guide.
 */
async function watched(api: TestApp, community: CommunityKit) {
  const staff = await community.member('PMC');
  const resident = await community.member('RESIDENT', { home: { unitId: await community.unit('A-101') } });
  const made = await staff.call('POST', '/api/tutorial/create', {
    body: { communityID: community.id, kind: 'GUIDE', title: 'Pool rules guide', body: '<p>x</p>' },
  });
  expect(made.statusCode, made.body).toBe(200);
  const guideID = made.json().data.itemID as string;
  const [video] = await api.db
    .insert(tutorialItems)
    .values({
      communityId: null,
      kind: 'VIDEO',
      title: `Lobby tour ${community.id}`,
      youtubeId: 'aqz-KE-bpKQ',
    })
    .returning();
  const report = async (who: Member, itemID: string, percent: number) => {
    const res = await who.call('POST', '/api/tutorial/progress', {
      body: { communityID: community.id, itemID, percent },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  await report(resident, video!.id, 30);
  await report(resident, guideID, 100);
  await report(staff, guideID, 100);
  return { staff, resident, guideID, videoID: video!.id, report };
}

const sheetOf = async (res: { statusCode: number; body: string; rawPayload: Buffer }) => {
  expect(res.statusCode, res.body).toBe(200);
  const [first] = await readXlsxFile(res.rawPayload);
  return first!.data as unknown[][];
};

describe('tutorials: who watched what, as an Excel file', () => {
  apiTest(
    'one row per viewer and tutorial, first seen kept, in the caller language',
    async ({ api, community }) => {
      const k = await watched(api, community);
      // The first report's time stays as first seen; a later report moves only last seen.
      await api.db
        .update(tutorialProgress)
        .set({ createdAt: new Date('2024-01-02T03:00:00Z') })
        .where(and(eq(tutorialProgress.itemId, k.videoID), eq(tutorialProgress.userId, k.resident.userId)));
      await k.report(k.resident, k.videoID, 95);

      const excel = (query: object = {}, lang = 'en') =>
        k.staff.call('GET', EXCEL, {
          query: { communityID: community.id, ...query },
          headers: { 'accept-language': lang },
        });
      const rows = await sheetOf(await excel({}, 'th'));
      expect(rows[0]).toEqual([
        'ชื่อ',
        'บทบาท',
        'ห้อง',
        'บทเรียน',
        'ประเภท',
        'เปิดดูครั้งแรก',
        'เปิดดูล่าสุด',
        'ความคืบหน้า (%)',
        'ดูจบเมื่อ',
      ]);
      expect(rows).toHaveLength(4);
      const byWho = rows.slice(1).map((r) => [r[0], r[2], r[3], r[4], r[7]]);
      expect(byWho).toEqual(
        expect.arrayContaining([
          ['RESIDENT Kit', 'A-101', 'Pool rules guide', 'คู่มือภาพประกอบ', 100],
          ['PMC Kit', null, 'Pool rules guide', 'คู่มือภาพประกอบ', 100],
          ['RESIDENT Kit', 'A-101', `Lobby tour ${community.id}`, 'วิดีโอ', 95],
        ]),
      );
      const video = rows.find((r) => r[3] === `Lobby tour ${community.id}`)!;
      expect(video[1]).toBe('ลูกบ้าน');
      // Bangkok time of the first report, and a later last report that finished it (90 % for a video).
      expect(video[5]).toBe('2024-01-02 10:00');
      expect(String(video[6]) > '2024-01-02 10:00').toBe(true);
      expect(video[8]).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/));

      const guides = await sheetOf(await excel({ kind: 'GUIDE' }));
      expect(guides.slice(1).map((r) => r[3])).toEqual(['Pool rules guide', 'Pool rules guide']);
      expect(guides[0]![0]).toBe('Name');
      const one = await sheetOf(await excel({ itemID: k.videoID }));
      expect(one.slice(1).map((r) => r[0])).toEqual(['RESIDENT Kit']);
    },
  );

  apiTest('refuses bad filters and callers without write access', async ({ api, community }) => {
    const k = await watched(api, community);
    const excel = (who: Member, query: object) =>
      who.call('GET', EXCEL, { query: { communityID: community.id, ...query } });
    expectRefusal(await excel(k.staff, { itemID: 'not-an-id' }), 400);
    expectRefusal(await excel(k.staff, { kind: 'FILM' }), 400);
    expectRefusal(await excel(k.resident, {}), 403);
    expectRefusal(await excel(await community.member('COMMITTEE'), {}), 403);
    expectRefusal(await excel(await community.member('GUARD'), {}), 403);
    const signedOut = await api.app.inject({
      method: 'GET',
      url: EXCEL,
      query: { communityID: community.id },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  apiTest("never shows another community's tutorials or viewers", async ({ api, community }) => {
    const k = await watched(api, community);
    const other = await newCommunity(api, { name: 'Other' });
    const theirs = await watched(api, other);
    expectRefusal(
      await k.staff.call('GET', EXCEL, { query: { communityID: community.id, itemID: theirs.guideID } }),
      404,
      'TUTORIAL_ITEM_NOT_FOUND',
    );
    expectRefusal(await k.staff.call('GET', EXCEL, { query: { communityID: other.id } }), 403);
    // The operator's video is in both; each community sees only its own viewers of it.
    const mine = await sheetOf(
      await k.staff.call('GET', EXCEL, { query: { communityID: community.id, itemID: theirs.videoID } }),
    );
    expect(mine).toHaveLength(1);
    const rows = await sheetOf(await k.staff.call('GET', EXCEL, { query: { communityID: community.id } }));
    expect(rows).toHaveLength(4);
    expect(rows.flat().join(' ')).not.toContain(other.id);
  });
});
