import type { Audience } from '@cc/contracts/announcement';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type DatabaseHandle, openDatabase } from '../../platform/db/client';
import { jobs } from '../../platform/jobs/tables';
import { notificationRecipients } from '../../platform/notify/tables';
import { buildingIdOf } from '../../test/lookups';
import { countRows } from '../../test/rows';
import { bearer, type TestApp } from '../../test/test-app';
import {
  type Client,
  create,
  detail,
  newPost,
  openAnnouncements,
  RIVERSIDE,
  recordNotify,
} from './announcement-test-kit';
import { audienceFigures } from './audience-queries';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  ({ t, c } = await openAnnouncements());
});
afterAll(() => t?.close());

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const state = async (id: string) => (await detail(c, id)).json().data.state as string;
async function waitFor(check: () => Promise<boolean>, ms = 15_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error('timed out');
}
const jobsOf = (kind: string, id: string) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`${jobs.payload}->>'announcementID' = ${id}`));

describe('publishing', () => {
  it('publishes a post scheduled in the past at once', async () => {
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const post = await create(c, { publishMode: 'SCHEDULE', publishAt: past });
    expect(post).toMatchObject({ state: 'PUBLISHED', publishAt: past });
    expect(Date.now() - Date.parse(post.publishedAt as string)).toBeLessThan(60_000);
    expect(await jobsOf('announcement.publish', post.announcementID)).toHaveLength(0);
    expect(await jobsOf('announcement.notify', post.announcementID)).toHaveLength(1);
  });

  it("notifies the residents of the audience's units, once, with an inbox row each", async () => {
    const calls = recordNotify(t.app);
    const a = await buildingIdOf(t, RIVERSIDE, 'อาคาร A');
    const audience: Audience = { kind: 'BUILDINGS', buildingIDs: [a] };
    const post = await create(c, { title: 'ลิฟต์ A หยุดซ่อม', audience, publishMode: 'NOW' });
    await t.app.services.jobs.runDue();
    await t.app.services.jobs.runDue();
    const mine = calls.filter((x) => x.args[2].title === 'ลิฟต์ A หยุดซ่อม');
    expect(mine).toHaveLength(1);
    const [communityId, to, message] = mine[0]!.args;
    expect(communityId).toBe(RIVERSIDE);
    expect(to.kind).toBe('unitResidents');
    expect(to.kind === 'unitResidents' && to.unitIds).toHaveLength(48);
    expect(message).toMatchObject({ featureEnum: 'ANNOUNCEMENT', body: 'งดจ่ายน้ำวันเสาร์ 09:00-16:00' });
    const { residents } = await audienceFigures(t.db, RIVERSIDE, audience);
    expect(mine[0]!.result.recipients).toBe(residents);
    const inbox = eq(notificationRecipients.notificationId, mine[0]!.result.notificationID!);
    expect(await countRows(t.db, notificationRecipients, inbox)).toBe(residents);
    expect((await jobsOf('announcement.notify', post.announcementID))[0]!.status).toBe('DONE');
  });

  it('e-mails an urgent post to its residents, and a retry mails only those it missed', async () => {
    t.mail.length = 0;
    const real = t.app.services.mailer;
    let refused = false;
    // The first attempt to reach the resident fails, as an SMTP server might.
    t.app.services.mailer = {
      send: async (m) => {
        if (m.to === 'resident@demo.test' && !refused) {
          refused = true;
          throw new Error('421 try later');
        }
        return real.send(m);
      },
    };
    try {
      const post = await create(c, { title: 'น้ำท่วมลานจอดรถ', category: 'URGENT', publishMode: 'NOW' });
      await t.app.services.jobs.runDue();
      const [job] = await jobsOf('announcement.mail', post.announcementID);
      expect(job).toMatchObject({ status: 'PENDING', lastError: expect.stringContaining('1 urgent') });
      const first = t.mail.map((m) => m.to);
      expect(first).not.toContain('resident@demo.test');
      await t.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.id, job!.id));
      await t.app.services.jobs.runDue();
      const all = t.mail.map((m) => m.to);
      expect(all.filter((to) => to === 'resident@demo.test')).toHaveLength(1);
      expect(new Set(all).size).toBe(all.length);
      const { residents } = await audienceFigures(t.db, RIVERSIDE, { kind: 'ALL' });
      expect(all).toHaveLength(residents);
      expect(t.mail[0]!.subject).toContain('น้ำท่วมลานจอดรถ');
      expect((await jobsOf('announcement.mail', post.announcementID))[0]!.status).toBe('DONE');
    } finally {
      t.app.services.mailer = real;
    }
  });

  it('does not tell anyone about a post taken down before its notification went out', async () => {
    const calls = recordNotify(t.app);
    const post = await create(c, { title: 'Taken down', publishMode: 'NOW' });
    await c.post('pmc', '/api/announcement/unpublish', {
      communityID: RIVERSIDE,
      announcementID: post.announcementID,
    });
    await t.app.services.jobs.runDue();
    expect(calls.filter((x) => x.args[2].title === 'Taken down')).toHaveLength(0);
  });
});

describe('scheduled posts', () => {
  it('publishes a future post when its time comes, even after a restart of the app', async () => {
    // Scheduled through one instance, which then stops before the time comes...
    const first = await buildApp({ config: t.config, db: t.db, logger: false });
    const res = await first.inject({
      method: 'POST',
      url: '/api/announcement/create',
      headers: bearer(c.tokens.pmc),
      payload: newPost({ title: 'Restart-proof', publishMode: 'SCHEDULE', publishAt: inSeconds(1) }),
    });
    expect(res.json().data.state).toBe('SCHEDULED');
    const id = res.json().data.announcementID as string;
    await first.close();
    expect(await state(id)).toBe('SCHEDULED');
    // ...and the next instance publishes it on time.
    t.app.services.jobs.start({ intervalMs: 100 });
    try {
      await waitFor(async () => (await state(id)) === 'PUBLISHED');
    } finally {
      await t.app.services.jobs.stop();
    }
    const feed = await c.get('resident', '/api/announcement/resident/list', {
      communityID: RIVERSIDE,
      q: 'Restart-proof',
    });
    expect(feed.json().items).toHaveLength(1);
  });

  it('leaves a post alone when it was moved later or taken back to drafts', async () => {
    const moved = await create(c, { publishMode: 'SCHEDULE', publishAt: inSeconds(0.5) });
    await c.put('pmc', '/api/announcement/update', {
      communityID: RIVERSIDE,
      announcementID: moved.announcementID,
      publishAt: inSeconds(3600),
    });
    const withdrawn = await create(c, { publishMode: 'SCHEDULE', publishAt: inSeconds(0.5) });
    await c.post('pmc', '/api/announcement/unpublish', {
      communityID: RIVERSIDE,
      announcementID: withdrawn.announcementID,
    });
    await sleep(700);
    await t.app.services.jobs.runDue();
    expect(await state(moved.announcementID)).toBe('SCHEDULED');
    expect(await state(withdrawn.announcementID)).toBe('DRAFT');
    expect(await jobsOf('announcement.publish', moved.announcementID)).toHaveLength(2);
  });

  it('publishes each post exactly once with two instances polling the same database', async () => {
    // PostgreSQL: a second instance with its own connection pool. PGlite belongs to one
    // process, so there the one instance polls alone.
    let second: { app: FastifyInstance; db: DatabaseHandle } | undefined;
    if (t.databaseUrl) {
      const db = await openDatabase({ url: t.databaseUrl });
      second = { db, app: await buildApp({ config: t.config, db: db.db, logger: false }) };
    }
    const instances = [t.app, ...(second ? [second.app] : [])];
    const calls = instances.map((app) => recordNotify(app as TestApp['app']));
    const titles = Array.from({ length: 6 }, (_, i) => `Twin instance ${i}`);
    const posts = [];
    for (const title of titles)
      posts.push(await create(c, { title, publishMode: 'SCHEDULE', publishAt: inSeconds(1) }));
    for (const app of instances) app.services.jobs.start({ intervalMs: 20 });
    try {
      for (const p of posts) await waitFor(async () => (await state(p.announcementID)) === 'PUBLISHED');
      await waitFor(
        async () => calls.flat().filter((x) => titles.includes(x.args[2].title)).length >= titles.length,
      );
      await sleep(300); // a duplicate, if there were one, would land now
    } finally {
      for (const app of instances) await app.services.jobs.stop();
    }
    const notified = calls
      .flat()
      .map((x) => x.args[2].title)
      .filter((title) => titles.includes(title));
    expect(notified.sort()).toEqual([...titles].sort());
    for (const p of posts) {
      const [publish] = await jobsOf('announcement.publish', p.announcementID);
      expect(publish).toMatchObject({ status: 'DONE', attempts: 1 });
      expect(await jobsOf('announcement.notify', p.announcementID)).toHaveLength(1);
    }
    if (second) {
      await second.app.close();
      await second.db.close();
    }
  });
});
