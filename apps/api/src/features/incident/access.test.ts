import readXlsxFile from 'read-excel-file/node';
import { describe, expect, vi } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { COUNT, EXCEL, INFO, LIST, REPORT, reportBody, reported, STATUS, UPDATE } from './incident-test-kit';

describe('incident access and tenancy', () => {
  apiTest('guards and residents report; guards see all, residents their own', async ({ community }) => {
    const guard = await community.member('GUARD');
    const resident = await community.member('RESIDENT');
    const staff = await community.member('PMC');
    const byGuard = await reported(guard, community.id);
    const byResident = await reported(resident, community.id, { severity: 'LOW' });

    const all = await guard.call('GET', LIST, { query: { communityID: community.id } });
    expect(all.statusCode, all.body).toBe(200);
    expect(
      all
        .json()
        .items.map((i: { incidentID: string }) => i.incidentID)
        .sort(),
    ).toEqual([byGuard, byResident].sort());
    const own = await resident.call('GET', LIST, { query: { communityID: community.id } });
    expect(own.json().items.map((i: { incidentID: string }) => i.incidentID)).toEqual([byResident]);
    expectRefusal(
      await resident.call('GET', INFO, { query: { communityID: community.id, incidentID: byGuard } }),
      404,
      'INCIDENT_NOT_FOUND',
    );
    const count = await resident.call('GET', COUNT, { query: { communityID: community.id } });
    expect(count.json().data).toMatchObject({ open: 1, byStatus: { REPORTED: 1, CLOSED: 0 } });
    const staffCount = await staff.call('GET', COUNT, { query: { communityID: community.id } });
    expect(staffCount.json().data.open).toBe(2);
  });

  apiTest('status changes and the spreadsheet need approve', async ({ community }) => {
    const guard = await community.member('GUARD');
    const committee = await community.member('COMMITTEE');
    const id = await reported(guard, community.id);
    const move = { communityID: community.id, incidentID: id, status: 'ACKNOWLEDGED' };
    expectRefusal(await guard.call('POST', STATUS, { body: move }), 403);
    expectRefusal(await committee.call('POST', STATUS, { body: move }), 403);
    expectRefusal(await guard.call('GET', EXCEL, { query: { communityID: community.id } }), 403);
    expectRefusal(await committee.call('POST', REPORT, { body: reportBody(community.id) }), 403);
    const staff = await community.member('ADMIN');
    const sheet = await staff.call('GET', EXCEL, { query: { communityID: community.id } });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    // The office reads words, not codes, in its language.
    const thai = await staff.call('GET', EXCEL, {
      query: { communityID: community.id },
      headers: { 'accept-language': 'th' },
    });
    const [incidents] = await readXlsxFile(thai.rawPayload);
    expect(incidents!.sheet).toBe('เหตุการณ์');
    expect(incidents!.data[0]![2]).toBe('ประเภท');
    expect(incidents!.data[1]!.slice(2, 4)).toEqual(['ลักขโมย', 'ปานกลาง']);
    expect(incidents!.data[1]![6]).toBe('แจ้งแล้ว');
  });

  apiTest('another community reads as not a member, its incidents as unknown', async ({ api, community }) => {
    const other = await newCommunity(api, { name: 'Other' });
    const theirGuard = await other.member('GUARD');
    const theirs = await reported(theirGuard, other.id);
    const staff = await community.member('PMC');
    expectRefusal(await staff.call('GET', LIST, { query: { communityID: other.id } }), 403);
    expectRefusal(
      await staff.call('GET', INFO, { query: { communityID: community.id, incidentID: theirs } }),
      404,
      'INCIDENT_NOT_FOUND',
    );
    expectRefusal(
      await staff.call('POST', STATUS, {
        body: { communityID: community.id, incidentID: theirs, status: 'ACKNOWLEDGED' },
      }),
      404,
      'INCIDENT_NOT_FOUND',
    );
    expectRefusal(
      await staff.call('POST', UPDATE, {
        body: { communityID: community.id, incidentID: theirs, note: 'x' },
      }),
      404,
      'INCIDENT_NOT_FOUND',
    );
    const mine = await staff.call('GET', LIST, { query: { communityID: community.id } });
    expect(mine.json().items).toEqual([]);
  });

  apiTest('bad input is refused in the caller language and saves nothing', async ({ api, community }) => {
    const guard = await community.member('GUARD');
    const send = (over: Record<string, unknown>) =>
      guard.call('POST', REPORT, {
        body: reportBody(community.id, over),
        headers: { 'accept-language': 'th' },
      });
    expectRefusal(await send({ category: 'ALIENS' }), 400);
    expectRefusal(await send({ severity: 'EXTREME' }), 400);
    expectRefusal(await send({ place: ' ' }), 400);
    expectRefusal(await send({ occurredAt: 'yesterday' }), 400);
    expectRefusal(await send({ clientUUID: 'abc' }), 400);
    expectRefusal(await send({ description: 'x'.repeat(4001) }), 400);
    const list = await guard.call('GET', LIST, { query: { communityID: community.id } });
    expect(list.json().items).toEqual([]);
    expectRefusal(
      await guard.call('GET', LIST, {
        query: { communityID: community.id, from: '2026-05-02', to: '2026-05-01' },
      }),
      400,
      'INCIDENT_RANGE_BACKWARDS',
    );
    expectRefusal(
      await guard.call('GET', LIST, { query: { communityID: community.id, lastKey: 'zzz' } }),
      400,
    );
    const signedOut = await api.app.inject({
      method: 'GET',
      url: LIST,
      query: { communityID: community.id },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  apiTest(
    'a HIGH report tells the staff at once, and every reader console live',
    async ({ api, community }) => {
      const guard = await community.member('GUARD');
      const staff = await community.member('PMC');
      const notify = vi.spyOn(api.app.services, 'notify');
      const publish = vi.spyOn(api.app.services.realtime, 'publish');
      try {
        await reported(guard, community.id, { severity: 'LOW' });
        expect(notify).not.toHaveBeenCalled();
        await reported(guard, community.id, { severity: 'CRITICAL' });
        expect(notify).toHaveBeenCalledTimes(1);
        expect(notify.mock.calls[0]![1]).toEqual({ kind: 'staff' });
        expect(notify.mock.calls[0]![2]).toMatchObject({
          featureEnum: 'INCIDENT_REPORT',
          target: '/dashboard',
        });
        const changes = publish.mock.calls
          .flatMap(([, deliveries]) => deliveries)
          .filter((d) => d.event.type === 'changed');
        expect(changes).toHaveLength(2);
        expect(changes[0]!.userIds).toEqual(expect.arrayContaining([staff.userId, guard.userId]));
      } finally {
        notify.mockRestore();
        publish.mockRestore();
      }
    },
  );
});
