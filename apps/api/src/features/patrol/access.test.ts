import { eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { patrolKit } from './patrol-test-kit';
import { patrolCheckpoints, patrolPlans, patrolScans } from './tables';

const PLAN = {
  name: 'Night',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  schedule: { kind: 'INTERVAL', shiftStart: '20:00', shiftEnd: '06:00', everyMinutes: 120 },
  durationMinutes: 45,
  toleranceMinutes: 15,
  alertRoles: ['PMC'],
};

describe('patrol access and tenancy', () => {
  apiTest('guards walk rounds but plan nothing; residents reach none of it', async ({ api, community }) => {
    const k = await patrolKit(api, community);
    const resident = await community.member('RESIDENT');
    const cp = await k.checkpoint('Gate');
    expectRefusal(await k.post(k.guard, '/api/patrol/checkpoint/create', { name: 'x', place: '' }), 403);
    expectRefusal(await k.get(k.guard, '/api/patrol/checkpoint/list'), 403);
    expectRefusal(await k.post(k.guard, '/api/patrol/checkpoint/print', {}), 403);
    expectRefusal(
      await k.post(k.guard, '/api/patrol/setting/create', { ...PLAN, checkpointIDs: [cp.checkpointID] }),
      403,
    );
    expectRefusal(await k.get(k.guard, '/api/patrol/setting/list'), 403);
    expectRefusal(
      await k.get(k.guard, '/api/patrol/report-by-day', { from: '2026-01-01', to: '2026-01-02' }),
      403,
    );
    expect((await k.get(k.guard, '/api/patrol/round/current')).statusCode).toBe(200);
    const scan = {
      clientUUID: crypto.randomUUID(),
      code: `CP:${cp.code}`,
      scannedAt: new Date().toISOString(),
    };
    expectRefusal(await k.post(resident, '/api/patrol/round/scan', scan), 403);
    expectRefusal(await k.get(resident, '/api/patrol/round/current'), 403);
    expect((await k.post(k.guard, '/api/patrol/round/scan', scan)).statusCode).toBe(200);
    const signedOut = await api.app.inject({
      method: 'GET',
      url: '/api/patrol/round/current',
      query: { communityID: community.id },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  apiTest(
    "another community's code answers like an unknown one, and its records read as not found",
    async ({ api, community }) => {
      const k = await patrolKit(api, community);
      const other = await newCommunity(api, { name: 'Other' });
      const o = await patrolKit(api, other);
      const theirs = await o.checkpoint('Their gate');
      const theirPlan = await o.plan([theirs.checkpointID]);
      const theirRound = await o.round(theirPlan.id, [theirs.checkpointID], -5);
      const scan = (code: string) =>
        k.post(k.guard, '/api/patrol/round/scan', {
          clientUUID: crypto.randomUUID(),
          code,
          scannedAt: new Date().toISOString(),
        });
      const foreign = expectRefusal(await scan(`CP:${theirs.code}`), 400, 'UNKNOWN_CHECKPOINT');
      const unknown = expectRefusal(
        await scan('CP:nothing-like-a-real-code-at-all'),
        400,
        'UNKNOWN_CHECKPOINT',
      );
      expect(foreign.message).toBe(unknown.message);
      expectRefusal(
        await k.post(k.staff, '/api/patrol/checkpoint/update', {
          checkpointID: theirs.checkpointID,
          name: 'mine',
          place: '',
        }),
        404,
        'PATROL_CHECKPOINT_NOT_FOUND',
      );
      expectRefusal(
        await k.get(k.staff, '/api/patrol/setting/info', { planID: theirPlan.id }),
        404,
        'PATROL_PLAN_NOT_FOUND',
      );
      expectRefusal(
        await k.get(k.staff, '/api/patrol/info', { roundID: theirRound.id }),
        404,
        'PATROL_ROUND_NOT_FOUND',
      );
      expectRefusal(
        await k.post(k.guard, '/api/patrol/round/start', { roundID: theirRound.id }),
        404,
        'PATROL_ROUND_NOT_FOUND',
      );
      expectRefusal(
        await k.post(k.staff, '/api/patrol/setting/create', {
          ...PLAN,
          checkpointIDs: [theirs.checkpointID],
        }),
        400,
        'PATROL_PLAN_CHECKPOINTS',
      );
      expectRefusal(
        await k.staff.call('GET', '/api/patrol/checkpoint/list', { query: { communityID: other.id } }),
        403,
      );
      const mine = (await k.get(k.staff, '/api/patrol/checkpoint/list')).json().items;
      expect(mine).toEqual([]);
      expect(
        await api.db.select().from(patrolScans).where(eq(patrolScans.communityId, community.id)),
      ).toEqual([]);
      expect(
        await api.db.select().from(patrolPlans).where(eq(patrolPlans.communityId, community.id)),
      ).toEqual([]);
    },
  );

  apiTest("bad input is refused in the caller's language and saves nothing", async ({ api, community }) => {
    const k = await patrolKit(api, community);
    const cp = await k.checkpoint('Lobby');
    const bad = [
      ['/api/patrol/checkpoint/create', { name: ' ', place: '' }],
      ['/api/patrol/checkpoint/create', { name: 'x'.repeat(121), place: '' }],
      ['/api/patrol/checkpoint/create', { name: 'Half', place: '', latitude: 13.7 }],
      ['/api/patrol/checkpoint/create', { name: 'Far', place: '', latitude: 91, longitude: 0 }],
      ['/api/patrol/setting/create', { ...PLAN, checkpointIDs: [] }],
      ['/api/patrol/setting/create', { ...PLAN, checkpointIDs: [cp.checkpointID, cp.checkpointID] }],
      ['/api/patrol/setting/create', { ...PLAN, checkpointIDs: [cp.checkpointID], weekdays: [7] }],
      [
        '/api/patrol/setting/create',
        { ...PLAN, checkpointIDs: [cp.checkpointID], schedule: { kind: 'TIMES', times: ['25:00'] } },
      ],
      [
        '/api/patrol/setting/create',
        { ...PLAN, checkpointIDs: [cp.checkpointID], schedule: { kind: 'EVERY' } },
      ],
      ['/api/patrol/setting/create', { ...PLAN, checkpointIDs: [cp.checkpointID], durationMinutes: 0 }],
      ['/api/patrol/setting/create', { ...PLAN, checkpointIDs: [cp.checkpointID], alertRoles: ['BOSS'] }],
      ['/api/patrol/round/scan', { clientUUID: 'nope', code: cp.code, scannedAt: new Date().toISOString() }],
      ['/api/patrol/round/scan', { clientUUID: crypto.randomUUID(), code: cp.code, scannedAt: 'yesterday' }],
      [
        '/api/patrol/round/scan',
        { clientUUID: crypto.randomUUID(), code: '', scannedAt: new Date().toISOString() },
      ],
      ['/api/patrol/round/start', { roundID: 'x' }],
    ] as const;
    for (const [path, body] of bad) {
      const th = expectRefusal(await k.post(k.staff, path, body, 'th'), 400);
      expect(th.message, `${path} ${JSON.stringify(body)}`).toMatch(/[\u0E00-\u0E7F]/);
    }
    const range = await k.get(k.staff, '/api/patrol/report-by-day', { from: '2026-01-01', to: '2026-06-01' });
    expectRefusal(range, 400);
    const rows = await api.db
      .select()
      .from(patrolCheckpoints)
      .where(inArray(patrolCheckpoints.communityId, [community.id]));
    expect(rows.map((r) => r.name)).toEqual(['Lobby']);
    expect(await api.db.select().from(patrolPlans).where(eq(patrolPlans.communityId, community.id))).toEqual(
      [],
    );
    expect(await api.db.select().from(patrolScans).where(eq(patrolScans.communityId, community.id))).toEqual(
      [],
    );
  });
});
