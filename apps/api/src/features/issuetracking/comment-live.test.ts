import type { LiveEvent } from '@cc/contracts/notification-live';
import { describe, expect } from 'vitest';
import { apiTest as test } from '../../test/api-test';
import { KIT_PASSWORD, type Member } from '../../test/community-kit';
import { connectLive, type LiveClient, liveUrl } from '../../test/live-client';
import { signIn } from '../../test/test-app';
import { comment, makeGroup, makeTask, ok } from './issue-test-kit';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const changes = (client: LiveClient) => client.pending.filter((e: LiveEvent) => e.type === 'changed');

describe('live changes of a task being talked about', () => {
  test("reach the consoles of the private group's members and managers only", async ({ api, community }) => {
    // One port of this suite's own per database project, which may run side by side.
    const port = process.env.TEST_DB === 'postgres' ? 7311 : 7310;
    await api.app.listen({ port, host: '127.0.0.1' });
    const socketOf = async (m: Member) =>
      (
        await connectLive(
          liveUrl(`http://127.0.0.1:${port}`, community.id),
          (
            await signIn(api, m.email, KIT_PASSWORD)
          ).access_token,
        )
      ).client;
    const pmc = await community.member('PMC');
    const member = await community.member('COMMITTEE');
    const outsider = await community.member('COMMITTEE');
    const resident = await community.member('RESIDENT');
    const group = await makeGroup(api, community.id, { isPrivate: true, members: [member.userId] });
    const task = await makeTask(api, community.id, group.id);
    const sockets = await Promise.all([pmc, member, outsider, resident].map(socketOf));
    const [pmcLive, memberLive, outsiderLive, residentLive] = sockets;

    const c = ok(await comment(member, community.id, task.id, 'ประชุมวันศุกร์')).data;
    ok(
      await member.call('POST', '/api/issuetracking/comment/update', {
        body: { communityID: community.id, commentID: c.commentID, text: 'ประชุมวันเสาร์' },
      }),
    );
    ok(
      await pmc.call('POST', '/api/issuetracking/comment/reaction', {
        body: { communityID: community.id, commentID: c.commentID, emoji: 'LIKE' },
      }),
    );
    await sleep(200);
    const expected = { type: 'changed', featureEnum: 'ISSUE_TRACKING', ids: [task.id, group.id] };
    expect(changes(pmcLive!)).toEqual([expected, expected, expected]);
    expect(changes(memberLive!)).toEqual([expected, expected, expected]);
    expect(changes(outsiderLive!)).toEqual([]);
    expect(changes(residentLive!)).toEqual([]);
    for (const s of sockets) await s.close();
  });
});
