import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { vmsStamps, vmsVisits } from './tables';
import { KIT_RULES, vmsKit } from './vms-test-kit';

const CHECKIN = '/api/vms/visitor/checkin';

describe('vms access and tenancy', () => {
  apiTest(
    'residents see and stamp only their units’ visits; only the gate checks in; only PMC sets fees',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const mine = await k.checkin();
      const theirs = await k.checkin({ unitID: k.unitIds.next });
      const ids = (res: Awaited<ReturnType<typeof k.get>>) =>
        res.json().items.map((v: { visitID: string }) => v.visitID);
      expect(ids(await k.get(k.resident, '/api/vms/visitor/my'))).toEqual([mine.visitID]);
      expect(ids(await k.get(k.neighbour, '/api/vms/visitor/my'))).toEqual([theirs.visitID]);
      expect((await k.get(k.resident, '/api/vms/visitor/info', { visitID: mine.visitID })).statusCode).toBe(
        200,
      );
      expectRefusal(
        await k.get(k.resident, '/api/vms/visitor/info', { visitID: theirs.visitID }),
        404,
        'VMS_VISIT_NOT_FOUND',
      );
      expectRefusal(
        await k.post(k.resident, '/api/vms/stamp', { visitID: theirs.visitID }),
        404,
        'VMS_VISIT_NOT_FOUND',
      );
      const guardStamp = (await k.post(k.guard, '/api/vms/stamp', { visitID: theirs.visitID })).json().data
        .stampList[0];
      expectRefusal(
        await k.post(k.resident, '/api/vms/stamp/cancel', { stampID: guardStamp.stampID }),
        404,
        'VMS_STAMP_NOT_FOUND',
      );

      // Gate work is VMS_NITI:write: residents hold read only.
      expectRefusal(
        await k.post(k.resident, CHECKIN, { name: 'x', visitorType: 'GUEST', unitID: k.unitIds.home }),
        403,
      );
      expectRefusal(await k.post(k.resident, '/api/vms/visitor/checkout', { visitID: mine.visitID }), 403);
      expectRefusal(await k.get(k.resident, '/api/vms/visitor/inside'), 403);
      expectRefusal(await k.get(k.resident, '/api/vms/visitor/list'), 403);
      expectRefusal(await k.get(k.resident, '/api/vms/visitor/search', { q: 'สม' }), 403);
      expectRefusal(
        await k.post(k.resident, '/api/vms/update-info', { visitID: mine.visitID, name: 'x' }),
        403,
      );
      expectRefusal(
        await k.post(k.resident, '/api/vms/force-stamp-out', { visitID: mine.visitID, reason: 'x' }),
        403,
      );
      // Fee rules need VMS_NITI:approve: the guard reads them, PMC sets them.
      expect((await k.get(k.guard, '/api/vms/fee')).statusCode).toBe(200);
      const body = { communityID: community.id, rules: KIT_RULES };
      expectRefusal(await k.guard.call('PUT', '/api/vms/fee', { body }), 403);
      expectRefusal(await k.resident.call('PUT', '/api/vms/fee', { body }), 403);
      expect((await k.staff.call('PUT', '/api/vms/fee', { body })).statusCode).toBe(200);
      // PMC works the gate too.
      expect((await k.get(k.staff, '/api/vms/visitor/inside')).json().items).toHaveLength(2);
    },
  );

  apiTest("another community's visits, units and stamps answer as unknown", async ({ api, community }) => {
    const k = await vmsKit(api, community);
    const mine = await k.checkin();
    const stamp = (await k.post(k.guard, '/api/vms/stamp', { visitID: mine.visitID })).json().data
      .stampList[0];
    const other = await newCommunity(api, { name: 'Other' });
    const o = await vmsKit(api, other);
    const theirVisit = await o.checkin();
    expectRefusal(
      await o.get(o.guard, '/api/vms/visitor/info', { visitID: mine.visitID }),
      404,
      'VMS_VISIT_NOT_FOUND',
    );
    expectRefusal(
      await o.post(o.guard, '/api/vms/stamp', { visitID: mine.visitID }),
      404,
      'VMS_VISIT_NOT_FOUND',
    );
    expectRefusal(
      await o.post(o.guard, '/api/vms/stamp/cancel', { stampID: stamp.stampID }),
      404,
      'VMS_STAMP_NOT_FOUND',
    );
    expectRefusal(
      await o.post(o.guard, '/api/vms/update-info', { visitID: mine.visitID, name: 'x' }),
      404,
      'VMS_VISIT_NOT_FOUND',
    );
    expectRefusal(
      await o.post(o.guard, '/api/vms/force-stamp-out', { visitID: mine.visitID, reason: 'x' }),
      404,
      'VMS_VISIT_NOT_FOUND',
    );
    expectRefusal(
      await o.post(o.guard, '/api/vms/fee/calculate', { visitID: mine.visitID }),
      404,
      'VMS_VISIT_NOT_FOUND',
    );
    expectRefusal(
      await o.post(o.guard, '/api/vms/visitor/checkout', { visitID: mine.visitID }),
      404,
      'VMS_VISIT_NOT_FOUND',
    );
    expectRefusal(
      await o.post(o.guard, '/api/vms/visitor/checkout', { slipCode: mine.slipCode }),
      400,
      'VMS_NOT_INSIDE',
    );
    expectRefusal(
      await o.post(o.guard, CHECKIN, { name: 'x', visitorType: 'GUEST', unitID: k.unitIds.home }),
      404,
      'VMS_UNIT_NOT_FOUND',
    );
    const theirIds = (await o.get(o.guard, '/api/vms/visitor/list'))
      .json()
      .items.map((v: { visitID: string }) => v.visitID);
    expect(theirIds).toEqual([theirVisit.visitID]);
    expect((await o.get(o.guard, '/api/vms/visitor/search', { q: mine.slipCode })).json().items).toEqual([]);
    // A guard of this community calling with the other community's ID is not a member there.
    expectRefusal(await k.get(k.guard, '/api/vms/visitor/inside', { communityID: other.id }), 403);
    const [row] = await api.db.select().from(vmsVisits).where(eq(vmsVisits.id, mine.visitID));
    expect(row?.checkedOutAt).toBeNull();
  });

  apiTest('bad input answers 400 in the caller language and saves nothing', async ({ api, community }) => {
    const k = await vmsKit(api, community);
    const th = { 'accept-language': 'th' };
    const send = (body: object) =>
      k.guard.call('POST', CHECKIN, { body: { communityID: community.id, ...body }, headers: th });
    const good = { name: 'สมชาย', visitorType: 'GUEST', unitID: k.unitIds.home };
    expectRefusal(await send({ ...good, name: ' ' }), 400);
    expectRefusal(await send({ ...good, visitorType: 'VIP' }), 400);
    expectRefusal(await send({ ...good, vehicleType: 'CAR' }), 400);
    expectRefusal(await send({ ...good, unitID: 'A-0101' }), 400);
    expectRefusal(await send({ ...good, idDocument: { type: 'THAI_ID', number: '1234567890123' } }), 400);
    expectRefusal(await send({ ...good, name: 'x'.repeat(101) }), 400);
    const notFound = await send({ ...good, unitID: crypto.randomUUID() });
    expectRefusal(notFound, 404, 'VMS_UNIT_NOT_FOUND', /ไม่พบห้อง/);
    const visit = await k.checkin();
    expectRefusal(await k.post(k.guard, '/api/vms/visitor/checkout', {}), 400);
    expectRefusal(
      await k.post(k.guard, '/api/vms/visitor/checkout', { visitID: visit.visitID, paymentMethod: 'WAIVED' }),
      400,
    );
    expectRefusal(
      await k.post(k.guard, '/api/vms/visitor/checkout', { visitID: visit.visitID, paymentMethod: 'GOLD' }),
      400,
    );
    expectRefusal(await k.post(k.guard, '/api/vms/stamp', { visitID: 'nope' }), 400);
    expectRefusal(await k.get(k.guard, '/api/vms/visitor/list', { lastKey: 'garbage' }), 400);
    const rows = await api.db.select().from(vmsVisits).where(eq(vmsVisits.communityId, community.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.checkedOutAt).toBeNull();
    expect(await api.db.select().from(vmsStamps).where(eq(vmsStamps.communityId, community.id))).toEqual([]);
  });
});
