import type { HomeLayout } from '@cc/contracts/home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import { data, type HomeKit, openHomeKit } from './home-test-kit';

const URL = '/api/home/layout';
let k: HomeKit;
beforeAll(async () => {
  k = await openHomeKit();
});
afterAll(() => k?.t.close());

describe('home layout', () => {
  it('answers the sidebar order (nothing chosen) until a person arranges their cards', async () => {
    const got = data<HomeLayout>(await k.committee.call('GET', URL, { query: { communityID: k.a.id } }));
    expect(got).toEqual({ order: [], hidden: [] });
  });

  it('keeps each person their own order and hidden cards, per community', async () => {
    const mine = { order: ['parcel', 'repair', 'announcement'], hidden: ['phonebook'] };
    const put = await k.pmc.call('PUT', URL, { body: { communityID: k.a.id, ...mine } });
    expect(data<HomeLayout>(put)).toEqual(mine);
    expect(data<HomeLayout>(await k.pmc.call('GET', URL, { query: { communityID: k.a.id } }))).toEqual(mine);
    // Another person of the same community still has the default.
    expect(data<HomeLayout>(await k.admin.call('GET', URL, { query: { communityID: k.a.id } }))).toEqual({
      order: [],
      hidden: [],
    });
    const again = { order: ['repair'], hidden: [] };
    await k.pmc.call('PUT', URL, { body: { communityID: k.a.id, ...again } });
    expect(data<HomeLayout>(await k.pmc.call('GET', URL, { query: { communityID: k.a.id } }))).toEqual(again);
  });

  it('refuses cards that are no area, named twice, or too many, and keeps what was there', async () => {
    const before = data<HomeLayout>(await k.admin.call('GET', URL, { query: { communityID: k.a.id } }));
    for (const bad of [
      { order: ['nope'], hidden: [] },
      { order: ['parcel', 'parcel'], hidden: [] },
      { order: [], hidden: [''] },
      { order: 'parcel', hidden: [] },
      { order: Array(50).fill('parcel'), hidden: [] },
    ]) {
      expectRefusal(await k.admin.call('PUT', URL, { body: { communityID: k.a.id, ...bad } }), 400);
    }
    expect(data<HomeLayout>(await k.admin.call('GET', URL, { query: { communityID: k.a.id } }))).toEqual(
      before,
    );
  });

  it("never reads or writes another community's landing", async () => {
    expectRefusal(await k.otherPmc.call('GET', URL, { query: { communityID: k.a.id } }), 403);
    const put = await k.otherPmc.call('PUT', URL, {
      body: { communityID: k.a.id, order: ['parcel'], hidden: [] },
    });
    expectRefusal(put, 403);
    expectRefusal(await k.pmc.call('GET', URL, { query: { communityID: 'no-such-community' } }), 403);
    expectRefusal(await k.pmc.call('GET', URL, { query: {} }), 400);
  });

  it('is for signed-in members only', async () => {
    const res = await k.t.app.inject({ method: 'GET', url: `${URL}?communityID=${k.a.id}` });
    expect(res.statusCode).toBe(401);
  });
});
