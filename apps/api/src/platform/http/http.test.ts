import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import { CLIENT_AUTH, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    // Test-only routes that fail the ways real code can: a thrown error and a broken query.
    app.get('/api/test/throws', async () => {
      throw new Error('secret internals at /srv/app/db.ts:42');
    });
    app.get('/api/test/bad-sql', async () => app.services.db.execute(sql`select * from no_such_table`));
  });
});
afterAll(() => t.close());

const GENERIC_500 = {
  isSuccess: false,
  code: 'INTERNAL',
  message: 'Something went wrong on our side. Please try again later.',
  errorMessage: 'Something went wrong on our side. Please try again later.',
};

describe('security headers', () => {
  it('sends HSTS, a CSP that forbids framing, nosniff and a referrer policy', async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const res = await t.app.inject({ url });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000; includeSubDomains/);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      // Scripts only from the console's own origin; WebAssembly may compile, strings may not run.
      expect(res.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(res.headers['content-security-policy']).not.toContain("'unsafe-eval'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('request ids', () => {
  it("echoes the caller's x-request-id, cut to 64 characters", async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-abc-123' } });
    expect(res.headers['x-request-id']).toBe('trace-abc-123');
    const long = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'r'.repeat(200) } });
    expect(long.headers['x-request-id']).toBe('r'.repeat(64));
  });

  it('makes one up when none is sent, also on errors', async () => {
    const a = await t.app.inject({ url: '/api/health' });
    const b = await t.app.inject({ url: '/api/nothing-here' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('health', () => {
  it('answers ok with the version after reaching the database', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isSuccess: true, status: 'ok', version: expect.any(String) });
  });
});

describe('refusals in the envelope', () => {
  it('answers an unknown /api path with a 404 envelope naming it', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user/everything?x=1' });
    expectRefusal(res, 404, 'NOT_FOUND', 'No operation at DELETE /api/user/everything');
  });

  it('refuses a JSON body over 1 MiB with 413', async () => {
    const body = JSON.stringify({ email: 'pmc@demo.test', filler: 'x'.repeat(1024 * 1024) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/password/forgot',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expectRefusal(res, 413, 'FST_ERR_CTP_BODY_TOO_LARGE', 'The request is too large');
    expect(t.mail).toHaveLength(0);
  });

  it('refuses a form body over 64 KiB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/token',
      headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&username=pmc%40demo.test&password=${'x'.repeat(70 * 1024)}`,
    });
    expectRefusal(res, 413, undefined, /too large/);
  });

  it('refuses invalid and empty JSON with 400, and an unknown content type with 415', async () => {
    const post = (payload: string, type = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/password/forgot',
        headers: { 'content-type': type },
        payload,
      });
    expectRefusal(await post('{"email": "pmc@'), 400, 'FST_ERR_CTP_INVALID_JSON_BODY', /not valid JSON/);
    expectRefusal(await post(''), 400, 'FST_ERR_CTP_EMPTY_JSON_BODY', /empty/);
    expectRefusal(await post('<xml/>', 'application/xml'), 415, undefined, /content type/);
    expect(t.mail).toHaveLength(0);
  });

  it('never shows a stack, a file path or SQL in a 500', async () => {
    for (const url of ['/api/test/throws', '/api/test/bad-sql']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(GENERIC_500);
      expect(res.body).not.toMatch(/Error|at |\.ts|no_such_table|select/);
    }
  });
});

describe('static files', () => {
  it('does not serve files outside the uploads folder', async () => {
    for (const url of ['/uploads/../package.json', '/uploads/..%2f..%2fpackage.json', '/uploads/%2e%2e/x']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('"dependencies"');
    }
  });
});

describe('API description', () => {
  it('publishes OpenAPI generated from the contracts', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/authentication/token',
      '/api/user/info',
      '/api/community/feature',
      '/api/sam-um/v1/usage-status',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const usage = doc.paths['/api/sam-um/v1/usage-status'].get;
    expect(usage.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['communityID', 'feature']);
    const signup = doc.paths['/api/user/signup'].post.requestBody.content['application/json'].schema;
    expect(signup.required).toEqual(expect.arrayContaining(['email', 'password', 'acceptTerms']));
  });

  it('serves a browsable reference at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/swagger/i);
  });
});
