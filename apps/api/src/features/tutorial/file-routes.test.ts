import { describe, expect } from 'vitest';
import { runOperatorCommand } from '../../operator/commands';
import { apiTest } from '../../test/api-test';
import { multipart } from '../../test/as-user';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { DEMO_VIDEO_MP4_BASE64 } from './demo-video';

const MP4 = Buffer.from(DEMO_VIDEO_MP4_BASE64, 'base64');

describe('tutorial files', () => {
  apiTest(
    'an uploaded MP4 becomes a video served in parts (206) to a video element',
    async ({ api, community }) => {
      const staff = await community.member('PMC');
      const resident = await community.member('RESIDENT');
      const upload = (name: string, bytes: Buffer, communityID = community.id) => {
        const form = multipart({}, { file: { name, bytes } });
        return staff.call('POST', '/api/tutorial/file', {
          query: { communityID },
          payload: form.payload,
          headers: form.headers,
        });
      };
      const up = await upload('clip.mp4', MP4);
      expect(up.statusCode, up.body).toBe(200);
      const { fileKey } = up.json().data;
      expect(up.json().data.contentType).toBe('video/mp4');
      expectRefusal(await upload('notes.txt', Buffer.from('hello')), 400, 'NOT_A_TUTORIAL_FILE');
      expectRefusal(await upload('empty.mp4', Buffer.alloc(0)), 400, 'TUTORIAL_FILE_EMPTY');

      const created = await staff.call('POST', '/api/tutorial/create', {
        body: { communityID: community.id, kind: 'VIDEO', title: 'Clip', fileKey, fileName: 'clip.mp4' },
      });
      expect(created.statusCode, created.body).toBe(200);
      expectRefusal(
        await staff.call('POST', '/api/tutorial/create', {
          body: { communityID: community.id, kind: 'PR', title: 'Poster', fileKey },
        }),
        400,
        'TUTORIAL_FILE_WRONG_KIND',
      );

      const detail = await resident.call('GET', '/api/tutorial/detail', {
        query: { communityID: community.id, itemID: created.json().data.itemID },
      });
      const url = detail.json().data.fileUrl as string;
      expect(url).toMatch(/^\/api\/files\/private\/.+\.mp4\?/);
      const whole = await api.app.inject({ method: 'GET', url });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.headers['content-type']).toBe('video/mp4');
      expect(whole.rawPayload.equals(MP4)).toBe(true);

      const part = await api.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${MP4.length}`);
      expect(part.rawPayload.equals(MP4.subarray(100, 200))).toBe(true);
      const open = await api.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-' } });
      expect(open.statusCode).toBe(206);
      expect(open.rawPayload.length).toBe(MP4.length);
      const tail = await api.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
      expect(tail.rawPayload.equals(MP4.subarray(MP4.length - 10))).toBe(true);
      const past = await api.app.inject({ method: 'GET', url, headers: { range: `bytes=${MP4.length}-` } });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${MP4.length}`);

      // Another community's upload cannot be named in this community's tutorial.
      const other = await newCommunity(api, { name: 'Other' });
      const theirStaff = await other.member('PMC');
      expectRefusal(
        await theirStaff.call('POST', '/api/tutorial/create', {
          body: { communityID: other.id, kind: 'VIDEO', title: 'Stolen', fileKey },
        }),
        400,
        'TUTORIAL_FILE_NOT_OURS',
      );
      expectRefusal(
        await resident.call('POST', '/api/tutorial/file', {
          query: { communityID: community.id },
          ...multipart({}, { file: { name: 'clip.mp4', bytes: MP4 } }),
        }),
        403,
      );
    },
  );

  apiTest("the operator's CLI publishes to every community and archives", async ({ api, community }) => {
    const other = await newCommunity(api, { name: 'Other' });
    const added = (await runOperatorCommand(api.db, 'tutorial-add', {
      kind: 'VIDEO',
      title: 'Welcome from the operator',
      youtube: 'https://youtu.be/aqz-KE-bpKQ',
    })) as { tutorialID: string; youtubeID: string };
    expect(added.youtubeID).toBe('aqz-KE-bpKQ');
    await expect(
      runOperatorCommand(api.db, 'tutorial-add', {
        kind: 'GUIDE',
        title: 'empty',
        body: '<script></script>',
      }),
    ).rejects.toThrow();
    await expect(
      runOperatorCommand(api.db, 'tutorial-add', { kind: 'VIDEO', title: 'x', colour: 'red' }),
    ).rejects.toThrow(/colour/);

    const titlesIn = async (c: typeof community) => {
      const staff = await c.member('RESIDENT');
      const list = await staff.call('GET', '/api/tutorial/list', {
        query: { communityID: c.id, search: 'operator' },
      });
      return list.json().items.map((i: { title: string; shared: boolean }) => [i.title, i.shared]);
    };
    expect(await titlesIn(community)).toEqual([['Welcome from the operator', true]]);
    expect(await titlesIn(other)).toEqual([['Welcome from the operator', true]]);

    await runOperatorCommand(api.db, 'tutorial-remove', { id: added.tutorialID });
    expect(await titlesIn(community)).toEqual([]);
    await expect(runOperatorCommand(api.db, 'tutorial-remove', { id: added.tutorialID })).rejects.toThrow();
  });
});
