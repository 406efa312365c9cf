import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { runOperatorCommand } from '../../operator/commands';
import { bearer, CLIENT_AUTH, signIn, type TestApp } from '../../test/test-app';

const C = 'riverside-condo';
const OVERDUE = `/api/parcel/overdue/count?communityID=${C}`;
const USAGE = `/api/sam-um/v1/usage-status?communityID=${C}&feature=UM`;

/** How a reading instance is asked until it agrees: at once (same instance), or polled (another). */
export type Settle = (
  ask: () => Promise<{ statusCode: number; body: string }>,
  status: number,
) => Promise<void>;

/** Same instance: the very next request sees the change. */
export const atOnce: Settle = async (ask, status) => {
  const res = await ask();
  expect(res.statusCode, res.body).toBe(status);
};

/** Another instance: polled for up to `ms`, never a fixed sleep. */
export const within =
  (ms: number): Settle =>
  async (ask, status) => {
    const deadline = performance.now() + ms;
    for (;;) {
      const res = await ask();
      if (res.statusCode === status) return;
      if (performance.now() > deadline) expect(res.statusCode, `after ${ms} ms: ${res.body}`).toBe(status);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

/**
 * The changes that must reach every instance (a session's end included), each made through `writer` (its API or the
 * operator command on its database) and checked on `reader`, which has just let the same
 * request through (so it holds the old facts). Leaves the community as it found it where
 * the change can be undone; the role change and the kick are last.
 */
export async function accessChangeScenarios(writer: TestApp, reader: FastifyInstance, settle: Settle) {
  const token = async (who: string) => bearer((await signIn(writer, `${who}@demo.test`)).access_token);
  const pmc = await token('pmc');
  const admin = await token('admin');
  const guard = await token('guard');
  const committee = await token('committee');
  const on = (headers: Record<string, string>, url: string) => () => reader.inject({ url, headers });
  const write = (headers: Record<string, string>, method: 'PUT' | 'DELETE', url: string, payload: object) =>
    writer.app
      .inject({ method, url, headers, payload })
      .then((res) => expect(res.statusCode, res.body).toBe(200));
  const operator = (name: string, args: Record<string, string>) => runOperatorCommand(writer.db, name, args);

  await settle(on(pmc, OVERDUE), 200);
  const parcel = (isEnable: boolean) =>
    write(admin, 'PUT', '/api/community/feature/enable', {
      communityID: C,
      features: [{ featureEnum: 'PARCEL', isEnable }],
    });
  await parcel(false);
  await settle(on(pmc, OVERDUE), 403);
  await parcel(true);
  await settle(on(pmc, OVERDUE), 200);

  await operator('set-usage-status', { community: C, status: 'SYSTEM_OFF' });
  await settle(on(pmc, OVERDUE), 403);
  await operator('set-usage-status', { community: C, status: 'ACTIVE' });
  await settle(on(pmc, OVERDUE), 200);

  const pmcWrite = { community: C, role: 'PMC', permission: 'PARCEL:write' };
  await operator('set-permission', { ...pmcWrite, grant: 'false' });
  await settle(on(pmc, OVERDUE), 403);
  await operator('set-permission', { ...pmcWrite, grant: 'true' });
  await settle(on(pmc, OVERDUE), 200);

  await settle(on(guard, OVERDUE), 200);
  await write(pmc, 'PUT', '/api/community/member/role', {
    communityID: C,
    userID: 'guard@demo.test',
    role: 'RESIDENT',
  });
  await settle(on(guard, OVERDUE), 403);

  // A refresh token used twice ends its session: its access token stops too.
  const signedIn = await signIn(writer, 'resident@demo.test');
  const resident = bearer(signedIn.access_token);
  await settle(on(resident, '/api/user/info'), 200);
  const refresh = () =>
    writer.app.inject({
      method: 'POST',
      url: '/api/authentication/token',
      headers: { authorization: CLIENT_AUTH },
      payload: { grant_type: 'refresh_token', refresh_token: signedIn.refresh_token },
    });
  expect((await refresh()).statusCode).toBe(200);
  expect((await refresh()).statusCode).toBe(400);
  await settle(on(resident, '/api/user/info'), 401);

  await settle(on(committee, USAGE), 200);
  await write(pmc, 'DELETE', '/api/community/member', {
    communityID: C,
    userID: 'committee@demo.test',
    reason: 'moved out',
  });
  await settle(on(committee, USAGE), 403);
}
