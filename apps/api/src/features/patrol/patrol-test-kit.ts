import { eq } from 'drizzle-orm';
import type { CommunityKit, Member } from '../../test/community-kit';
import type { TestApp } from '../../test/test-app';
import { patrolCheckpoints, patrolPlans, patrolRounds } from './tables';

const MINUTE = 60_000;

/** A community with staff, a guard and checkpoints, and rounds placed in real time around now. */
export async function patrolKit(api: TestApp, community: CommunityKit) {
  const staff = await community.member('PMC');
  const guard = await community.member('GUARD');
  const post = (who: Member, path: string, body: object, lang?: string) =>
    who.call('POST', path, {
      body: { communityID: community.id, ...body },
      ...(lang ? { headers: { 'accept-language': lang } } : {}),
    });
  const get = (who: Member, path: string, query: Record<string, string> = {}) =>
    who.call('GET', path, { query: { communityID: community.id, ...query } });

  async function checkpoint(name: string, position?: { latitude: number; longitude: number }) {
    const res = await post(staff, '/api/patrol/checkpoint/create', {
      name,
      place: `${name} place`,
      ...position,
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data as { checkpointID: string; code: string; name: string };
  }

  /** A plan stored directly (no rounds made), for rounds the test places itself. */
  async function plan(checkpointIds: string[], alertRoles: ('PMC' | 'ADMIN' | 'GUARD')[] = ['PMC']) {
    const [row] = await api.db
      .insert(patrolPlans)
      .values({
        communityId: community.id,
        name: 'Kit plan',
        checkpointIds,
        weekdays: [],
        schedule: { kind: 'TIMES', times: ['00:00'] },
        durationMinutes: 60,
        toleranceMinutes: 15,
        alertRoles,
        active: true,
      })
      .returning();
    return row!;
  }

  /** A round starting `startsInMin` from now (negative: already started), 60 min long, 15 min tolerance. */
  async function round(planId: string, checkpointIds: string[], startsInMin: number, day = '2026-01-01') {
    const startsAt = new Date(Date.now() + startsInMin * MINUTE);
    const endsAt = new Date(startsAt.getTime() + 60 * MINUTE);
    const [row] = await api.db
      .insert(patrolRounds)
      .values({
        communityId: community.id,
        planId,
        day,
        startsAt,
        endsAt,
        dueAt: new Date(endsAt.getTime() + 15 * MINUTE),
        checkpointIds,
      })
      .returning();
    return row!;
  }

  const roundNow = async (id: string) =>
    (await api.db.select().from(patrolRounds).where(eq(patrolRounds.id, id)))[0]!;
  const codeOf = async (id: string) =>
    (await api.db.select().from(patrolCheckpoints).where(eq(patrolCheckpoints.id, id)))[0]!.code;

  return { staff, guard, post, get, checkpoint, plan, round, roundNow, codeOf };
}
