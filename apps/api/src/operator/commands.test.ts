import { DEFAULT_ROLE_PERMISSIONS, ROLES } from '@cc/contracts/roles';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../platform/audit/tables';
import { users } from '../platform/auth/tables';
import {
  communities,
  communityFeatures,
  communityRolePermissions,
  memberships,
} from '../platform/tenancy/tables';
import { countRows } from '../test/rows';
import { bearer, createTestApp, signIn, type TestApp } from '../test/test-app';
import { OPERATOR_COMMANDS, runOperatorCommand } from './commands';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (name: string, args: Record<string, string> = {}) => runOperatorCommand(t.db, name, args);
const audits = () => countRows(t.db, auditLog);
const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

describe('operator commands', () => {
  it('create-community: listed, with all 18 feature switches and its own permission matrix', async () => {
    const before = await audits();
    const created = (await run('create-community', { name: 'Baan Suan Lake', type: 'VILLAGE' })) as {
      communityID: string;
    };
    expect(created.communityID).toMatch(/^baan-suan-lake-[0-9a-f]{8}$/);
    const id = created.communityID;
    const listed = (await run('list-communities')) as { communityID: string }[];
    expect(listed).toContainEqual({
      communityID: id,
      name: 'Baan Suan Lake',
      type: 'VILLAGE',
      usageStatus: 'ACTIVE',
    });
    expect(await countRows(t.db, communityFeatures, eq(communityFeatures.communityId, id))).toBe(18);
    const permissions = ROLES.reduce((n, r) => n + DEFAULT_ROLE_PERMISSIONS[r].length, 0);
    expect(
      await countRows(t.db, communityRolePermissions, eq(communityRolePermissions.communityId, id)),
    ).toBe(permissions);
    expect(await audits()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      communityId: id,
      actor: 'operator',
      action: 'community.create',
    });

    await run('create-community', {
      name: 'Given Id',
      type: 'CONDO',
      id: 'given-id',
      address: 'ถนนพระราม 9',
    });
    const [given] = await t.db.select().from(communities).where(eq(communities.id, 'given-id'));
    expect(given).toMatchObject({ name: 'Given Id', type: 'CONDO', address: 'ถนนพระราม 9' });
  });

  it('create-community: a taken id fails and leaves nothing half made', async () => {
    const before = [await audits(), await countRows(t.db, communityFeatures)];
    await expect(
      run('create-community', { name: 'Again', type: 'CONDO', id: 'riverside-condo' }),
    ).rejects.toThrow();
    expect([await audits(), await countRows(t.db, communityFeatures)]).toEqual(before);
  });

  it('create-user: the user can sign in; a weak password or taken e-mail is refused', async () => {
    const before = await audits();
    const res = await run('create-user', {
      email: 'New.Staff@demo.test',
      password: 'tall-river-stone-9',
      firstname: 'ใหม่',
    });
    expect(res).toEqual({ userID: 'new.staff@demo.test' });
    await expect(signIn(t, 'new.staff@demo.test', 'tall-river-stone-9')).resolves.toHaveProperty(
      'access_token',
    );
    expect(await lastAudit()).toMatchObject({ action: 'user.create', target: 'new.staff@demo.test' });
    expect(await audits()).toBe(before + 1);

    const weak = run('create-user', { email: 'weak@demo.test', password: 'password123' });
    await expect(weak).rejects.toMatchObject({ statusCode: 400, code: 'WEAK_PASSWORD' });
    const short = run('create-user', { email: 'weak@demo.test', password: 'short' });
    await expect(short).rejects.toMatchObject({ statusCode: 400, code: 'BAD_ARGUMENTS' });
    const taken = run('create-user', { email: 'pmc@demo.test', password: 'tall-river-stone-9' });
    await expect(taken).rejects.toMatchObject({ statusCode: 400, code: 'EMAIL_TAKEN' });
    expect(await countRows(t.db, users, eq(users.email, 'weak@demo.test'))).toBe(0);
    expect(await audits()).toBe(before + 1);
  });

  it('add-member: adds or changes the role; refuses unknown community, user and role', async () => {
    const before = await audits();
    const res = await run('add-member', {
      community: 'riverside-condo',
      email: 'guard@demo.test',
      role: 'ADMIN',
    });
    expect(res).toEqual({ communityID: 'riverside-condo', userID: 'guard@demo.test', role: 'ADMIN' });
    const token = (await signIn(t, 'guard@demo.test')).access_token;
    const items = (await t.app.inject({ url: '/api/user/community', headers: bearer(token) })).json().items;
    expect(items).toEqual([expect.objectContaining({ communityID: 'riverside-condo', role: 'ADMIN' })]);
    expect(await lastAudit()).toMatchObject({ action: 'member.add', communityId: 'riverside-condo' });

    const members = await countRows(t.db, memberships);
    const guard = { email: 'guard@demo.test', role: 'GUARD' };
    await expect(run('add-member', { ...guard, community: 'nowhere' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'COMMUNITY_NOT_FOUND',
    });
    await expect(
      run('add-member', { community: 'riverside-condo', email: 'ghost@demo.test', role: 'GUARD' }),
    ).rejects.toMatchObject({ statusCode: 404, code: 'USER_NOT_FOUND' });
    const badRole = run('add-member', { ...guard, community: 'riverside-condo', role: 'KING' });
    await expect(badRole).rejects.toMatchObject({
      statusCode: 400,
      code: 'BAD_ARGUMENTS',
      message: /--role/,
    });
    expect(await countRows(t.db, memberships)).toBe(members);
    expect(await audits()).toBe(before + 1);
  });

  it('set-feature: switches a feature, as the community feature API then answers', async () => {
    const res = await run('set-feature', {
      community: 'riverside-condo',
      feature: 'CHAT_NITI',
      enable: 'true',
      visible: 'false',
    });
    expect(res).toEqual({
      communityID: 'riverside-condo',
      featureEnum: 'CHAT_NITI',
      isEnable: true,
      isVisible: false,
    });
    const token = (await signIn(t, 'pmc@demo.test')).access_token;
    const flags = async () =>
      (
        await t.app.inject({
          url: '/api/community/feature?communityID=riverside-condo',
          headers: bearer(token),
        })
      ).json().items;
    expect(await flags()).toContainEqual({ featureEnum: 'CHAT_NITI', isEnable: true, isVisible: false });
    await run('set-feature', { community: 'riverside-condo', feature: 'CHAT_NITI', enable: 'false' });
    expect(await flags()).toContainEqual({ featureEnum: 'CHAT_NITI', isEnable: false, isVisible: false });
    expect(await lastAudit()).toMatchObject({ action: 'feature.set', target: 'CHAT_NITI' });

    const before = await audits();
    const bad = [
      { community: 'riverside-condo', feature: 'TELEPORT', enable: 'true' },
      { community: 'riverside-condo', feature: 'PARCEL', enable: 'yes' },
    ];
    for (const args of bad)
      await expect(run('set-feature', args)).rejects.toMatchObject({ code: 'BAD_ARGUMENTS' });
    const unknown = run('set-feature', { community: 'nowhere', feature: 'PARCEL', enable: 'true' });
    await expect(unknown).rejects.toMatchObject({ statusCode: 404, code: 'COMMUNITY_NOT_FOUND' });
    expect(await audits()).toBe(before);
  });

  it('set-usage-status: the usage-status API answers the new status', async () => {
    const token = (await signIn(t, 'pmc@demo.test')).access_token;
    const status = async () =>
      (
        await t.app.inject({
          url: '/api/sam-um/v1/usage-status?feature=UM&communityID=sukhumvit-77-residence',
          headers: bearer(token),
        })
      ).json().data.status;
    expect(await status()).toBe('SYSTEM_OFF');
    await run('set-usage-status', { community: 'sukhumvit-77-residence', status: 'ACTIVE' });
    expect(await status()).toBe('ACTIVE');
    expect(await lastAudit()).toMatchObject({ action: 'usage.set', after: { status: 'ACTIVE' } });
    await expect(
      run('set-usage-status', { community: 'sukhumvit-77-residence', status: 'PAUSED' }),
    ).rejects.toMatchObject({
      code: 'BAD_ARGUMENTS',
    });
  });

  it('refuses an unknown command, listing the commands, and missing arguments, with usage', async () => {
    const unknown = run('drop-everything');
    await expect(unknown).rejects.toMatchObject({ statusCode: 400, code: 'UNKNOWN_COMMAND' });
    await expect(run('drop-everything')).rejects.toThrow(Object.keys(OPERATOR_COMMANDS).join(', '));
    for (const [name, cmd] of Object.entries(OPERATOR_COMMANDS)) {
      if (cmd.args.safeParse({}).success) continue; // list-communities, news-list: nothing to miss
      await expect(run(name), name).rejects.toMatchObject({
        statusCode: 400,
        code: 'BAD_ARGUMENTS',
        message: expect.stringContaining(`Usage: ${cmd.summary}`),
      });
    }
  });

  it('writes no change without its audit row', async () => {
    // Make the audit insert fail for one action: the change it records must not stay either.
    await t.db.execute(
      sql`alter table audit_log add constraint test_no_usage_audit check (action <> 'usage.set') not valid`,
    );
    try {
      const off = run('set-usage-status', { community: 'riverside-condo', status: 'SYSTEM_OFF' });
      await expect(off).rejects.toThrow();
      const [c] = await t.db.select().from(communities).where(eq(communities.id, 'riverside-condo'));
      expect(c!.usageStatus).toBe('ACTIVE');
    } finally {
      await t.db.execute(sql`alter table audit_log drop constraint test_no_usage_audit`);
    }
  });
});
