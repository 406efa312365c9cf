import { INCIDENT_MOVES, INCIDENT_STATUSES, type IncidentStatus } from '@cc/contracts/incident';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { INFO, reported, STATUS, UPDATE } from './incident-test-kit';
import { incidents } from './tables';

/** Every (from, to) pair: allowed ones move and are kept in the timeline, the rest are refused. */
const PAIRS = INCIDENT_STATUSES.flatMap((from) => INCIDENT_STATUSES.map((to) => [from, to] as const));

describe('the incident status machine', () => {
  apiTest('moves exactly as the table says, in one table-driven pass', async ({ api, community }) => {
    const staff = await community.member('PMC');
    const guard = await community.member('GUARD');
    for (const [from, to] of PAIRS) {
      const id = await reported(guard, community.id);
      await api.db
        .update(incidents)
        .set({ status: from as IncidentStatus })
        .where(eq(incidents.id, id));
      const res = await staff.call('POST', STATUS, {
        body: {
          communityID: community.id,
          incidentID: id,
          status: to,
          ...(to === 'CANCELLED' && { cancelReason: 'FALSE_ALARM' }),
        },
        headers: { 'accept-language': 'en' },
      });
      if (INCIDENT_MOVES[from].includes(to)) {
        expect(res.statusCode, `${from} -> ${to}: ${res.body}`).toBe(200);
        expect(res.json().data.status).toBe(to);
      } else expectRefusal(res, 409, 'INCIDENT_MOVE');
    }
  });

  apiTest(
    'names the state in the caller language; cancel needs a reason; the timeline keeps all',
    async ({ community }) => {
      const staff = await community.member('ADMIN');
      const guard = await community.member('GUARD');
      const id = await reported(guard, community.id);
      const move = (status: string, more: object = {}, lang = 'en') =>
        staff.call('POST', STATUS, {
          body: { communityID: community.id, incidentID: id, status, ...more },
          headers: { 'accept-language': lang },
        });
      expectRefusal(await move('CLOSED', {}, 'th'), 409, 'INCIDENT_MOVE', /แจ้งแล้ว/);
      expectRefusal(await move('CLOSED'), 409, 'INCIDENT_MOVE', /reported and cannot become closed/);
      expectRefusal(await move('CANCELLED'), 400);
      expect((await move('ACKNOWLEDGED')).statusCode).toBe(200);
      expect((await move('IN_PROGRESS')).statusCode).toBe(200);
      expect((await move('RESOLVED')).statusCode).toBe(200);
      expect((await move('IN_PROGRESS', { note: 'Still broken' })).statusCode).toBe(200);
      const edit = await guard.call('POST', UPDATE, {
        body: { communityID: community.id, incidentID: id, severity: 'HIGH', note: 'Police called' },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect((await move('CANCELLED', { cancelReason: 'DUPLICATE' })).json().data).toMatchObject({
        status: 'CANCELLED',
        cancelReason: 'DUPLICATE',
      });
      expectRefusal(await move('IN_PROGRESS', {}, 'fr'), 409, 'INCIDENT_MOVE', /annulé/);
      const info = (
        await staff.call('GET', INFO, { query: { communityID: community.id, incidentID: id } })
      ).json().data;
      expect(
        info.timeline.map((e: { action: string; toStatus: string | null }) => `${e.action}:${e.toStatus}`),
      ).toEqual([
        'REPORTED:REPORTED',
        'STATUS:ACKNOWLEDGED',
        'STATUS:IN_PROGRESS',
        'STATUS:RESOLVED',
        'STATUS:IN_PROGRESS',
        'UPDATED:null',
        'NOTE:null',
        'STATUS:CANCELLED',
      ]);
      expect(info.timeline[5].changes).toEqual({ severity: ['MEDIUM', 'HIGH'] });
      expect(info.nextStatuses).toEqual([]);
    },
  );
});
