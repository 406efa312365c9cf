import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { multipart } from '../../test/as-user';
import { expectRefusal } from '../../test/refusal';
import { agmKit } from './agm-test-kit';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

describe('general meetings: attendance', () => {
  apiTest(
    'checks in, refuses a second check-in, and a checkout lowers the present weight',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const m = await k.meeting();
      expectRefusal(
        await k.post(k.staff, 'attendance/checkin', {
          meetingID: m.meetingID,
          unitID: k.unitIds[0],
          mode: 'IN_PERSON',
        }),
        409,
        'AGM_MEETING_STATE',
      );
      await k.noticed(m.meetingID);
      const a = await k.ok(
        k.post(k.staff, 'attendance/checkin', {
          meetingID: m.meetingID,
          unitID: k.unitIds[0],
          mode: 'IN_PERSON',
        }),
      );
      expect(a).toMatchObject({ mode: 'IN_PERSON', weight: '250000', attendee: { userID: k.ownerIds[0] } });
      expectRefusal(
        await k.post(k.staff, 'attendance/checkin', {
          meetingID: m.meetingID,
          unitID: k.unitIds[0],
          mode: 'ONLINE',
        }),
        409,
        'AGM_ALREADY_CHECKED_IN',
      );
      expectRefusal(
        await k.post(k.staff, 'attendance/checkin', {
          meetingID: m.meetingID,
          unitID: crypto.randomUUID(),
          mode: 'ONLINE',
        }),
        404,
        'AGM_UNIT_NOT_ON_ROLL',
      );
      expectRefusal(
        await k.post(k.staff, 'attendance/checkin', {
          meetingID: m.meetingID,
          unitID: k.unitIds[1],
          mode: 'PROXY',
        }),
        400,
      );
      await k.ok(
        k.post(k.staff, 'attendance/checkin', {
          meetingID: m.meetingID,
          unitID: k.unitIds[1],
          mode: 'ONLINE',
        }),
      );
      let list = await k.ok(k.get(k.staff, 'attendance/list', { meetingID: m.meetingID }));
      expect(list.quorum).toMatchObject({ presentWeight: '500000', presentUnits: 2 });
      await k.ok(k.post(k.staff, 'attendance/checkout', { meetingID: m.meetingID, unitID: k.unitIds[1] }));
      expectRefusal(
        await k.post(k.staff, 'attendance/checkout', { meetingID: m.meetingID, unitID: k.unitIds[1] }),
        409,
        'AGM_NOT_PRESENT',
      );
      list = await k.ok(k.get(k.staff, 'attendance/list', { meetingID: m.meetingID }));
      expect(list.quorum).toMatchObject({ presentWeight: '250000', presentUnits: 1 });
      // Back again: the same row, counted once.
      await k.ok(
        k.post(k.staff, 'attendance/checkin', {
          meetingID: m.meetingID,
          unitID: k.unitIds[1],
          mode: 'IN_PERSON',
        }),
      );
      list = await k.ok(k.get(k.staff, 'attendance/list', { meetingID: m.meetingID }));
      expect((list.attendance as unknown as unknown[]).length).toBe(2);
    },
  );

  apiTest('a proxy with the form photographed, as a multipart form', async ({ api, community }) => {
    const k = await agmKit(api, community);
    const m = await k.meeting();
    const item = await k.item(m.meetingID);
    await k.noticed(m.meetingID);
    const form = multipart(
      {
        meetingID: m.meetingID,
        unitID: k.unitIds[2]!,
        holderName: 'Somsri Rakdee',
        instructions: JSON.stringify([{ itemID: item.itemID, choice: 'AGAINST' }]),
      },
      { form: { name: 'proxy.png', bytes: PNG, type: 'image/png' } },
    );
    const res = await k.staff.call('POST', '/api/agm/attendance/proxy', {
      query: { communityID: community.id },
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      mode: 'PROXY',
      proxyHolder: { name: 'Somsri Rakdee', userID: null },
    });
    expect(res.json().data.proxyFormUrl).toContain('/api/files/');
    expect(res.json().data.instructions).toEqual([
      { itemID: item.itemID, choice: 'AGAINST', candidateIDs: [] },
    ]);
    const bad = await k.post(k.staff, 'attendance/proxy', {
      meetingID: m.meetingID,
      unitID: k.unitIds[3],
      holderName: ' ',
    });
    expectRefusal(bad, 400);
  });
});
