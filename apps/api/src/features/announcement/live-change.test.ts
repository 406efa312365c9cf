import type { LiveEvent } from '@cc/contracts/notification-live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive, type LiveClient, listen, liveUrl } from '../../test/live-client';
import type { TestApp } from '../../test/test-app';
import {
  type Client,
  create,
  openAnnouncements,
  RIVERSIDE,
  VILLAGE,
  type Who,
} from './announcement-test-kit';

let t: TestApp;
let c: Client;
let base: string;
beforeAll(async () => {
  ({ t, c } = await openAnnouncements());
  base = await listen(t.app);
});
afterAll(() => t?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const socketOf = async (who: Who, community = RIVERSIDE) =>
  (await connectLive(liveUrl(base, community), c.tokens[who])).client;
const changes = (client: LiveClient) => client.pending.filter((e: LiveEvent) => e.type === 'changed');

describe('a scheduled post going live', () => {
  it("reaches the managers' open consoles as a change event, and nobody else's", async () => {
    const pmc = await socketOf('pmc');
    const committee = await socketOf('committee');
    const resident = await socketOf('resident');
    const guard = await socketOf('guard');
    const pmcElsewhere = await socketOf('pmc', VILLAGE);
    const post = await create(c, {
      title: 'Goes live by itself',
      publishMode: 'SCHEDULE',
      publishAt: new Date(Date.now() + 600).toISOString(),
    });
    expect(post.state).toBe('SCHEDULED');
    await sleep(700);
    await t.app.services.jobs.runDue();

    const expected = { type: 'changed', featureEnum: 'ANNOUNCEMENT', ids: [post.announcementID] };
    expect(await pmc.next()).toEqual(expected);
    // The committee publishes (approve) without writing: it sees the manage page too.
    expect(await committee.next()).toEqual(expected);
    await sleep(100); // anything sent to the others has arrived by now
    expect(changes(resident)).toEqual([]);
    expect(changes(guard)).toEqual([]);
    expect(changes(pmcElsewhere)).toEqual([]);
    for (const s of [pmc, committee, resident, guard, pmcElsewhere]) await s.close();
  });

  it('is told once, however often the job runs', async () => {
    const pmc = await socketOf('pmc');
    const post = await create(c, {
      publishMode: 'SCHEDULE',
      publishAt: new Date(Date.now() + 300).toISOString(),
    });
    await sleep(400);
    await t.app.services.jobs.runDue();
    await t.app.services.jobs.schedule('announcement.publish', {
      announcementID: post.announcementID,
      communityID: RIVERSIDE,
    });
    await t.app.services.jobs.runDue();
    await sleep(100);
    expect(changes(pmc)).toHaveLength(1);
    await pmc.close();
  });
});
