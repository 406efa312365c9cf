import { groupNameKey } from '@cc/contracts/issuetracking';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { SeedPart } from '../../platform/feature/define-feature';
import { ownerSegment } from '../../platform/files/file-keys';
import { buildings, units } from '../../platform/residence/tables';
import { communities, memberships } from '../../platform/tenancy/tables';
import { DEMO_GROUPS } from './demo-plan';
import { DemoRows, demoTask } from './demo-rows';
import * as T from './tables';

/** The demo's office: the active condo where this PMC works. */
const DEMO_STAFF = 'pmc@demo.test';

async function demoOffices(tx: Executor) {
  return tx
    .select({ id: communities.id })
    .from(communities)
    .innerJoin(memberships, eq(memberships.communityId, communities.id))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(users.email, DEMO_STAFF),
        eq(memberships.role, 'PMC'),
        eq(communities.type, 'CONDO'),
        eq(communities.usageStatus, 'ACTIVE'),
      ),
    );
}

/** Staff (PMC, ADMIN) and committee of the community, the demo PMC first. */
async function officePeople(tx: Executor, communityId: string) {
  const rows = await tx
    .select({ id: users.id, email: users.email, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(eq(memberships.communityId, communityId), inArray(memberships.role, ['PMC', 'ADMIN', 'COMMITTEE'])),
    )
    .orderBy(asc(users.email));
  const pmc = rows.find((r) => r.email === DEMO_STAFF)!.id;
  const staff = [pmc, ...rows.filter((r) => r.role !== 'COMMITTEE' && r.id !== pmc).map((r) => r.id)];
  const committee = rows.filter((r) => r.role === 'COMMITTEE').map((r) => r.id);
  return { pmc, staff, committee, everyone: [...staff, ...committee] };
}

const unitsOf = (tx: Executor, communityId: string, buildingName: string) =>
  tx
    .select({ id: units.id, buildingId: units.buildingId })
    .from(units)
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .where(and(eq(units.communityId, communityId), eq(buildings.name, buildingName)))
    .orderBy(asc(units.unitNo));

/**
 * Issue tracking at the demo condo: five groups (one private to the committee, one of
 * building B's handover defects) and 60 tasks in every stage, some overdue, closed (by whom,
 * with a note) and recalled, with assignees, watchers, comments (some with a photo), reactions,
 * the PMC's reads and their activity; the counter at the last number. Villages get none (the
 * area is off there). Each figure follows from the task's number and today's Bangkok date.
 */
export const seedDemoIssuetracking: SeedPart = async (tx) => {
  for (const office of await demoOffices(tx)) await seedOffice(tx, office.id);
};

async function seedOffice(tx: Executor, communityId: string) {
  const now = Date.now();
  const p = await officePeople(tx, communityId);
  // The community's picture stands in for a site photo: seeds are given no file storage.
  const photoKey = `public/${ownerSegment({ communityId })}/communities/logo.svg`;
  const out = new DemoRows();
  const groups = DEMO_GROUPS.map((g, position) => ({ ...g, id: crypto.randomUUID(), position }));
  await tx.insert(T.issueGroups).values(
    groups.map((g) => ({
      id: g.id,
      communityId,
      name: g.name,
      nameKey: groupNameKey(g.name),
      color: g.color,
      position: g.position,
      isPrivate: g.committee ?? false,
      createdBy: p.pmc,
      createdAt: new Date(now - 150 * 86_400_000),
    })),
  );
  const committeeGroup = groups.find((g) => g.committee);
  if (committeeGroup && p.committee.length)
    await tx
      .insert(T.issueGroupMembers)
      .values(
        p.committee.map((userId) => ({ communityId, groupId: committeeGroup.id, userId, addedBy: p.pmc })),
      );
  let no = 0;
  for (const g of groups) {
    const places = g.building ? await unitsOf(tx, communityId, g.building) : [];
    for (const [k, title] of g.titles.entries()) {
      no++;
      demoTask(out, {
        communityId,
        groupId: g.id,
        no,
        position: k + 1,
        title,
        maker: g.committee ? p.pmc : p.staff[no % p.staff.length]!,
        people: g.committee ? [...p.committee, p.pmc] : p.everyone,
        pmc: p.pmc,
        place: places.length ? places[(k * 7) % places.length] : undefined,
        labels: g.building ? ['ตรวจรับห้อง'] : no % 5 === 0 ? ['ด่วน'] : [],
        photoKey,
        now,
      });
    }
  }
  await tx.insert(T.issueTasks).values(out.tasks);
  await tx.insert(T.issueTaskAssignees).values(out.assignees);
  await tx.insert(T.issueTaskWatchers).values(out.watchers);
  await tx.insert(T.issueComments).values(out.comments);
  await tx.insert(T.issueAttachments).values(out.attachments);
  await tx.insert(T.issueReactions).values(out.reactions);
  await tx.insert(T.issueTaskReads).values(out.reads);
  await tx.insert(T.issueTaskEvents).values(out.events);
  await tx.insert(T.issueCounters).values({ communityId, lastNo: no });
}
