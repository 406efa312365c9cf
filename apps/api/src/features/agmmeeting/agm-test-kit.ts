import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../platform/auth/tables';
import { communityScope } from '../../platform/db/community-scope';
import { unitMembers, units } from '../../platform/residence/tables';
import { memberships } from '../../platform/tenancy/tables';
import type { CommunityKit, Member } from '../../test/community-kit';
import type { TestApp } from '../../test/test-app';
import { storeMeetingFigures } from './roll-queries';
import { agmAttendance, agmMeetings } from './tables';

const DAY = 86_400_000;

/**
 * A community's units with owners and ratios, a staff member, and helpers that run a meeting to
 * the state a test needs. Owners are rows (no sign-in) unless a test asks for a signed-in one;
 * the notice is marked sent in the database (its own test sends it), so tests stay small.
 */
export async function agmKit(api: TestApp, community: CommunityKit, opts: { ratios?: string[] } = {}) {
  const staff = await community.member('PMC');
  const ratios = opts.ratios ?? ['0.250000', '0.250000', '0.200000', '0.150000', '0.100000', '0.050000'];
  const unitRows = await api.db
    .insert(units)
    .values(
      ratios.map((r, i) => ({
        communityId: community.id,
        unitNo: `A-${String(i + 1).padStart(4, '0')}`,
        ownershipRatio: r,
      })),
    )
    .returning({ id: units.id, unitNo: units.unitNo });
  const ownerRows = await api.db
    .insert(users)
    .values(
      unitRows.map((u) => ({ email: `owner-${u.id}@kit.test`, firstname: 'Owner', lastname: u.unitNo })),
    )
    .returning({ id: users.id });
  await api.db.insert(unitMembers).values(
    unitRows.map((u, i) => ({
      unitId: u.id,
      userId: ownerRows[i]!.id,
      communityId: community.id,
      unitRole: 'OWNER' as const,
    })),
  );
  await api.db
    .insert(memberships)
    .values(ownerRows.map((o) => ({ communityId: community.id, userId: o.id, role: 'RESIDENT' as const })));
  const unitIds = unitRows.map((u) => u.id);

  const post = (who: Member, path: string, body: object) =>
    who.call('POST', `/api/agm/${path}`, { body: { communityID: community.id, ...body } });
  const get = (who: Member, path: string, query: Record<string, string | undefined>) =>
    who.call('GET', `/api/agm/${path}`, { query: { communityID: community.id, ...query } });
  const ok = async (p: Promise<{ statusCode: number; body: string; json: () => { data: never } }>) => {
    const res = await p;
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Record<string, never> & { meetingID: string; itemID: string };
  };

  return {
    staff,
    unitIds,
    ownerIds: ownerRows.map((o) => o.id),
    post,
    get,
    ok,
    /** A draft meeting ten days ahead. */
    async meeting(over: object = {}) {
      const startsAt = new Date(Date.now() + 10 * DAY).toISOString();
      return ok(
        post(staff, 'meeting/create', {
          kind: 'ANNUAL',
          title: 'AGM 2569',
          startsAt,
          place: 'Lobby',
          ...over,
        }),
      );
    },
    async item(meetingID: string, over: object = {}) {
      return ok(
        post(staff, 'agenda/create', {
          meetingID,
          kind: 'RESOLUTION',
          title: 'Budget',
          ruleCode: 'ORDINARY',
          ...over,
        }),
      );
    },
    /** Roll taken and notice marked sent. */
    async noticed(meetingID: string) {
      await ok(post(staff, 'roll/snapshot', { meetingID }));
      await api.db
        .update(agmMeetings)
        .set({ state: 'NOTICE_SENT', noticeSentAt: new Date() })
        .where(eq(agmMeetings.id, meetingID));
    },
    async checkIn(meetingID: string, unitIDs: string[]) {
      for (const unitID of unitIDs)
        await ok(post(staff, 'attendance/checkin', { meetingID, unitID, mode: 'IN_PERSON' }));
    },
    /** Units present, written directly (check-in has its own tests). */
    async present(meetingID: string, unitIDs: string[]) {
      if (unitIDs.length === 0) return;
      await api.db.insert(agmAttendance).values(
        unitIDs.map((unitId) => ({
          communityId: community.id,
          meetingId: meetingID,
          unitId,
          mode: 'IN_PERSON' as const,
          attendeeName: 'Owner',
          attendeeUserId: ownerRows[unitIds.indexOf(unitId)]?.id ?? null,
          recordedBy: 'kit',
        })),
      );
      await storeMeetingFigures(api.db, communityScope(api.db, community.id), meetingID);
    },
    /** A meeting in session with items, the given units present, and the first item open. */
    async session(present: string[], items: object[] = [{}]) {
      const m = await this.meeting();
      const made = [];
      for (const i of items) made.push(await this.item(m.meetingID, i));
      await this.noticed(m.meetingID);
      await this.present(m.meetingID, present);
      await ok(post(staff, 'meeting/open', { meetingID: m.meetingID }));
      return { meetingID: m.meetingID, itemIDs: made.map((i) => i.itemID) };
    },
    /** A signed-in owner of the unit (a new member with it as home). */
    async owner(unitId: string): Promise<Member> {
      return community.member('RESIDENT', { home: { unitId, unitRole: 'OWNER' } });
    },
  };
}
