import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { API, regulationKit, TODAY } from './regulation-test-kit';

describe('regulation access and tenancy', () => {
  apiTest('each role does what its permissions allow', async ({ api, community }) => {
    const k = await regulationKit(api, community);
    const { versionID } = await k.published();
    const [resident] = k.residents;
    const guard = await community.member('GUARD');
    for (const op of ['list', 'summary', 'history-report']) {
      expect((await k.get(k.committee, op)).statusCode).toBe(200);
      expectRefusal(await k.get(resident!, op), 403);
      expectRefusal(await k.get(guard, op), 403);
    }
    expectRefusal(await k.get(resident!, 'report', { versionID }), 403);
    expectRefusal(
      await k.post(k.committee, 'create', {
        category: 'NOTICE',
        title: 'x',
        bodyHtml: '<p>x</p>',
        effectiveDate: TODAY,
      }),
      403,
    );
    expectRefusal(await k.post(resident!, 'archive', { documentID: crypto.randomUUID(), reason: 'x' }), 403);
    expectRefusal(await k.get(guard, 'resident/list'), 403);
    const signedOut = await api.app.inject({
      method: 'GET',
      url: `${API}/list`,
      query: { communityID: community.id },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  apiTest("another community's documents read as none and cannot be changed", async ({ api, community }) => {
    const other = await newCommunity(api, { name: 'Other' });
    const theirs = await regulationKit(api, other);
    const { documentID, versionID } = await theirs.published({ title: 'Theirs' });
    const k = await regulationKit(api, community);
    await k.published({ title: 'Mine' });

    const list = (await k.get(k.staff, 'list')).json().items.map((d: { title: string }) => d.title);
    expect(list).toEqual(['Mine']);
    expectRefusal(await k.get(k.staff, 'detail', { documentID }), 404, 'REGULATION_DOCUMENT_NOT_FOUND');
    expectRefusal(await k.get(k.staff, 'report', { versionID }), 404, 'REGULATION_VERSION_NOT_FOUND');
    expectRefusal(await k.get(k.staff, 'report/excel', { versionID }), 404);
    expectRefusal(await k.post(k.staff, 'archive', { documentID, reason: 'x' }), 404);
    expectRefusal(await k.post(k.staff, 'remind', { versionID }), 404);
    expectRefusal(
      await k.post(k.staff, 'version/create', { documentID, bodyHtml: '<p>x</p>', effectiveDate: TODAY }),
      404,
    );
    expectRefusal(await k.post(k.residents[0]!, 'acknowledge', { versionID }), 404);
    // A member of this community naming the other community is not a member there.
    expectRefusal(await k.staff.call('GET', `${API}/list`, { query: { communityID: other.id } }), 403);
    const still = (await theirs.get(theirs.staff, 'detail', { documentID })).json().data;
    expect(still).toMatchObject({ status: 'PUBLISHED', figures: { read: 0, acknowledged: 0 } });
  });
});
