import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from './config';
import { API_ROOT } from './platform/package-root';
import { configProblems } from './start-up-check';

/**
 * compose.yaml and the Dockerfile read without Docker (scripts/check-compose.sh runs
 * `docker compose config` where it is installed): the services the README promises, their
 * health checks and order, and every variable they hand the API named and valued as config.ts
 * reads it, so a typo fails here instead of in a container that never gets ready.
 */
const REPO = path.resolve(API_ROOT, '../..');
const read = (file: string) => readFileSync(path.join(REPO, file), 'utf8');

interface Service {
  image?: string;
  build?: { args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  volumes?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;

/** What compose does with `${NAME:-default}` when NAME is unset, and with `$$`. */
const interpolate = (value: string) =>
  String(value)
    .replace(/\$\{(\w+):-([^}]*)\}/g, (_, _name: string, fallback: string) => fallback)
    .replaceAll('$$', '$');
const envOf = (name: string) =>
  Object.fromEntries(Object.entries(services[name]!.environment ?? {}).map(([k, v]) => [k, interpolate(v)]));

const APP_SERVICES = ['api-1', 'api-2', 'worker', 'migrate'];

describe('compose.yaml', () => {
  it('has the services the README names, the long-running ones with health checks', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'api-1',
        'api-2',
        'mailpit',
        'migrate',
        'minio',
        'minio-bucket',
        'postgres',
        'proxy',
        'redis',
        'worker',
      ].sort(),
    );
    for (const name of ['postgres', 'redis', 'minio', 'mailpit'])
      expect(services[name]!.healthcheck?.test?.length, name).toBeGreaterThan(0);
    // The image's own check asks /api/ready, which a worker or a one-shot never answers.
    for (const name of ['worker', 'migrate'])
      expect(services[name]!.healthcheck, name).toEqual({ disable: true });
  });

  it('hands the API only variables config.ts reads, with values it accepts for a production start', () => {
    for (const name of APP_SERVICES) {
      const env = envOf(name);
      expect(
        Object.keys(env).filter((k) => !CONFIG_VARIABLES.includes(k)),
        name,
      ).toEqual([]);
      const config = loadConfig(env);
      expect(config.DATABASE_URL, name).toMatch(/^postgres:\/\/console:.+@postgres:5432\/console$/);
      if (name !== 'migrate') expect(configProblems(config), name).toEqual([]);
    }
  });

  it('runs two API instances on the shared stores without jobs, one worker with them', () => {
    for (const name of ['api-1', 'api-2']) {
      const config = loadConfig(envOf(name));
      expect(config).toMatchObject({ RUN_JOBS: false, FILE_STORAGE: 's3', S3_ENDPOINT: 'http://minio:9000' });
      expect(config.SMTP_URL).toMatch(/^smtp:\/\/mailpit:1025/);
      expect(config.REDIS_URL).toBe('redis://redis:6379');
    }
    expect(loadConfig(envOf('worker')).RUN_JOBS).toBe(true);
    expect(loadConfig(envOf('api-1')).JWT_SECRET).toBe(loadConfig(envOf('worker')).JWT_SECRET);
    expect(services.migrate!.command).toEqual(['node', '--enable-source-maps', 'apps/api/dist/migrate.js']);
    expect(services.worker!.command).toEqual(['node', '--enable-source-maps', 'apps/api/dist/worker.js']);
  });

  it('starts each service after what it needs', () => {
    const needs = (name: string) =>
      Object.fromEntries(Object.entries(services[name]!.depends_on ?? {}).map(([k, v]) => [k, v.condition]));
    expect(needs('migrate')).toEqual({ postgres: 'service_healthy' });
    expect(needs('minio-bucket')).toEqual({ minio: 'service_healthy' });
    for (const name of ['api-1', 'api-2', 'worker'])
      expect(needs(name), name).toMatchObject({
        migrate: 'service_completed_successfully',
        'minio-bucket': 'service_completed_successfully',
        redis: 'service_healthy',
      });
    expect(needs('proxy')).toEqual({ 'api-1': 'service_healthy', 'api-2': 'service_healthy' });
  });

  it('builds the console with the client secret the API expects', () => {
    const api = envOf('api-1');
    const args = Object.fromEntries(
      Object.entries(services['api-1']!.build?.args ?? {}).map(([k, v]) => [k, interpolate(v)]),
    );
    expect(args).toEqual({
      VITE_OAUTH_CLIENT_ID: api.OAUTH_CLIENT_ID,
      VITE_OAUTH_CLIENT_SECRET: api.OAUTH_CLIENT_SECRET,
    });
  });

  it('proxies to both instances through a config file that is in the repo', () => {
    const mount = services.proxy!.volumes!.find((v) => v.endsWith(':/etc/caddy/Caddyfile:ro'))!;
    const caddyfile = read(mount.split(':')[0]!);
    expect(caddyfile).toMatch(/reverse_proxy api-1:3000 api-2:3000/);
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));

  it('builds in one stage and runs the builds as a non-root user on node:24-slim', () => {
    expect(dockerfile).toMatch(/^FROM node:24-slim AS build$/m);
    expect(dockerfile).toMatch(/^RUN npm ci$/m);
    expect(dockerfile).toMatch(/npm run build/);
    expect(dockerfile).toMatch(/^FROM node:24-slim AS runtime$/m);
    expect(runtime).toMatch(/^RUN npm ci --omit=dev/m);
    for (const dir of ['apps/api/dist', 'apps/api/drizzle', 'apps/web/dist'])
      expect(runtime).toContain(`COPY --from=build /app/${dir} ${dir}`);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/api\/ready/m);
    expect(runtime.trim().split('\n').at(-1)).toBe(
      'CMD ["node","--enable-source-maps","apps/api/dist/server.js"]',
    );
  });

  it('keeps installed and built folders out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', 'data', '.git']));
    expect(existsSync(path.join(REPO, 'scripts/check-compose.sh'))).toBe(true);
  });
});
