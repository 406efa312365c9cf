import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../platform/audit/tables';
import { communities } from '../platform/tenancy/tables';
import { expectRefusal } from '../test/refusal';
import { countRows } from '../test/rows';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerOperatorRoute } from './operator-route';

const TOKEN = 'operator-token-for-tests-0123456789';

let t: TestApp;
beforeAll(async () => {
  // server.ts registers this route on the running product; here it goes on a test app.
  t = await createTestApp({}, (app) => registerOperatorRoute(app, app.services.db, TOKEN));
});
afterAll(() => t.close());

const send = (payload: object, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/operator/command', payload, headers, remoteAddress });
const usageStatus = async (id: string) =>
  (await t.db.select().from(communities).where(eq(communities.id, id)))[0]!.usageStatus;

const suspend = {
  command: 'set-usage-status',
  args: { community: 'green-ville-village', status: 'SYSTEM_OFF' },
};

describe('POST /api/operator/command', () => {
  it('refuses a missing or wrong token with 403, and runs nothing', async () => {
    const audits = await countRows(t.db, auditLog);
    const wrong: Record<string, string>[] = [
      {},
      { 'x-operator-token': 'guess' },
      { 'x-operator-token': `${TOKEN}x` },
    ];
    for (const headers of wrong) {
      expectRefusal(await send(suspend, headers), 403, 'FORBIDDEN', /operator token/);
    }
    expect(await usageStatus('green-ville-village')).toBe('ACTIVE');
    expect(await countRows(t.db, auditLog)).toBe(audits);
  });

  it('refuses the right token from another machine, whatever X-Forwarded-For says', async () => {
    const headers = { 'x-operator-token': TOKEN, 'x-forwarded-for': '127.0.0.1' };
    for (const address of ['203.0.113.5', '10.0.0.2', '::ffff:192.168.1.9']) {
      expectRefusal(await send(suspend, headers, address), 403, 'FORBIDDEN');
    }
    expect(await usageStatus('green-ville-village')).toBe('ACTIVE');
  });

  it('runs a command for the right token from this machine', async () => {
    const res = await send(suspend, { 'x-operator-token': TOKEN });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      isSuccess: true,
      data: { communityID: 'green-ville-village', status: 'SYSTEM_OFF' },
    });
    expect(await usageStatus('green-ville-village')).toBe('SYSTEM_OFF');

    const list = await send({ command: 'list-communities' }, { 'x-operator-token': TOKEN }, '::1');
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ communityID: 'green-ville-village', usageStatus: 'SYSTEM_OFF' }),
    );
  });

  it("answers a command's own refusals in the envelope", async () => {
    const headers = { 'x-operator-token': TOKEN };
    expectRefusal(await send({ command: 'nope' }, headers), 400, 'UNKNOWN_COMMAND', /Commands:/);
    expectRefusal(
      await send({ command: 'set-usage-status', args: {} }, headers),
      400,
      'BAD_ARGUMENTS',
      /Usage:/,
    );
    const missing = await send(
      { command: 'set-usage-status', args: { community: 'x', status: 'ACTIVE' } },
      headers,
    );
    expectRefusal(missing, 404, 'COMMUNITY_NOT_FOUND');
    expectRefusal(await send({ args: {} }, headers), 400, 'VALIDATION_FAILED', /command/);
  });

  it('is left out of the published API description', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/api/operator/command');
  });
});
