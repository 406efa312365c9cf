import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../operator/commands';
import { expectRefusal } from '../../test/refusal';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { queryRows } from '../db/client';
import { communityScope } from '../db/community-scope';
import { announceAccessChange } from './access-change';
import { communityFeatures, communityRolePermissions } from './tables';

/** A test-only route behind the guard, reporting what the guard resolved. */
function addGuardedRoutes(app: FastifyInstance) {
  const s = app.services;
  const guarded = [s.authenticate, s.requireCommunity({ feature: 'PARCEL', permission: 'PARCEL:write' })];
  const handler = async (request: import('fastify').FastifyRequest) => {
    const { scope } = request;
    const seen = await scope.run(async (tx) => ({
      setting: (
        await queryRows<{ v: string }>(tx, sql`select current_setting('app.community_id', true) as v`)
      )[0]!.v,
      features: (await tx.select().from(communityFeatures).where(scope.owns(communityFeatures))).length,
    }));
    return { community: request.community, scopeCommunity: scope.communityId, ...seen };
  };
  app.get('/api/test/parcel-write', { preHandler: guarded }, handler);
  app.post('/api/test/parcel-write', { preHandler: guarded }, handler);
}

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({}, addGuardedRoutes);
  for (const who of ['pmc', 'resident', 'guard'])
    tokens[who] = (await signIn(t, `${who}@demo.test`)).access_token;
});
afterAll(() => t.close());

const call = (who: string, communityID?: string) =>
  t.app.inject({
    url: '/api/test/parcel-write',
    query: communityID === undefined ? {} : { communityID },
    headers: bearer(tokens[who]!),
  });

describe('requireCommunity({ feature, permission })', () => {
  it('lets a permitted member through and sets the community and its scope', async () => {
    const res = await call('pmc', 'riverside-condo');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      community: { id: 'riverside-condo', type: 'CONDO', role: 'PMC', usageStatus: 'ACTIVE' },
      scopeCommunity: 'riverside-condo',
      setting: 'riverside-condo',
      features: 18,
    });
    const guard = await call('guard', 'riverside-condo');
    expect(guard.json().community.role).toBe('GUARD');
  });

  it('reads communityID from a JSON body as well', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/parcel-write',
      headers: bearer(tokens.pmc!),
      payload: { communityID: 'riverside-condo' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().community.id).toBe('riverside-condo');
  });

  it("refuses a role without the permission (a resident asking for staff's write)", async () => {
    expectRefusal(await call('resident', 'riverside-condo'), 403, 'PERMISSION_DENIED', /role/);
  });

  it('refuses a feature hidden in a VILLAGE', async () => {
    expectRefusal(await call('pmc', 'green-ville-village'), 403, 'FEATURE_DISABLED', /not enabled/);
  });

  it('refuses a SYSTEM_OFF community', async () => {
    expectRefusal(await call('pmc', 'sukhumvit-77-residence'), 403, 'SYSTEM_OFF', /temporarily closed/);
  });

  it('refuses unknown and not-member communities alike, and a missing communityID', async () => {
    const notMember = expectRefusal(await call('guard', 'green-ville-village'), 403, 'FORBIDDEN');
    const unknown = expectRefusal(await call('guard', 'atlantis'), 403, 'FORBIDDEN');
    expect(unknown).toEqual(notMember);
    expectRefusal(await call('pmc'), 400, 'COMMUNITY_REQUIRED', /communityID is required/);
    expectRefusal(
      await t.app.inject({ url: '/api/test/parcel-write?communityID=riverside-condo' }),
      401,
      'NO_TOKEN',
    );
  });

  it("enforces the community's own permission matrix, not the defaults", async () => {
    const pmcWrite = and(
      eq(communityRolePermissions.communityId, 'riverside-condo'),
      eq(communityRolePermissions.role, 'PMC'),
      eq(communityRolePermissions.permission, 'PARCEL:write'),
    );
    // Written behind the product's back, so announced as the product's own writes are.
    const changed = () => announceAccessChange(t.db, { communityId: 'riverside-condo' });
    await t.db.delete(communityRolePermissions).where(pmcWrite);
    await changed();
    expectRefusal(await call('pmc', 'riverside-condo'), 403, 'PERMISSION_DENIED');
    await t.db
      .insert(communityRolePermissions)
      .values({ communityId: 'riverside-condo', role: 'PMC', permission: 'PARCEL:write' });
    await changed();
    expect((await call('pmc', 'riverside-condo')).statusCode).toBe(200);
  });

  it('follows the operator switching the feature off and on', async () => {
    const set = (enable: string) =>
      runOperatorCommand(t.db, 'set-feature', { community: 'riverside-condo', feature: 'PARCEL', enable });
    await set('false');
    expectRefusal(await call('pmc', 'riverside-condo'), 403, 'FEATURE_DISABLED');
    expectRefusal(await call('guard', 'riverside-condo'), 403, 'FEATURE_DISABLED');
    await set('true');
    expect((await call('pmc', 'riverside-condo')).statusCode).toBe(200);
  });
});

describe('communityScope', () => {
  const setting = async (db: Parameters<typeof queryRows>[0]) =>
    (
      await queryRows<{ v: string | null }>(
        db,
        sql`select nullif(current_setting('app.community_id', true), '') as v`,
      )
    )[0]!.v;

  it('names the community inside its transaction only', async () => {
    const scope = communityScope(t.db, 'green-ville-village');
    expect(await scope.run((tx) => setting(tx))).toBe('green-ville-village');
    expect(await setting(t.db)).toBeNull();
  });

  it('filters on the community, with any further conditions', async () => {
    const scope = communityScope(t.db, 'green-ville-village');
    const rows = await t.db.select().from(communityFeatures).where(scope.owns(communityFeatures));
    expect(rows).toHaveLength(18);
    expect(new Set(rows.map((r) => r.communityId))).toEqual(new Set(['green-ville-village']));
    const parcel = await t.db
      .select()
      .from(communityFeatures)
      .where(scope.owns(communityFeatures, eq(communityFeatures.featureEnum, 'PARCEL')));
    expect(parcel).toEqual([
      expect.objectContaining({ communityId: 'green-ville-village', featureEnum: 'PARCEL' }),
    ]);
  });

  it('rolls back all of its work when the work fails', async () => {
    const scope = communityScope(t.db, 'green-ville-village');
    const chat = scope.owns(communityFeatures, eq(communityFeatures.featureEnum, 'CHAT_NITI'));
    await expect(
      scope.run(async (tx) => {
        await tx.update(communityFeatures).set({ isEnable: false }).where(chat);
        throw new Error('halfway');
      }),
    ).rejects.toThrow('halfway');
    const [row] = await t.db.select().from(communityFeatures).where(chat);
    expect(row!.isEnable).toBe(true);
  });
});
