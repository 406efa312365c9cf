import { INCIDENT_STATUSES } from '@cc/contracts/incident';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { callerFor } from '../../test/as-user';
import { startTestApp, type TestApp } from '../../test/test-app';
import { incidents } from './tables';

const RIVERSIDE = 'riverside-condo';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('gives the demo condo 15 incidents in every status, some with photos, and SOS settings', async () => {
  const rows = await t.db.select().from(incidents).where(eq(incidents.communityId, RIVERSIDE));
  expect(rows).toHaveLength(15);
  expect(new Set(rows.map((r) => r.status))).toEqual(new Set(INCIDENT_STATUSES));
  const guard = await callerFor(t, 'guard@demo.test', DEMO_PASSWORD);
  const withPhoto = rows.find((r) => r.photos.length)!;
  const info = await guard('GET', '/api/incident/info', {
    query: { communityID: RIVERSIDE, incidentID: withPhoto.id },
  });
  expect(info.statusCode, info.body).toBe(200);
  const photo = await guard('GET', '/api/incident/photo', {
    query: { communityID: RIVERSIDE, incidentID: withPhoto.id, photoID: info.json().data.photos[0].photoID },
  });
  expect(photo.statusCode, photo.body).toBe(200);
  const next = await guard('POST', '/api/incident/report', {
    body: {
      communityID: RIVERSIDE,
      clientUUID: crypto.randomUUID(),
      category: 'OTHER',
      severity: 'LOW',
      place: 'Gate',
      occurredAt: new Date().toISOString(),
      description: 'After the demo',
    },
  });
  expect(next.json().data.no).toBe(16);
  const sos = await guard('GET', '/api/sos/setting', { query: { communityID: RIVERSIDE } });
  expect(sos.json().data.contacts).toHaveLength(4);
});
