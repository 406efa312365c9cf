import { type Access, can } from '@cc/contracts/access';
import { LIVE_PATH } from '@cc/contracts/notification-live';
import type { Role } from '@cc/contracts/roles';
import { communityIdSchema } from '@cc/contracts/session';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type CommunityData,
  communityData,
  idsForField,
  writeWatch,
} from '../../test/community-data-queries';
import { kitOf } from '../../test/community-kit';
import { type RouteOperation, servedOperations } from '../../test/route-table';
import { bearer, CLIENT_AUTH, signIn, startTestApp } from '../../test/test-app';
import { arbitraryOf, objectShape } from '../../test/zod-arbitrary';
import { communityRolePermissions } from './tables';

/**
 * Every operation the app serves, walked as every kind of caller with its own and a foreign
 * community's IDs and object IDs: the answer is 401/403 where the declared access says so, never
 * a 5xx, never a row id or the name of a community the caller does not belong to, and nothing a
 * caller of one community sends changes another community's rows. "Foreign" is read from the
 * data (every table with a `community_id`), not written per route.
 */
const t = await startTestApp();
const { served } = await servedOperations(t.app);
const HOME = 'riverside-condo';
const FOREIGN = 'green-ville-village';
const SUSPENDED = 'sukhumvit-77-residence';
const data: Record<string, CommunityData> = {};
for (const id of [HOME, FOREIGN, SUSPENDED]) data[id] = await communityData(t.db, id);
const writes = await writeWatch(t.db);

const units = data[HOME]!.idsByTable.get('units') ?? [];
const home = kitOf(t, HOME);
type Who = Role | 'OUTSIDER' | 'SUSPENDED' | 'SIGNED_OUT';
interface Walker {
  who: Who;
  /** The communities it belongs to, and the one it calls as its own. */
  memberOf: string[];
  headers: () => Record<string, string>;
  /** Signs in again, after a walked operation (a sign-out, say) ended its session. */
  renew: () => Promise<void>;
}

/** A fresh member of one community only, signed in again if a walked operation ends its session. */
async function walkerOf(who: Who, community: string, role: Role): Promise<Walker> {
  const kit = community === HOME ? home : kitOf(t, community);
  const m = await kit.member(role, role === 'RESIDENT' && units[0] ? { home: { unitId: units[0] } } : {});
  let token = (await signIn(t, m.email, 'kit-password-1')).access_token;
  return {
    who,
    memberOf: [community],
    headers: () => bearer(token),
    renew: async () => {
      token = (await signIn(t, m.email, 'kit-password-1')).access_token;
    },
  };
}

const walkers: Walker[] = [];
for (const role of ['RESIDENT', 'COMMITTEE', 'PMC', 'ADMIN', 'GUARD'] as const)
  walkers.push(await walkerOf(role, HOME, role));
walkers.push(await walkerOf('OUTSIDER', FOREIGN, 'ADMIN'));
walkers.push(await walkerOf('SUSPENDED', SUSPENDED, 'ADMIN'));
walkers.push({ who: 'SIGNED_OUT', memberOf: [], headers: () => ({}), renew: async () => {} });

/** Row ids and names of the communities a caller is not in: none may appear in its answers. */
function foreignMarkers(w: Walker): string[] {
  return (
    Object.values(data)
      .filter((d) => !w.memberOf.includes(d.id))
      .flatMap((d) => [d.name, ...[...d.idsByTable.values()].flat()])
      // A serial number (parcel 7) is no one's secret and is in every answer; ids and names are.
      .filter((m) => m.length >= 8)
  );
}
const markersOf = new Map(walkers.map((w) => [w.who, foreignMarkers(w)]));

/** One request for the operation, its community and object IDs taken from `objects`' data. */
function requestFor(
  op: RouteOperation,
  community: string,
  objects: CommunityData,
  seed: number,
): InjectOptions {
  const users = [...objects.userIds].filter((u) => objects.id !== HOME || !data[FOREIGN]!.userIds.has(u));
  const hints = {
    field: (name: string, schema: unknown) => {
      if (name === 'communityID' || schema === communityIdSchema) return fc.constant(community);
      const ids = idsForField(objects, name, users);
      return ids ? fc.constantFrom(...ids) : undefined;
    },
  };
  const sample = (schema: unknown) =>
    schema
      ? (fc.sample(arbitraryOf(schema, hints), { numRuns: 1, seed })[0] as Record<string, unknown>)
      : undefined;
  // The community is always named, even where it may be left out (a default then picks the
  // caller's own): the walk is about the community it names.
  const named = (schema: unknown, values: Record<string, unknown> | undefined) =>
    values && objectShape(schema)?.communityID ? { ...values, communityID: community } : values;
  const query = named(op.query, sample(op.query));
  const body = named(op.body, sample(op.body));
  const request: InjectOptions = { method: op.method, url: op.path };
  if (query)
    request.query = Object.fromEntries(
      Object.entries(query)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
  // An upload names its community in the query; a JSON body that has no field for it keeps none.
  if (body !== undefined) request.payload = body as object;
  else if (op.body && objectShape(op.body)) request.payload = {};
  return request;
}

type Expectation = 'refused-401' | 'refused-403' | 'any';
/**
 * The home community's permission matrix by role, read again before each walker's calls: a
 * walked operation (the admin's permission edit) changes it, for the walkers after the admin.
 */
let granted = new Map<string, string[]>();
async function readGranted() {
  const rows = await t.db
    .select({ role: communityRolePermissions.role, permission: communityRolePermissions.permission })
    .from(communityRolePermissions)
    .where(eq(communityRolePermissions.communityId, HOME));
  granted = new Map();
  for (const r of rows) granted.set(r.role, [...(granted.get(r.role) ?? []), r.permission]);
}

/** What the declared access says this caller must get, calling as a member of `community` or not. */
function expected(access: Access, w: Walker, community: string): Expectation {
  if (access.kind === 'public' || access.kind === 'client') return 'any';
  if (w.who === 'SIGNED_OUT') return 'refused-401';
  if (access.kind === 'signed-in') return 'any';
  if (!w.memberOf.includes(community)) return 'refused-403';
  if (community === SUSPENDED && !access.whileSuspended) return 'refused-403';
  if (w.who === 'OUTSIDER' || w.who === 'SUSPENDED') return 'any';
  return can(access, granted.get(w.who) ?? []) ? 'any' : 'refused-403';
}

const STACK_TRACE = /\n\s+at |node_modules|\.[jt]s:\d+:\d+/;
const tally = { calls: 0, refused: 0, leaks: 0, byWho: new Map<Who, number>() };

async function walk(
  op: RouteOperation,
  w: Walker,
  scenario: string,
  community: string,
  objects: CommunityData,
) {
  const request = requestFor(op, community, objects, tally.calls);
  const headers = () => ({
    ...w.headers(),
    'accept-language': 'th',
    ...(op.access.kind === 'client' ? { authorization: CLIENT_AUTH } : {}),
  });
  let res: LightMyRequestResponse = await t.app.inject({ ...request, headers: headers() });
  if (res.statusCode === 401 && w.who !== 'SIGNED_OUT' && res.json().code === 'SESSION_REVOKED') {
    await w.renew();
    res = await t.app.inject({ ...request, headers: headers() });
  }
  tally.calls++;
  tally.byWho.set(w.who, (tally.byWho.get(w.who) ?? 0) + 1);
  const what = `${w.who} ${scenario} ${op.method} ${op.path} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  expect(STACK_TRACE.test(res.body), what).toBe(false);
  const want = expected(op.access, w, community);
  if (want === 'refused-401') expect(res.statusCode, what).toBe(401);
  if (want === 'refused-403') expect(res.statusCode, what).toBe(403);
  if (res.statusCode >= 400) tally.refused++;
  // Echoing what the caller sent is not a leak; anything else of a community it is not in is.
  const sent = JSON.stringify(request);
  const leaked = markersOf.get(w.who)!.filter((m) => res.body.includes(m) && !sent.includes(m));
  if (leaked.length > 0) tally.leaks++;
  expect(leaked, `${what}: another community's data`).toEqual([]);
}

afterAll(async () => {
  const byWho = [...tally.byWho].map(([w, n]) => `${w} ${n}`).join(', ');
  console.log(
    `isolation: ${served.length} operations, ${walkers.length} callers (${byWho}), ${tally.calls} calls, ` +
      `${tally.refused} refused, ${tally.leaks} leaks`,
  );
  await t.close();
});

// Reads first and removals last, so a walk deletes as little as possible of what later ones read.
const ORDER = { GET: 0, POST: 1, PUT: 2, DELETE: 3 } as const;
const ordered = [...served].sort((a, b) => ORDER[a.method] - ORDER[b.method]);

describe('every served operation, as every caller, with its own and foreign IDs', () => {
  it.for(ordered.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async ([, op]) => {
    const foreign = data[FOREIGN]!;
    await readGranted();
    await writes.written();
    for (const w of walkers.filter((w) => w.memberOf.includes(HOME))) {
      if (op.method !== 'GET') await readGranted();
      await walk(op, w, 'own', HOME, data[HOME]!);
      await walk(op, w, 'foreign-ids', HOME, foreign);
      await walk(op, w, 'foreign-community', FOREIGN, foreign);
    }
    // Signed out, the answer is 401 before any ID is read, whichever community it names.
    await walk(op, walkers.find((w) => w.who === 'SIGNED_OUT')!, 'foreign-community', FOREIGN, foreign);
    const suspended = walkers.find((w) => w.who === 'SUSPENDED')!;
    await walk(op, suspended, 'own-suspended', SUSPENDED, data[SUSPENDED]!);
    await walk(op, suspended, 'foreign-community', HOME, data[HOME]!);
    expect(await writes.writtenIn(FOREIGN), 'a foreign community was written to').toEqual([]);
    // The foreign community's own admin, with the home community's IDs (it may write its own).
    const outsider = walkers.find((w) => w.who === 'OUTSIDER')!;
    await walk(op, outsider, 'foreign-community', HOME, data[HOME]!);
    await walk(op, outsider, 'foreign-ids', FOREIGN, data[HOME]!);
  });
});

describe('the live socket', () => {
  const open = async (w: Walker, community: string) => {
    const token = w.headers().authorization?.slice(7);
    try {
      const ws = await t.app.injectWS(`${LIVE_PATH}?communityID=${encodeURIComponent(community)}`, {
        headers: token ? { 'sec-websocket-protocol': `bearer, ${token}` } : {},
      });
      ws.terminate();
      return 'open';
    } catch (err) {
      return String((err as Error).message);
    }
  };

  it('opens for a member of the community only', async () => {
    for (const w of walkers) {
      for (const community of [HOME, FOREIGN, SUSPENDED]) {
        const result = await open(w, community);
        const member = w.memberOf.includes(community);
        expect(result, `${w.who} live in ${community}`).toBe(
          member ? 'open' : `Unexpected server response: ${w.who === 'SIGNED_OUT' ? 401 : 403}`,
        );
      }
    }
  });
});
