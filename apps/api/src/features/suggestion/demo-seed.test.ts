import { SUGGESTION_STATES } from '@cc/contracts/suggestion-records';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { callerFor } from '../../test/as-user';
import { startTestApp, type TestApp } from '../../test/test-app';
import { suggestions } from './tables';

const RIVERSIDE = 'riverside-condo';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('gives the demo condo 25 suggestions in every state, two anonymous, two with a photo, readable by its PMC', async () => {
  const rows = await t.db.select().from(suggestions).where(eq(suggestions.communityId, RIVERSIDE));
  expect(rows).toHaveLength(25);
  expect(new Set(rows.map((r) => r.state))).toEqual(new Set(SUGGESTION_STATES));
  expect(rows.filter((r) => r.anonymous)).toHaveLength(2);
  expect(rows.filter((r) => r.anonymous && r.unitId)).toHaveLength(0);
  expect(rows.filter((r) => r.photos.length)).toHaveLength(2);
  const pmc = await callerFor(t, 'pmc@demo.test', DEMO_PASSWORD);
  const list = await pmc('GET', '/api/suggestion/list', { query: { communityID: RIVERSIDE, limit: 100 } });
  expect(list.statusCode, list.body).toBe(200);
  expect(list.json().items).toHaveLength(24); // the deleted one is out of the lists
  const withPhoto = list.json().items.find((i: { photos: unknown[] }) => i.photos.length);
  const photo = await t.app.inject({ method: 'GET', url: withPhoto.photos[0].url });
  expect(photo.statusCode).toBe(200);
  expect(photo.headers['content-type']).toContain('image/jpeg');
});
