import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { alertsDesk, alertsEnv, type FakeProviders, fakeProviders, TELEGRAM_TOKEN } from './alerts-test-kit';
import { DIGEST, digestText, runDigest } from './digest-job';
import { notifyDeliveries } from './tables';

let t: TestApp;
let fake: FakeProviders;
beforeAll(async () => {
  fake = await fakeProviders();
  t = await createTestApp(alertsEnv(fake));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the morning digest', () => {
  it('is scheduled for 08:00 Bangkok and sends yesterday’s staff notifications per feature, in the channel’s language', async () => {
    const d = await alertsDesk(t);
    const saved = await d.admin.call('PUT', '/api/telegram-notify/setting', {
      body: {
        communityID: d.kit.id,
        enabled: true,
        features: [],
        digest: true,
        lang: 'en',
        chatID: '-100900',
        botToken: TELEGRAM_TOKEN,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, DIGEST), sql`${jobs.payload}->>'communityID' = ${d.kit.id}`));
    // 08:00 in Asia/Bangkok is 01:00 UTC.
    expect(job!.runAt.getUTCHours()).toBe(1);
    expect(job!.runAt.getUTCMinutes()).toBe(0);

    const s = t.app.services;
    await s.notify(d.kit.id, { kind: 'staff' }, { title: 'P1', body: 'b', featureEnum: 'PARCEL' });
    await s.notify(d.kit.id, { kind: 'staff' }, { title: 'P2', body: 'b', featureEnum: 'PARCEL' });
    await s.notify(d.kit.id, { kind: 'staff' }, { title: 'R1', body: 'b', featureEnum: 'REPAIR_REQUEST' });
    await runDigest(s, d.kit.id, '2026-01-02');
    await runDigest(s, d.kit.id, '2026-01-02');
    const rows = await t.db.select().from(notifyDeliveries).where(eq(notifyDeliveries.communityId, d.kit.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ messageKey: 'digest:2026-01-02', title: 'Morning summary 2026-01-02' });
    expect(rows[0]!.body.split('\n')).toEqual(['Parcels: 2', 'Repair requests: 1']);
    await s.jobs.runDue();
    expect(fake.of('/sendMessage').map((r) => JSON.parse(r.body).text)).toEqual([
      'Morning summary 2026-01-02\nParcels: 2\nRepair requests: 1',
    ]);
  });

  it('names each feature as the console does, in Thai and in English', () => {
    const counts = [
      { feature: 'PARCEL', count: 2 },
      { feature: 'LOS_SERVICES', count: 1 },
    ];
    expect(digestText('th', '2026-01-02', counts).body).toBe('พัสดุ: 2 รายการ\nบริการเสริม: 1 รายการ');
    expect(digestText('en', '2026-01-02', counts).body).toBe('Parcels: 2\nExtra services: 1');
    // A code the registry no longer holds stays readable rather than vanishing from the count.
    expect(digestText('en', '2026-01-02', [{ feature: 'RETIRED', count: 3 }]).body).toBe('RETIRED: 3');
  });

  it('says so in Thai when there was nothing', () => {
    expect(digestText('th', '2026-01-02', [])).toEqual({
      title: 'สรุปเช้าวันที่ 2026-01-02',
      body: 'ไม่มีการแจ้งเตือนเจ้าหน้าที่ใหม่ตั้งแต่เช้าเมื่อวาน',
    });
  });
});
