import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../platform/push/tables';
import { userIdOf } from '../../test/notify-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { dropSubscription, keepSubscription, SUBSCRIPTIONS_PER_USER } from './subscription-queries';

let t: TestApp;
const id: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['guard', 'pmc']) id[who] = await userIdOf(t, `${who}@demo.test`);
});
afterAll(() => t.close());

const tokensOf = async (userId: string) =>
  (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map(
    (r) => r.token,
  );

describe('subscription queries', () => {
  it("never remove another user's browser", async () => {
    await keepSubscription(t.db, id.guard!, 'guard-browser');
    await dropSubscription(t.db, id.pmc!, 'guard-browser');
    expect(await tokensOf(id.guard!)).toContain('guard-browser');
    await dropSubscription(t.db, id.guard!, 'guard-browser');
    expect(await tokensOf(id.guard!)).not.toContain('guard-browser');
  });

  it("prune only the user's own oldest subscriptions", async () => {
    await keepSubscription(t.db, id.guard!, 'guard-kept');
    for (let i = 0; i <= SUBSCRIPTIONS_PER_USER; i++) await keepSubscription(t.db, id.pmc!, `pmc-${i}`);
    expect(await tokensOf(id.pmc!)).toHaveLength(SUBSCRIPTIONS_PER_USER);
    expect(await tokensOf(id.guard!)).toEqual(['guard-kept']);
  });
});
