import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-static-'));
  for (const [app, title] of [
    ['web', 'Console'],
    ['guard', 'GuardOS'],
  ] as const) {
    await fs.mkdir(path.join(dir, app, 'assets'), { recursive: true });
    await fs.writeFile(path.join(dir, app, 'index.html'), `<title>${title}</title>`);
    await fs.writeFile(path.join(dir, app, 'assets', `${app}-abc.js`), `/* ${app} */`);
  }
  await fs.writeFile(path.join(dir, 'guard', 'sw.js'), '/* worker */');
  t = await createTestApp({ WEB_DIST: path.join(dir, 'web'), GUARD_DIST: path.join(dir, 'guard') });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the console and GuardOS served side by side', () => {
  it("answers GuardOS's own index under /guardos/, for any of its paths", async () => {
    for (const url of ['/guardos/', '/guardos/gate', '/guardos/patrol/round?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('GuardOS');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const bare = await get('/guardos');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/guardos/');
  });

  it("serves each app's files from its own build, hashed assets for a year, the worker never cached", async () => {
    const asset = await get('/guardos/assets/guard-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('guard');
    expect(asset.headers['cache-control']).toContain('immutable');
    const worker = await get('/guardos/sw.js');
    expect(worker.body).toContain('worker');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/web-abc.js')).body).toContain('web');
    // The console's files are not reachable through the guard app's prefix, nor the other way.
    expect((await get('/guardos/assets/web-abc.js')).body).toContain('GuardOS');
    expect((await get('/assets/guard-abc.js')).body).toContain('Console');
  });

  it("answers the console's index elsewhere, and API refusals under /api", async () => {
    expect((await get('/dashboard/parcel')).body).toContain('Console');
    const api = await get('/api/guardos-nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });
});
