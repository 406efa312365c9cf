import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { callerFor } from '../../test/as-user';
import { startTestApp, type TestApp } from '../../test/test-app';
import { agmItems, agmVotes } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('gives the demo condo AGM 2568 with published minutes and AGM 2569 in draft with five items; the village one', async () => {
  const pmc = await callerFor(t, 'pmc@demo.test', DEMO_PASSWORD);
  const list = await pmc('GET', '/api/agm/meeting/list', { query: { communityID: 'riverside-condo' } });
  expect(list.statusCode, list.body).toBe(200);
  const meetings = list.json().items as {
    meetingID: string;
    title: string;
    state: string;
    itemCount: number;
  }[];
  expect(meetings.map((m) => [m.title, m.state, m.itemCount])).toEqual([
    ['การประชุมใหญ่สามัญประจำปี 2569', 'DRAFT', 5],
    ['การประชุมใหญ่สามัญประจำปี 2568', 'MINUTES_PUBLISHED', 4],
  ]);
  // The held meeting's stored tallies agree with its stored votes.
  const past = meetings[1]!.meetingID;
  for (const item of await t.db.select().from(agmItems).where(eq(agmItems.meetingId, past))) {
    const votes = await t.db.select().from(agmVotes).where(eq(agmVotes.itemId, item.id));
    const sum = votes.filter((v) => v.choice === 'FOR').reduce((a, v) => a + v.weight, 0n);
    expect(item.forWeight).toBe(sum);
  }
  const pdf = await pmc('GET', '/api/agm/minutes/pdf', {
    query: { communityID: 'riverside-condo', meetingID: past, lang: 'th' },
  });
  expect(pdf.statusCode).toBe(200);
  const village = await pmc('GET', '/api/agm/meeting/list', {
    query: { communityID: 'green-ville-village' },
  });
  expect(village.json().items).toHaveLength(1);
});
