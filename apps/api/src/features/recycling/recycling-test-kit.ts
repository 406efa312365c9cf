import type { CommunityKit, Member } from '../../test/community-kit';
import type { TestApp } from '../../test/test-app';

/**
 * The time a test of this area may take: the first test of a file also waits for the file's app
 * (a migrated PGlite), which alone takes most of vitest's 30 s on a machine busy with other runs.
 */
export const SLOW_START = 90_000;

export const P = (op: string) => `/api/recycling/${op}`;

/**
 * A community's waste bank for a test: office staff, a resident living in A-0101, a second unit,
 * and helpers that call the API in the community (and fail loudly when a set-up call fails).
 */
export async function recyclingKit(_api: TestApp, community: CommunityKit) {
  const staff = await community.member('PMC');
  const homeId = await community.unit('A-0101');
  const otherUnitId = await community.unit('B-0202');
  const resident = await community.member('RESIDENT', { home: { unitId: homeId } });
  const post = (who: Member, op: string, body: object, lang?: string) =>
    who.call('POST', P(op), {
      body: { communityID: community.id, ...body },
      ...(lang ? { headers: { 'accept-language': lang } } : {}),
    });
  const get = (who: Member, op: string, query: Record<string, string | number> = {}, lang?: string) =>
    who.call('GET', P(op), {
      query: {
        communityID: community.id,
        ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      },
      ...(lang ? { headers: { 'accept-language': lang } } : {}),
    });
  const ok = async <T = Record<string, unknown>>(
    res: Promise<{ statusCode: number; body: string; json: () => unknown }>,
  ) => {
    const r = await res;
    if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
    return (r.json() as { data: T }).data;
  };
  async function kind(name: string, satangPerKg: number, pointsPerKg: number) {
    return ok<{ kindID: string }>(post(staff, 'kind/create', { name, satangPerKg, pointsPerKg }));
  }
  async function weighIn(unitID: string, kindID: string, grams: number, more: { day?: string } = {}) {
    return ok<{ recordID: string; satang: number; points: number; day: string }>(
      post(staff, 'record/create', { unitID, kindID, grams, ...more }),
    );
  }
  return { staff, resident, homeId, otherUnitId, post, get, ok, kind, weighIn };
}
