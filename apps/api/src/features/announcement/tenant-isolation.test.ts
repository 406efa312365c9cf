import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/auth/tables';
import { unitMembers } from '../../platform/residence/tables';
import { expectRefusal } from '../../test/refusal';
import type { TestApp } from '../../test/test-app';
import { type Client, create, ids, openAnnouncements, RIVERSIDE, VILLAGE } from './announcement-test-kit';
import { audienceFigures } from './audience-queries';
import { announcements } from './tables';

// The queries files beside the routes (report-queries, post-queries, post-page-queries) across two
// communities: the PMC works in both, so only the community named decides what it reaches.
// The urgent mail (audience-queries) reaches the community's residents only.
// roles.test.ts holds the post list, detail, edit, pin, delete and the residents' side the same way.
let t: TestApp;
let c: Client;
let live: string;
let draft: string;
const since = new Date(Date.now() - 60_000).toISOString();
beforeAll(async () => {
  ({ t, c } = await openAnnouncements());
  live = (await create(c, { title: 'Riverside live', publishMode: 'NOW' })).announcementID;
  draft = (await create(c, { title: 'Riverside draft' })).announcementID;
  await c.get('resident', '/api/announcement/resident/detail', {
    communityID: RIVERSIDE,
    announcementID: live,
  });
});
afterAll(() => t?.close());

const inVillage = (path: string, query: Record<string, string> = {}) =>
  c.get('pmc', path, { communityID: VILLAGE, ...query });

describe("a post of one community, asked for through another's", () => {
  it('is in none of the reports, the history or the summary', async () => {
    const top = (await inVillage('/api/report/announcement/top-view-thank', { from: since })).json().data;
    const named = [...top.topViews, ...top.topThanks].map(
      (p: { announcementID: string }) => p.announcementID,
    );
    expect(named).not.toContain(live);
    expect(top.totals.views).toBe(0);
    expect(ids(await inVillage('/api/report/announcement/history', { from: since }))).not.toContain(live);
    const summary = (await inVillage('/api/announcement/summary')).json().data;
    expect(summary.latest.map((p: { announcementID: string }) => p.announcementID)).not.toContain(live);
    // The same calls in its own community do show it, so the above is not an empty answer by accident.
    const ours = await c.get('pmc', '/api/report/announcement/history', {
      communityID: RIVERSIDE,
      from: since,
    });
    expect(ids(ours)).toContain(live);
  });

  it('cannot be published, and stays a draft', async () => {
    expectRefusal(
      await c.post('pmc', '/api/announcement/publish', { communityID: VILLAGE, announcementID: draft }),
      404,
    );
    const [row] = await t.db.select().from(announcements).where(eq(announcements.id, draft));
    expect(row).toMatchObject({ status: 'DRAFT', publishedAt: null });
  });

  it('is mailed, when urgent, to the residents of its own community only', async () => {
    t.mail.length = 0;
    await create(c, {
      communityID: VILLAGE,
      title: 'Village urgent',
      category: 'URGENT',
      publishMode: 'NOW',
    });
    await t.app.services.jobs.runDue();
    const mailed = t.mail.filter((m) => m.subject.includes('Village urgent')).map((m) => m.to);
    const villagers = await t.db
      .selectDistinct({ email: users.email })
      .from(unitMembers)
      .innerJoin(users, eq(users.id, unitMembers.userId))
      .where(eq(unitMembers.communityId, VILLAGE));
    const allowed = new Set(villagers.map((v) => v.email));
    expect(mailed.length).toBeGreaterThan(0);
    for (const to of mailed) expect(allowed.has(to), to).toBe(true);
    expect(mailed).toHaveLength((await audienceFigures(t.db, VILLAGE, { kind: 'ALL' })).residents);
  });
});
