import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { callerFor } from '../../test/as-user';
import { startTestApp, type TestApp } from '../../test/test-app';
import { chatRooms } from './tables';

const RIVERSIDE = 'riverside-condo';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('gives the demo condo 12 rooms in every status, one photo, and two chat admins', async () => {
  const rows = await t.db.select().from(chatRooms).where(eq(chatRooms.communityId, RIVERSIDE));
  expect(rows).toHaveLength(12);
  expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['OPEN', 'PENDING', 'CLOSED']));
  for (const email of ['pmc@demo.test', 'admin@demo.test']) {
    const office = await callerFor(t, email, DEMO_PASSWORD);
    const list = await office('GET', '/api/chat/room/list', { query: { communityID: RIVERSIDE, limit: 20 } });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toHaveLength(12);
  }
  const pmc = await callerFor(t, 'pmc@demo.test', DEMO_PASSWORD);
  const found = [];
  for (const room of rows) {
    const page = await pmc('GET', '/api/chat/message/list', {
      query: { communityID: RIVERSIDE, roomID: room.id },
    });
    found.push(...page.json().items.flatMap((m: { attachments: { url: string }[] }) => m.attachments));
  }
  expect(found).toHaveLength(1);
  const photo = await t.app.inject({ method: 'GET', url: found[0].url });
  expect(photo.statusCode).toBe(200);
  expect(photo.headers['content-type']).toBe('image/jpeg');
  const card = await pmc('GET', '/api/chat/summary', { query: { communityID: RIVERSIDE } });
  expect(card.json().data).toMatchObject({ open: 5, pending: 4 });
});
