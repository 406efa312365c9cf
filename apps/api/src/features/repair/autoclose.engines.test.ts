import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../platform/db/client';
import { communityScope } from '../../platform/db/community-scope';
import { jobs } from '../../platform/jobs/tables';
import type { AppServices } from '../../platform/services';
import { newCommunity } from '../../test/community-kit';
import { startTestApp, type TestApp } from '../../test/test-app';
import { autoCloseDue } from './repair-clock-jobs';
import { repairKit } from './repair-test-kit';
import { repairEvents, repairRequests } from './tables';

let t: TestApp;
let other: DatabaseHandle | undefined;
beforeAll(async () => {
  t = await startTestApp({ template: 'empty' });
  if (t.databaseUrl) other = await openDatabase({ url: t.databaseUrl });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe('auto-close', () => {
  it('a close request left unanswered closes after the set days, once, with two instances at it', async () => {
    const community = await newCommunity(t);
    const k = await repairKit(community);
    const { requestID } = await k.file();
    await k.walkTo(requestID, 'CLOSE_REQUESTED');
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'repair.autoclose'), sql`${jobs.payload}->>'requestID' = ${requestID}`));
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 2.9 * 86_400_000);
    const instance = (db: AppServices['db']): AppServices => ({ ...t.app.services, db });
    const a = instance(t.db);
    const b = instance(other?.db ?? t.db);
    // Not due yet: nothing happens.
    await autoCloseDue(a, communityScope(a.db, community.id), requestID);
    expect((await t.db.select().from(repairRequests).where(eq(repairRequests.id, requestID)))[0]!.state).toBe(
      'CLOSE_REQUESTED',
    );
    await t.db
      .update(repairRequests)
      .set({ closeRequestedAt: new Date(Date.now() - 4 * 86_400_000) })
      .where(eq(repairRequests.id, requestID));
    await Promise.all([
      autoCloseDue(a, communityScope(a.db, community.id), requestID),
      autoCloseDue(b, communityScope(b.db, community.id), requestID),
    ]);
    const [row] = await t.db.select().from(repairRequests).where(eq(repairRequests.id, requestID));
    expect(row!.state).toBe('CLOSED');
    const closes = await t.db
      .select()
      .from(repairEvents)
      .where(and(eq(repairEvents.requestId, requestID), eq(repairEvents.action, 'autoClose')));
    expect(closes).toHaveLength(1);
  });
});
