import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AlertsDesk,
  alertsDesk,
  alertsEnv,
  type FakeProviders,
  fakeProviders,
  TELEGRAM_TOKEN,
} from '../features/notify-channel/alerts-test-kit';
import { notifyDeliveries } from '../features/notify-channel/tables';
import { createTestApp, type TestApp } from '../test/test-app';
import { runOperatorCommand } from './commands';
import { directNotifyContext } from './direct-notify';

let t: TestApp;
let fake: FakeProviders;
let d: AlertsDesk;
beforeAll(async () => {
  fake = await fakeProviders();
  t = await createTestApp(alertsEnv(fake));
  d = await alertsDesk(t);
  const saved = await d.admin.call('PUT', '/api/telegram-notify/setting', {
    body: {
      communityID: d.kit.id,
      enabled: true,
      features: ['ANNOUNCEMENT'],
      digest: false,
      lang: 'en',
      chatID: '-100700',
      botToken: TELEGRAM_TOKEN,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('operator notify with no server running', () => {
  it('copies a staff notification to the office channels like the API does; a server’s jobs send it', async () => {
    // The CLI's own notify service, as admin.ts builds it when no server runs from DATA_DIR.
    const direct = directNotifyContext(t.db, t.app.services.config);
    let sent: { notificationID: string | null };
    try {
      sent = (await runOperatorCommand(
        t.db,
        'notify',
        { community: d.kit.id, title: 'Water off at 2 pm', body: 'Tower B', feature: 'ANNOUNCEMENT' },
        direct.ctx,
      )) as { notificationID: string | null };
    } finally {
      await direct.close();
    }
    expect(sent.notificationID).not.toBeNull();
    const rows = await t.db
      .select()
      .from(notifyDeliveries)
      .where(and(eq(notifyDeliveries.communityId, d.kit.id), eq(notifyDeliveries.kind, 'TELEGRAM')));
    expect(rows).toMatchObject([
      { messageKey: `n:${sent.notificationID}`, status: 'PENDING', title: 'Water off at 2 pm' },
    ]);

    // The running server's job runner picks the copy up and sends it.
    await t.app.services.jobs.runDue();
    expect(fake.of('/sendMessage').map((r) => JSON.parse(r.body).text)).toEqual([
      expect.stringContaining('Water off at 2 pm'),
    ]);
  });
});
