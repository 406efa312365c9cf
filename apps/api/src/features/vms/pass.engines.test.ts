import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { makePass } from './pass-test-kit';
import { vmsPasses, vmsVisits } from './tables';
import { vmsKit } from './vms-test-kit';

/** A single-entry pass scanned at many gates at once, on PGlite and PostgreSQL: the conditional update decides. */
describe('vms passes at once', () => {
  apiTest('50 check-ins at once on one single-entry pass: exactly one visit', async ({ api, community }) => {
    const k = await vmsKit(api, community);
    const pass = await makePass(k);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        k.post(k.guard, '/api/vms/visitor/checkin', { passToken: pass.token, clientID: `gate-${i}` }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const losers = answers.filter((a) => a.statusCode !== 200);
    expect(new Set(losers.map((a) => `${a.statusCode} ${a.json().code}`))).toEqual(
      new Set(['409 VMS_PASS_USED']),
    );
    const visits = await api.db.select().from(vmsVisits).where(eq(vmsVisits.communityId, community.id));
    expect(visits).toHaveLength(1);
    expect(visits[0]!.passId).toBe(pass.passID);
    const [row] = await api.db.select().from(vmsPasses).where(eq(vmsPasses.id, pass.passID));
    expect(row!.entriesUsed).toBe(1);
  });
});
