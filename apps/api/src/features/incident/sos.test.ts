import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import { jobs } from '../../platform/jobs/tables';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { repeatPush } from './sos-jobs';

const SETTING = '/api/sos/setting';
const RAISE = '/api/sos/alert';
const LIST = '/api/sos/alert/list';
const ACK = '/api/sos/alert/acknowledge';
const RESOLVE = '/api/sos/alert/resolve';

describe('SOS settings, alerts and the repeat', () => {
  apiTest(
    'settings start with the Thai numbers; only approve changes them; bad input saves nothing',
    async ({ community }) => {
      const guard = await community.member('GUARD');
      const admin = await community.member('ADMIN');
      const got = await guard.call('GET', SETTING, { query: { communityID: community.id } });
      expect(got.statusCode, got.body).toBe(200);
      expect(got.json().data.contacts.map((c: { phone: string }) => c.phone)).toEqual(['191', '199', '1669']);
      const next = {
        communityID: community.id,
        contacts: [{ label: 'Juristic office', phone: '+66 2 123 4567' }],
        alertRoles: ['PMC'],
        repeatSeconds: 30,
        residentsMaySos: false,
      };
      expectRefusal(await guard.call('PUT', SETTING, { body: next }), 403);
      expectRefusal(await admin.call('PUT', SETTING, { body: { ...next, repeatSeconds: 1 } }), 400);
      expectRefusal(await admin.call('PUT', SETTING, { body: { ...next, alertRoles: ['KING'] } }), 400);
      expectRefusal(
        await admin.call('PUT', SETTING, { body: { ...next, contacts: [{ label: 'x', phone: 'call me' }] } }),
        400,
      );
      const saved = await admin.call('PUT', SETTING, { body: next });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({
        alertRoles: ['PMC'],
        repeatSeconds: 30,
        residentsMaySos: false,
      });

      const resident = await community.member('RESIDENT');
      expectRefusal(
        await resident.call('POST', RAISE, { body: { communityID: community.id } }),
        403,
        'SOS_NOT_FOR_RESIDENTS',
      );
    },
  );

  apiTest(
    'a raise alerts the chosen roles live, answers the open one again, and acknowledge ends it',
    async ({ api, community }) => {
      const guard = await community.member('GUARD');
      const staff = await community.member('PMC');
      const resident = await community.member('RESIDENT');
      const notify = vi.spyOn(api.app.services, 'notify');
      const publish = vi.spyOn(api.app.services.realtime, 'publish');
      try {
        const raised = await guard.call('POST', RAISE, {
          body: {
            communityID: community.id,
            place: 'Gate 2',
            note: 'Fight',
            latitude: 13.7,
            longitude: 100.5,
          },
        });
        expect(raised.statusCode, raised.body).toBe(200);
        const alert = raised.json().data;
        expect(alert).toMatchObject({
          status: 'OPEN',
          place: 'Gate 2',
          position: { latitude: 13.7, longitude: 100.5 },
          raisedBy: { userID: guard.userId, role: 'GUARD' },
        });
        expect(notify).toHaveBeenCalledTimes(1);
        const audience = notify.mock.calls[0]![1] as unknown as { userIds: string[] };
        expect(audience.userIds).toContain(staff.userId);
        expect(audience.userIds).not.toContain(resident.userId);
        const live = publish.mock.calls.flatMap(([, d]) => d).filter((d) => d.event.type === 'changed');
        expect(live[0]!.event).toEqual({
          type: 'changed',
          featureEnum: 'INCIDENT_REPORT',
          ids: [alert.alertID],
        });
        expect(live[0]!.userIds).toContain(staff.userId);

        const again = await guard.call('POST', RAISE, { body: { communityID: community.id } });
        expect(again.json().data.alertID).toBe(alert.alertID);
        expect(notify).toHaveBeenCalledTimes(1);

        const open = await staff.call('GET', LIST, { query: { communityID: community.id, status: 'OPEN' } });
        expect(open.json().data.items.map((a: { alertID: string }) => a.alertID)).toEqual([alert.alertID]);
        expectRefusal(
          await resident.call('POST', ACK, { body: { communityID: community.id, alertID: alert.alertID } }),
          403,
        );
        const ack = await staff.call('POST', ACK, {
          body: { communityID: community.id, alertID: alert.alertID },
        });
        expect(ack.json().data).toMatchObject({
          status: 'ACKNOWLEDGED',
          acknowledgedBy: { userID: staff.userId },
        });
        expectRefusal(
          await staff.call('POST', ACK, { body: { communityID: community.id, alertID: alert.alertID } }),
          409,
          'SOS_ALERT_DONE',
        );
        const mine = await guard.call('GET', LIST, { query: { communityID: community.id, mine: 'true' } });
        expect(mine.json().data.items[0]).toMatchObject({
          status: 'ACKNOWLEDGED',
          acknowledgedBy: { userID: staff.userId },
        });
        const done = await staff.call('POST', RESOLVE, {
          body: { communityID: community.id, alertID: alert.alertID, note: 'ok' },
        });
        expect(done.json().data.status).toBe('RESOLVED');
        const ownList = await resident.call('GET', LIST, { query: { communityID: community.id } });
        expect(ownList.json().data.items).toEqual([]);
      } finally {
        notify.mockRestore();
        publish.mockRestore();
      }
    },
  );

  apiTest(
    'the repeat pushes while open, schedules the next round once, and stops after acknowledge',
    async ({ api, community }) => {
      const guard = await community.member('GUARD');
      const staff = await community.member('PMC');
      const alert = (await guard.call('POST', RAISE, { body: { communityID: community.id } })).json().data;
      const repeats = () =>
        api.db
          .select({ payload: jobs.payload })
          .from(jobs)
          .where(
            and(eq(jobs.kind, 'incident.sos-repeat'), sql`${jobs.payload}->>'alertID' = ${alert.alertID}`),
          );
      expect((await repeats()).map((j) => (j.payload as { round: number }).round)).toEqual([1]);
      const notify = vi.spyOn(api.app.services, 'notify');
      try {
        const s = api.app.services;
        await repeatPush({ communityID: community.id, alertID: alert.alertID, round: 1 }, undefined, s);
        await repeatPush({ communityID: community.id, alertID: alert.alertID, round: 1 }, undefined, s);
        expect(notify).toHaveBeenCalledTimes(2);
        expect((await repeats()).map((j) => (j.payload as { round: number }).round).sort()).toEqual([1, 2]);
        await staff.call('POST', ACK, { body: { communityID: community.id, alertID: alert.alertID } });
        await repeatPush({ communityID: community.id, alertID: alert.alertID, round: 2 }, undefined, s);
        expect(notify).toHaveBeenCalledTimes(2);
        expect(await repeats()).toHaveLength(2);
      } finally {
        notify.mockRestore();
      }
    },
  );

  apiTest(
    'another community reads as not a member, its alerts as unknown; bad input is refused',
    async ({ api, community }) => {
      const other = await newCommunity(api, { name: 'Other' });
      const theirGuard = await other.member('GUARD');
      const theirs = (await theirGuard.call('POST', RAISE, { body: { communityID: other.id } })).json().data;
      const staff = await community.member('PMC');
      expectRefusal(await staff.call('GET', LIST, { query: { communityID: other.id } }), 403);
      expectRefusal(
        await staff.call('POST', ACK, { body: { communityID: community.id, alertID: theirs.alertID } }),
        404,
        'SOS_ALERT_NOT_FOUND',
      );
      expectRefusal(
        await staff.call('POST', RESOLVE, { body: { communityID: community.id, alertID: theirs.alertID } }),
        404,
        'SOS_ALERT_NOT_FOUND',
      );
      expectRefusal(
        await staff.call('POST', RAISE, { body: { communityID: community.id, latitude: 'north' } }),
        400,
      );
      expectRefusal(
        await staff.call('POST', RAISE, { body: { communityID: community.id, note: 'x'.repeat(501) } }),
        400,
      );
      expectRefusal(
        await staff.call('POST', ACK, { body: { communityID: community.id, alertID: 'nope' } }),
        400,
      );
      expect(
        (await staff.call('GET', LIST, { query: { communityID: community.id } })).json().data.items,
      ).toEqual([]);
    },
  );
});
