import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['guard', 'pmc', 'admin', 'resident', 'committee'])
    tokens[who] = (await signIn(t, `${who}@demo.test`)).access_token;
});
afterAll(() => t.close());

const RIVERSIDE = 'riverside-condo';
const VILLAGE = 'green-ville-village';

const get = (path: string, who: string, communityID: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/guard/${path}?communityID=${communityID}`,
    headers: { ...bearer(tokens[who]!), ...headers },
  });

describe('GET /api/guard/me', () => {
  it("answers the guard's name, role, permissions, the community and the server's time", async () => {
    const before = Date.now();
    const res = await get('me', 'guard', RIVERSIDE);
    expect(res.statusCode, res.body).toBe(200);
    const me = res.json().data;
    expect(me).toMatchObject({
      userID: 'guard@demo.test',
      name: 'บุญมี แข็งแรง',
      role: 'GUARD',
      timeZone: 'Asia/Bangkok',
      communityName: expect.any(String),
    });
    expect(me.permissions).toEqual(expect.arrayContaining(['PATROL:write', 'VMS_NITI:write']));
    expect(me.permissions).not.toContain('PATROL:approve');
    expect(Date.parse(me.serverTime)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('lets PMC staff and admins in, each with their own role', async () => {
    expect((await get('me', 'pmc', VILLAGE)).json().data).toMatchObject({
      role: 'PMC',
      userID: 'pmc@demo.test',
    });
    expect((await get('me', 'admin', RIVERSIDE)).json().data.role).toBe('ADMIN');
  });

  it('refuses residents and committee members in their language, and strangers to the community', async () => {
    expectRefusal(await get('me', 'resident', RIVERSIDE), 403, 'NOT_GUARD_APP_ROLE', /guards/);
    expectRefusal(
      await get('me', 'committee', RIVERSIDE, { 'accept-language': 'th' }),
      403,
      'NOT_GUARD_APP_ROLE',
      /GuardOS/,
    );
    // The guard works at riverside only: another community answers as one they do not belong to.
    const other = await get('me', 'guard', VILLAGE);
    const unknown = await get('me', 'guard', 'nowhere');
    expectRefusal(other, 403, 'FORBIDDEN');
    expect(unknown.body).toBe(other.body);
    expectRefusal(await t.app.inject({ url: `/api/guard/me?communityID=${RIVERSIDE}` }), 401, 'NO_TOKEN');
    expectRefusal(await t.app.inject({ url: '/api/guard/me', headers: bearer(tokens.guard!) }), 400);
  });
});

describe('GET /api/guard/offline-pack', () => {
  it("holds the gate's public pass key and choice lists, never a private key", async () => {
    const res = await get('offline-pack', 'guard', RIVERSIDE);
    expect(res.statusCode, res.body).toBe(200);
    const { generatedAt, parts } = res.json().data;
    expect(Date.parse(generatedAt)).not.toBeNaN();
    expect(parts.vms.passPublicKey).toMatchObject({
      kty: 'OKP',
      crv: 'Ed25519',
      alg: 'EdDSA',
      x: expect.any(String),
    });
    expect(parts.vms.passPublicKey.d).toBeUndefined();
    expect(parts.vms.visitorTypes).toContain('GUEST');
    expect(res.body).not.toMatch(/"d":/);
  });

  it("answers the community's own key: the same for everyone there, another elsewhere", async () => {
    const guard = (await get('offline-pack', 'guard', RIVERSIDE)).json().data.parts.vms.passPublicKey;
    const pmc = (await get('offline-pack', 'pmc', RIVERSIDE)).json().data.parts.vms.passPublicKey;
    const village = (await get('offline-pack', 'pmc', VILLAGE)).json().data.parts.vms.passPublicKey;
    expect(pmc).toEqual(guard);
    expect(village.x).not.toBe(guard.x);
  });

  it('carries an ETag and answers 304 without a body while the pack is unchanged', async () => {
    const first = await get('offline-pack', 'guard', RIVERSIDE);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toContain('private');
    const again = await get('offline-pack', 'guard', RIVERSIDE, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await get('offline-pack', 'guard', RIVERSIDE, { 'if-none-match': '"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);
    const elsewhere = await get('offline-pack', 'pmc', VILLAGE, { 'if-none-match': etag });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.headers.etag).not.toBe(etag);
  });

  it('is refused to residents and committee members, and to strangers', async () => {
    expectRefusal(await get('offline-pack', 'resident', RIVERSIDE), 403, 'NOT_GUARD_APP_ROLE');
    expectRefusal(await get('offline-pack', 'committee', VILLAGE), 403, 'NOT_GUARD_APP_ROLE');
    expectRefusal(await get('offline-pack', 'guard', VILLAGE), 403, 'FORBIDDEN');
  });
});
