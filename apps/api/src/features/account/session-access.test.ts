import type { GuardedOperation } from '@cc/contracts/access';
import { accountOps } from '@cc/contracts/account-ops';
import { notificationOps } from '@cc/contracts/notification';
import { sessionOps } from '@cc/contracts/session';
import { userIdentityOps } from '@cc/contracts/user-identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The session's and the bell's operations: account, community and notification routes. */
const OPERATIONS: [string, GuardedOperation][] = [
  ...Object.entries(sessionOps).map(([n, op]): [string, GuardedOperation] => [`session.${n}`, op]),
  ...Object.entries(accountOps).map(([n, op]): [string, GuardedOperation] => [`account.${n}`, op]),
  ...Object.entries(userIdentityOps).map(([n, op]): [string, GuardedOperation] => [`identity.${n}`, op]),
  ...Object.entries(notificationOps).map(([n, op]): [string, GuardedOperation] => [`notification.${n}`, op]),
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A request whose query and body are both wrong, so validation would refuse it if it came first. */
const malformed = (op: GuardedOperation) =>
  t.app.inject({
    method: op.method,
    url: op.path,
    query: { communityID: 'riverside-condo', lastKey: 'not-a-key', entityType: 'X' },
    ...(op.method === 'GET' ? {} : { payload: { communityID: 'riverside-condo', unexpected: [1] } }),
  });

describe('account, community and notification routes', () => {
  it('are all routes of guarded operations, with their access in the contract', () => {
    expect(OPERATIONS.length).toBeGreaterThanOrEqual(25);
    for (const [name, op] of OPERATIONS) {
      expect(t.app.hasRoute({ method: op.method, url: op.path }), name).toBe(true);
      expect(['public', 'client', 'signed-in', 'community'], name).toContain(op.access.kind);
    }
  });

  it('check access before validation: a stranger learns nothing of the expected input', async () => {
    for (const [name, op] of OPERATIONS) {
      const res = await malformed(op);
      const code = res.json().code;
      if (op.access.kind === 'client') expect([res.statusCode, code], name).toEqual([401, 'invalid_client']);
      else if (op.access.kind === 'public') expect(res.statusCode, name).not.toBe(401);
      else expect([res.statusCode, code], name).toEqual([401, 'NO_TOKEN']);
    }
  });
});
