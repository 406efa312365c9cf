import { expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';

// The access lists (acl-queries.ts) across two communities: a caller of A sees A's people and A
// only, whatever they ask for.
apiTest('an access list answers only the caller’s own community', async ({ api, community }) => {
  const other = await newCommunity(api, { name: 'Other Community' });
  const admin = await community.member('ADMIN');
  const ours = await community.member('RESIDENT');
  const theirs = await other.member('RESIDENT');
  const theirAdmin = await other.member('ADMIN');

  const people = async (communityID: string) =>
    (await admin.call('GET', '/api/acl/user/list', { query: { communityID, q: 'kit.test' } })).json();
  const seen = (await people(community.id)).items.map((i: { userID: string }) => i.userID);
  expect(seen).toContain(ours.email);
  expect(seen).not.toContain(theirs.email);
  expect(seen).not.toContain(theirAdmin.email);
  // Asking for B's list as A's admin is refused, not answered with B's people.
  expect((await people(other.id)).isSuccess).not.toBe(true);

  const administered = async (m: typeof admin) =>
    (await m.call('GET', '/api/acl/community/list'))
      .json()
      .items.map((c: { communityID: string }) => c.communityID);
  expect(await administered(admin)).toEqual([community.id]);
  expect(await administered(theirAdmin)).toEqual([other.id]);
  expect(await administered(ours)).toEqual([]);
});
