import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { patrolKit } from './patrol-test-kit';
import { patrolScans } from './tables';

/** A phone's queue resent many times at once, on PGlite and PostgreSQL: the key decides, not timing. */
describe('patrol scans at once', () => {
  apiTest('fifty identical scans at once store one; every answer names it', async ({ api, community }) => {
    const k = await patrolKit(api, community);
    const cp = await k.checkpoint('Gate');
    const plan = await k.plan([cp.checkpointID]);
    const round = await k.round(plan.id, [cp.checkpointID], -5);
    const body = {
      clientUUID: crypto.randomUUID(),
      code: `CP:${cp.code}`,
      scannedAt: new Date().toISOString(),
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => k.post(k.guard, '/api/patrol/round/scan', body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const data = answers.map((a) => a.json().data);
    expect(new Set(data.map((d) => d.scanID)).size).toBe(1);
    expect(data.filter((d) => !d.replayed)).toHaveLength(1);
    expect(data.every((d) => d.roundID === round.id)).toBe(true);
    const rows = await api.db.select().from(patrolScans).where(eq(patrolScans.communityId, community.id));
    expect(rows).toHaveLength(1);
  });
});
