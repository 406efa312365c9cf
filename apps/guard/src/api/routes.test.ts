import {
  INCIDENT_CATEGORIES as CONTRACT_CATEGORIES,
  INCIDENT_PHOTOS_MAX as CONTRACT_PHOTOS_MAX,
  INCIDENT_SEVERITIES as CONTRACT_SEVERITIES,
} from '@cc/contracts/incident';
import { incidentOps } from '@cc/contracts/incident-ops';
import { patrolOps } from '@cc/contracts/patrol-ops';
import { sosOps } from '@cc/contracts/sos';
import { describe, expect, it } from 'vitest';
import { INCIDENT_CATEGORIES, INCIDENT_PHOTOS_MAX, INCIDENT_SEVERITIES, incidentRoutes } from './incident';
import { patrolRoutes } from './patrol';
import { sosRoutes } from './sos';

/**
 * The app ships the contracts as types only; these are the facts types cannot hold: each route's
 * method and path is its operation's, and the lists the app falls back on are the contract's.
 */
type Endpoint = { method: string; path: string };
const pairs = (routes: Record<string, Endpoint>, ops: Record<string, Endpoint>) =>
  Object.entries(routes).map(([key, r]) => [key, r.method, r.path, ops[key]?.method, ops[key]?.path]);

describe("the guard app's routes", () => {
  it.each([
    ['patrol', pairs(patrolRoutes, patrolOps)],
    ['incident', pairs(incidentRoutes, incidentOps)],
    ['sos', pairs(sosRoutes, sosOps)],
  ])('%s: every route is its operation', (_, rows) => {
    for (const [key, method, path, opMethod, opPath] of rows)
      expect([key, method, path]).toEqual([key, opMethod, opPath]);
  });

  it("falls back on the contract's categories, severities and photo limit", () => {
    expect(INCIDENT_CATEGORIES).toEqual(CONTRACT_CATEGORIES);
    expect(INCIDENT_SEVERITIES).toEqual(CONTRACT_SEVERITIES);
    expect(INCIDENT_PHOTOS_MAX).toBe(CONTRACT_PHOTOS_MAX);
  });
});
