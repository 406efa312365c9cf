import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { jobs } from '../../platform/jobs/tables';
import { buildingIdOf, unitIdOf } from '../../test/lookups';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import type { TestApp } from '../../test/test-app';
import {
  type Client,
  create,
  detail,
  hoursFromNow,
  newPost,
  openAnnouncements,
  RIVERSIDE,
  VILLAGE,
} from './announcement-test-kit';
import { audienceFigures } from './audience-queries';
import { announcements } from './tables';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  ({ t, c } = await openAnnouncements());
});
afterAll(() => t?.close());

const jobsFor = (kind: string, id: string) =>
  countRows(t.db, jobs, and(eq(jobs.kind, kind), sql`${jobs.payload}->>'announcementID' = ${id}`));

describe('POST /api/announcement/create', () => {
  it('keeps a draft with the defaults, and records who wrote it', async () => {
    const post = await create(c);
    expect(post).toMatchObject({
      state: 'DRAFT',
      bodyFormat: 'PLAIN',
      category: 'GENERAL',
      audience: { kind: 'ALL' },
      pinned: false,
      publishedAt: null,
      createdBy: { userID: 'pmc@demo.test' },
      stats: { views: 0, uniqueReaders: 0, thanks: 0, audienceSize: 0, reach: 0 },
    });
    expect(await countRows(t.db, auditLog, eq(auditLog.target, post.announcementID))).toBe(1);
    expect(await jobsFor('announcement.notify', post.announcementID)).toBe(0);
  });

  it('publishes at once, counting the audience and queueing its notification', async () => {
    const post = await create(c, { publishMode: 'NOW', category: 'MAINTENANCE' });
    const { residents } = await audienceFigures(t.db, RIVERSIDE, { kind: 'ALL' });
    expect(residents).toBeGreaterThan(2);
    expect(post).toMatchObject({ state: 'PUBLISHED', stats: { audienceSize: residents } });
    expect(Date.now() - Date.parse(post.publishedAt as string)).toBeLessThan(60_000);
    expect(await jobsFor('announcement.notify', post.announcementID)).toBe(1);
    expect(await jobsFor('announcement.mail', post.announcementID)).toBe(0);
  });

  it('schedules a post for later with a publish job at that time', async () => {
    const at = hoursFromNow(5);
    const post = await create(c, { publishMode: 'SCHEDULE', publishAt: at, expiresAt: hoursFromNow(48) });
    expect(post).toMatchObject({ state: 'SCHEDULED', publishAt: at, publishedAt: null });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(
        sql`${jobs.kind} = 'announcement.publish' and ${jobs.payload}->>'announcementID' = ${post.announcementID}`,
      );
    expect(job!.runAt.toISOString()).toBe(at);
  });

  it('keeps buildings, floors and units as the audience', async () => {
    const a = await buildingIdOf(t, RIVERSIDE, 'อาคาร A');
    const b = await buildingIdOf(t, RIVERSIDE, 'อาคาร B');
    const u = await unitIdOf(t, RIVERSIDE, 'A-0304');
    for (const audience of [
      { kind: 'BUILDINGS', buildingIDs: [a, b] },
      { kind: 'FLOORS', floors: [{ buildingID: b, floor: 8 }] },
      { kind: 'UNITS', unitIDs: [u] },
    ]) {
      const post = await create(c, { audience });
      expect(post.audience).toEqual(audience);
      expect((await detail(c, post.announcementID)).json().data.audience).toEqual(audience);
    }
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const villageLane = await buildingIdOf(t, VILLAGE, 'ซอย 1');
    const a = await buildingIdOf(t, RIVERSIDE, 'อาคาร A');
    const before = await countRows(t.db, announcements);
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ title: '' }, /title is required/],
      [{ title: 'x'.repeat(201) }, /at most 200/],
      [{ body: '   ' }, /body is required/],
      [{ category: 'GOSSIP' }, /category must be/],
      [{ audience: { kind: 'EVERYONE' } }, /audience.kind must be/],
      [{ audience: { kind: 'BUILDINGS', buildingIDs: [] } }, /at least one building/],
      [{ audience: { kind: 'UNITS', unitIDs: ['12'] } }, /unitID is not valid/],
      [{ audience: { kind: 'BUILDINGS', buildingIDs: [villageLane] } }, /not in this community/],
      [
        { audience: { kind: 'FLOORS', floors: [{ buildingID: a, floor: 9 }] } },
        /No units on อาคาร A floor 9/,
      ],
      [{ publishMode: 'SCHEDULE' }, /publishAt is required/],
      [{ publishMode: 'SCHEDULE', publishAt: 'next friday' }, /publishAt must be a date and time/],
      [
        { publishMode: 'SCHEDULE', publishAt: hoursFromNow(5), expiresAt: hoursFromNow(4) },
        /expiresAt must be after/,
      ],
      [{ publishMode: 'NOW', expiresAt: hoursFromNow(-1) }, /expiresAt has already passed/],
      [{ coverFileID: crypto.randomUUID() }, /not uploaded to this community/],
      [{ bodyFormat: 'HTML', body: '<script>alert(1)</script>' }, /nothing left to show/],
      [{ pinned: 'yes' }, /pinned must be true or false/],
    ];
    for (const [overrides, message] of cases) {
      const res = await c.post('pmc', '/api/announcement/create', newPost(overrides));
      expectRefusal(res, 400, undefined, message);
    }
    expect(await countRows(t.db, announcements)).toBe(before);
  });
});

describe('PUT /api/announcement/update', () => {
  it('edits only the fields sent', async () => {
    const post = await create(c, { title: 'Old title', category: 'EVENT' });
    const res = await c.put('pmc', '/api/announcement/update', {
      communityID: RIVERSIDE,
      announcementID: post.announcementID,
      title: 'New title',
      pinned: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'New title',
      category: 'EVENT',
      pinned: true,
      state: 'DRAFT',
    });
  });

  it('publishes a draft with publishMode NOW, and never notifies a published post twice', async () => {
    const post = await create(c);
    const put = (body: object) =>
      c.put('pmc', '/api/announcement/update', {
        communityID: RIVERSIDE,
        announcementID: post.announcementID,
        ...body,
      });
    expect((await put({ publishMode: 'NOW' })).json().data.state).toBe('PUBLISHED');
    expect((await put({ title: 'Corrected' })).json().data).toMatchObject({
      title: 'Corrected',
      state: 'PUBLISHED',
    });
    expect((await put({ publishMode: 'NOW' })).json().data.state).toBe('PUBLISHED');
    expect(await jobsFor('announcement.notify', post.announcementID)).toBe(1);
    expectRefusal(await put({ expiresAt: hoursFromNow(-2) }), 400, 'EXPIRY_PASSED');
  });

  it('answers 404 for an unknown post or another community’s', async () => {
    const post = await create(c);
    const unknown = await c.put('pmc', '/api/announcement/update', {
      communityID: RIVERSIDE,
      announcementID: crypto.randomUUID(),
      title: 'x',
    });
    expectRefusal(unknown, 404, 'ANNOUNCEMENT_NOT_FOUND');
    const elsewhere = await c.put('pmc', '/api/announcement/update', {
      communityID: VILLAGE,
      announcementID: post.announcementID,
      title: 'x',
    });
    expectRefusal(elsewhere, 404, 'ANNOUNCEMENT_NOT_FOUND');
  });
});
