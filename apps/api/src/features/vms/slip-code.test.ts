import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { communityScope } from '../../platform/db/community-scope';
import { apiTest } from '../../test/api-test';
import { insertWithFreshSlip, newSlipCode } from './checkin';
import { vmsVisits } from './tables';
import { vmsKit } from './vms-test-kit';
import type { VmsWork } from './vms-work';

describe('slip codes', () => {
  apiTest(
    'a code already taken is drawn again, so a busy gate never fails a check-in on it',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const first = await k.checkin();
      const draws = [first.slipCode, first.slipCode, 'FRESH2'];
      const scope = communityScope(api.db, community.id);
      const id = await scope.run((tx) =>
        insertWithFreshSlip(
          { tx, scope, s: api.app.services, userId: k.guard.userId, now: new Date() } as VmsWork,
          {
            clientId: null,
            name: 'สมหญิง',
            visitorType: 'GUEST',
            unitId: k.unitIds.home,
            checkedInAt: new Date(),
            checkedInBy: k.guard.userId,
          },
          () => draws.shift()!,
        ),
      );
      const [row] = await api.db.select().from(vmsVisits).where(eq(vmsVisits.id, id!));
      expect(row?.slipCode).toBe('FRESH2');
      expect(draws).toEqual([]);
      expect(newSlipCode()).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    },
  );
});
