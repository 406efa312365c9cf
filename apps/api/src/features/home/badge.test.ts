import type { FeatureBadge } from '@cc/contracts/home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setFeature } from '../../platform/tenancy/community-setup';
import { callerFor } from '../../test/as-user';
import { expectRefusal } from '../../test/refusal';
import { data, type HomeKit, openHomeKit, receiveParcel } from './home-test-kit';

const URL = '/api/badge/summary';
let k: HomeKit;
beforeAll(async () => {
  k = await openHomeKit();
  for (const n of [1, 2, 3]) await receiveParcel(k.pmc, k.a.id, k.unitA, `BADGE-A-${n}`);
  await receiveParcel(k.otherPmc, k.b.id, k.unitB, 'BADGE-B-1');
});
afterAll(() => k?.t.close());

const badges = async (who: HomeKit['pmc'], communityID: string) =>
  data<{ items: FeatureBadge[] }>(await who.call('GET', URL, { query: { communityID } })).items;

describe('badge summary', () => {
  it("counts the desk's waiting parcels of this community only, overdue as a share of them", async () => {
    const parcel = (await badges(k.pmc, k.a.id)).find((b) => b.key === 'parcel');
    expect(parcel).toMatchObject({ featureEnum: 'PARCEL', count: 3 });
    expect(parcel!.parts).toEqual([
      { name: 'waiting', count: 3, target: '/dashboard/parcel?tab=waiting' },
      { name: 'overdue', count: 0, target: '/dashboard/parceloverdue', partOf: 'waiting' },
    ]);
    const other = (await badges(k.otherPmc, k.b.id)).find((b) => b.key === 'parcel');
    expect(other?.count).toBe(1);
  });

  it('follows a parcel received at once', async () => {
    await receiveParcel(k.pmc, k.a.id, k.unitA, 'BADGE-A-4');
    expect((await badges(k.pmc, k.a.id)).find((b) => b.key === 'parcel')?.count).toBe(4);
  });

  it('counts only what the role may act on: a resident and the committee get no desk badge', async () => {
    for (const who of [k.resident, k.committee]) {
      expect((await badges(who, k.a.id)).find((b) => b.key === 'parcel')).toBeUndefined();
    }
  });

  it('leaves out a feature switched off in the community', async () => {
    await setFeature(k.t.db, k.b.id, 'PARCEL', false);
    expect((await badges(k.otherPmc, k.b.id)).find((b) => b.key === 'parcel')).toBeUndefined();
  });

  it("refuses another community's badges and a missing community", async () => {
    expectRefusal(await k.otherPmc.call('GET', URL, { query: { communityID: k.a.id } }), 403);
    expectRefusal(await k.pmc.call('GET', URL, { query: {} }), 400);
  });
});

describe('badges per role', () => {
  it("gives each role the features it acts on, and a resident's none of the office's", async () => {
    const keys = async (who: HomeKit['pmc']) => (await badges(who, k.a.id)).map((b) => b.key).sort();
    expect(await keys(k.pmc)).toEqual(
      [
        'agmmeeting',
        'announcement',
        'billing',
        'chat',
        'facilitybooking',
        'incident',
        'issuetracking',
        'parcel',
        'patrol',
        'repair',
        'suggestion',
        'vms',
      ].sort(),
    );
    // The committee approves posts, runs general meetings and is assigned tasks; it reads the rest.
    expect(await keys(k.committee)).toEqual(['agmmeeting', 'announcement', 'issuetracking']);
    // A resident acts on none of the office's work; only their own votes at a general meeting.
    expect(await keys(k.resident)).toEqual(['agmmeeting']);
    for (const b of await badges(k.pmc, k.a.id)) {
      expect(b.count).toBe(b.parts.filter((p) => !p.partOf).reduce((n, p) => n + p.count, 0));
    }
  });
});

describe('badges over the demo data', () => {
  it("count the demo office's waiting work in each feature that has some, and agree with the parcel card", async () => {
    const pmc = await callerFor(k.t, 'pmc@demo.test');
    const q = { communityID: 'riverside-condo' };
    const items = data<{ items: FeatureBadge[] }>(await pmc('GET', URL, { query: q })).items;
    const counted = Object.fromEntries(items.map((b) => [b.key, b.count]));
    for (const key of ['parcel', 'billing', 'repair', 'suggestion', 'chat', 'incident']) {
      expect(counted[key], key).toBeGreaterThan(0);
    }
    const card = data<{ waiting: number; overdue: number }>(
      await pmc('GET', '/api/parcel/summary', { query: q }),
    );
    const parcel = items.find((b) => b.key === 'parcel')!;
    expect(parcel.parts.map((p) => p.count)).toEqual([card.waiting, card.overdue]);
  });
});
