import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Access } from '@cc/contracts/access';
import type { Operation } from '@cc/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const CONTRACTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/contracts/src',
);

export interface RouteOperation extends Operation {
  access: Access;
}

const isOperation = (v: unknown): v is Operation =>
  !!v &&
  typeof v === 'object' &&
  !(v instanceof z.ZodType) &&
  typeof (v as Operation).method === 'string' &&
  typeof (v as Operation).path === 'string' &&
  (v as Operation).response instanceof z.ZodType;

/**
 * Every operation the contracts package declares, by `METHOD path`: each of its modules is read
 * and every exported operation (or map of them) kept, so a contract file added tomorrow is read
 * without anyone listing it here.
 */
export async function contractOperations(): Promise<Map<string, RouteOperation>> {
  const ops = new Map<string, RouteOperation>();
  const keep = (v: unknown, depth: number) => {
    if (isOperation(v))
      ops.set(`${v.method} ${v.path}`, { access: { kind: 'public' }, ...v } as RouteOperation);
    else if (depth < 2 && v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype)
      for (const x of Object.values(v)) keep(x, depth + 1);
  };
  const files = (await fs.readdir(CONTRACTS)).filter((f) => f.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(f));
  for (const file of files) {
    const mod = (await import(path.join(CONTRACTS, file))) as Record<string, unknown>;
    for (const v of Object.values(mod)) keep(v, 0);
  }
  return ops;
}

/**
 * The operations the running app serves, from its published OpenAPI document (what
 * `/api/openapi.json` answers), each with its contract: a route added to the app is in this list
 * the day it is registered. Routes that the OpenAPI document lists but no contract declares are
 * answered apart, so a test can fail on them instead of silently skipping them.
 */
export async function servedOperations(app: FastifyInstance) {
  const contracts = await contractOperations();
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const served: RouteOperation[] = [];
  const withoutContract: string[] = [];
  for (const [url, methods] of Object.entries(doc.paths)) {
    for (const method of Object.keys(methods)) {
      const key = `${method.toUpperCase()} ${url}`;
      const op = contracts.get(key);
      if (op) served.push(op);
      else withoutContract.push(key);
    }
  }
  served.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
  return { served, withoutContract };
}
