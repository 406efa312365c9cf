import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import { startTestApp, type TestApp } from '../../test/test-app';

const TOKEN = 'a-scraper-token-of-enough-length';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ template: 'empty', env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t?.close());

const scrape = (authorization?: string) =>
  t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

describe('/metrics', () => {
  it('refuses a scraper without the token, or with another', async () => {
    expectRefusal(await scrape(), 401, 'NO_TOKEN');
    expectRefusal(await scrape('Bearer not-the-token-but-just-as-long'), 401, 'INVALID_TOKEN');
  });

  it('counts requests by route pattern, not by raw URL, with the queue and process figures', async () => {
    for (const id of ['a', 'b', 'c']) await t.app.inject({ url: `/api/files/private/c-x/slips/${id}.png` });
    await t.app.inject({ url: '/api/health' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    // Three different file URLs are one series: the route's pattern.
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/files\/\*",status="4xx"\} 3/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="2xx"\} 1/,
    );
    expect(text).not.toContain('slips/a.png');
    expect(text).toMatch(/^jobs_due 0$/m);
    expect(text).toMatch(/^jobs_oldest_due_seconds 0$/m);
    expect(text).toMatch(/^live_sockets 0$/m);
    expect(text).toContain('process_resident_memory_bytes');
    // On PostgreSQL the pool's use too (the embedded database has no pool).
    if (t.databaseUrl) expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]\d*$/m);
  });

  it('is not there at all without a configured token', async () => {
    const plain = await startTestApp({ template: 'empty' });
    try {
      expect((await plain.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
