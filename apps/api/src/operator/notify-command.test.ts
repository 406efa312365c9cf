import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../platform/audit/tables';
import { connectLive, listen, liveUrl } from '../test/live-client';
import { createTestApp, signIn, type TestApp } from '../test/test-app';
import { runOperatorCommand } from './commands';
import { registerOperatorRoute } from './operator-route';

let t: TestApp;
let base: string;
const OPERATOR_TOKEN = 'operator-token-for-tests';

beforeAll(async () => {
  t = await createTestApp({}, (app) => registerOperatorRoute(app, app.services.db, OPERATOR_TOKEN));
  base = await listen(t.app);
});
afterAll(() => t.close());

const args = {
  community: 'riverside-condo',
  title: 'Lift 2 out of order',
  body: 'Until Friday',
  feature: 'ANNOUNCEMENT',
};

describe('operator notify', () => {
  it("sends to the community's staff through the running server, live included", async () => {
    const pmc = (await signIn(t, 'pmc@demo.test')).access_token;
    const resident = (await signIn(t, 'resident@demo.test')).access_token;
    const { client: staff } = await connectLive(liveUrl(base, 'riverside-condo'), pmc);
    const { client: notStaff } = await connectLive(liveUrl(base, 'riverside-condo'), resident);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator/command',
      headers: { 'x-operator-token': OPERATOR_TOKEN },
      payload: { command: 'notify', args },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      communityID: 'riverside-condo',
      recipients: 2,
      pushed: { sent: 0, removed: 0, failed: 0 },
    });
    expect(await staff.next()).toMatchObject({
      type: 'notification',
      item: { inboxTitle: 'Lift 2 out of order', inboxBody: 'Until Friday', target: '/dashboard' },
    });
    notStaff.socket.send('{"type":"ping"}');
    expect(await notStaff.next()).toEqual({ type: 'pong' });
    const [audit] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'notification.send',
      actor: 'operator',
      communityId: 'riverside-condo',
    });
    await staff.close();
    await notStaff.close();
  });

  it('refuses bad arguments with usage, and an unknown community', async () => {
    const run = (a: Record<string, string>) =>
      runOperatorCommand(t.db, 'notify', a, { notify: t.app.services.notify });
    await expect(run({ ...args, feature: 'NOPE' })).rejects.toMatchObject({ code: 'BAD_ARGUMENTS' });
    await expect(run({ ...args, title: '' })).rejects.toMatchObject({
      code: 'BAD_ARGUMENTS',
      message: expect.stringContaining('Usage: notify --community'),
    });
    await expect(run({ ...args, community: 'nowhere' })).rejects.toMatchObject({
      code: 'COMMUNITY_NOT_FOUND',
    });
  });
});
