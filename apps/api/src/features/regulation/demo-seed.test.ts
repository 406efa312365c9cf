import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { callerFor } from '../../test/as-user';
import { startTestApp, type TestApp } from '../../test/test-app';

const RIVERSIDE = 'riverside-condo';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('gives the demo condo six rule documents in every state, and reports that show the marks', async () => {
  const pmc = await callerFor(t, 'pmc@demo.test', DEMO_PASSWORD);
  const list = await pmc('GET', '/api/regulation/list', { query: { communityID: RIVERSIDE } });
  expect(list.statusCode, list.body).toBe(200);
  const docs = list.json().items as { status: string; draftVersionID: string | null; category: string }[];
  expect(docs).toHaveLength(6);
  expect(new Set(docs.map((d) => d.status))).toEqual(new Set(['PUBLISHED', 'ARCHIVED']));
  expect(new Set(docs.map((d) => d.category))).toEqual(
    new Set(['REGULATION', 'HOUSE_RULES', 'NOTICE', 'FORM']),
  );
  expect(docs.filter((d) => d.draftVersionID)).toHaveLength(1);

  const card = (await pmc('GET', '/api/regulation/summary', { query: { communityID: RIVERSIDE } })).json()
    .data;
  expect(card.latest.figures.acknowledged).toBeGreaterThan(0);
  expect(card.latest.figures.acknowledged).toBeLessThan(card.latest.figures.units);
  const report = (
    await pmc('GET', '/api/regulation/report', {
      query: { communityID: RIVERSIDE, versionID: card.latest.versionID },
    })
  ).json().data;
  expect(report.buildings.length).toBeGreaterThan(1);
  expect(report.buildings.every((b: { acknowledged: number }) => b.acknowledged > 0)).toBe(true);
  expect(report.pending.length).toBeGreaterThan(0);

  const resident = await callerFor(t, 'resident@demo.test', DEMO_PASSWORD);
  const mine = (
    await resident('GET', '/api/regulation/resident/list', { query: { communityID: RIVERSIDE } })
  ).json();
  expect(mine.items).toHaveLength(5);
});
