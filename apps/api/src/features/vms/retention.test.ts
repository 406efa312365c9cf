import { and, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { jobs } from '../../platform/jobs/tables';
import { apiTest } from '../../test/api-test';
import { multipart } from '../../test/as-user';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { ensureNextRetention, RETENTION_DAY, runRetention } from './retention-job';
import { vmsVisits } from './tables';
import { vmsKit } from './vms-test-kit';

const DAY = 86_400_000;
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]);
const quiet = { info() {}, warn() {}, error() {} };

describe('vms PDPA retention', () => {
  apiTest(
    'blanks visits gone longer than the community’s retention days, once; never one inside',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const other = await newCommunity(api, { name: 'Other' });
      const o = await vmsKit(api, other);
      // This community keeps 30 days; the other keeps the default 90.
      const docs = await k.staff.call('PUT', '/api/vms/document-setting', {
        body: {
          communityID: community.id,
          slipHeader: '',
          slipFooter: '',
          acceptedDocuments: ['THAI_ID'],
          retentionDays: 30,
        },
      });
      expect(docs.statusCode, docs.body).toBe(200);
      const leave = async (kit: typeof k, daysAgo: number) => {
        const v = await kit.checkin();
        await kit.post(kit.guard, '/api/vms/force-stamp-out', { visitID: v.visitID, reason: 'left' });
        const at = new Date(Date.now() - daysAgo * DAY);
        await api.db
          .update(vmsVisits)
          .set({ checkedInAt: new Date(at.getTime() - 3_600_000), checkedOutAt: at })
          .where(eq(vmsVisits.id, v.visitID));
        return v.visitID;
      };
      const old = await leave(k, 40);
      const recent = await leave(k, 20);
      const inside = await k.checkin();
      await k.backdate(inside.visitID, 60 * 24 * 100);
      const theirsAt40 = await leave(o, 40);

      const first = await runRetention(api.app.services, community.id, new Date(), quiet);
      expect(first).toEqual({ visits: 1, photos: 0 });
      const row = async (id: string) =>
        (await api.db.select().from(vmsVisits).where(eq(vmsVisits.id, id)))[0]!;
      expect(await row(old)).toMatchObject({ name: '', phone: null, redactedAt: expect.any(Date) });
      expect((await row(old)).plate).toBe('กข 1234'); // the visit itself stays: only what identifies a person goes
      expect(await row(recent)).toMatchObject({ name: 'สมหญิง ใจดี', phone: '0812345678', redactedAt: null });
      expect(await row(inside.visitID)).toMatchObject({ name: 'สมหญิง ใจดี', redactedAt: null });
      expect(await row(theirsAt40)).toMatchObject({ name: 'สมหญิง ใจดี', redactedAt: null });

      // Idempotent: a second run finds nothing to do.
      expect(await runRetention(api.app.services, community.id, new Date(), quiet)).toEqual({
        visits: 0,
        photos: 0,
      });
      // The other community's 90 days: its visit goes only once it is older than that.
      expect(await runRetention(api.app.services, other.id, new Date(), quiet)).toEqual({
        visits: 0,
        photos: 0,
      });
      expect(await runRetention(api.app.services, other.id, new Date(Date.now() + 60 * DAY), quiet)).toEqual({
        visits: 1,
        photos: 0,
      });
    },
  );

  apiTest(
    'removes the photo files of a redacted visit, so its private links answer nothing',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const form = multipart(
        { name: 'สมศรี', visitorType: 'GUEST', unitID: k.unitIds.home },
        {
          facePhoto: { name: 'face.png', bytes: PNG, type: 'image/png' },
          platePhoto: { name: 'plate.png', bytes: PNG, type: 'image/png' },
        },
      );
      const res = await k.guard.call('POST', '/api/vms/visitor/checkin', {
        query: { communityID: community.id },
        payload: form.payload,
        headers: form.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const visitID: string = res.json().data.visitID;
      const link = (await k.get(k.guard, '/api/vms/visitor/photo', { visitID, kind: 'FACE' })).json().data
        .url;
      expect((await api.app.inject({ url: link })).statusCode).toBe(200);
      await k.post(k.guard, '/api/vms/force-stamp-out', { visitID, reason: 'left' });
      const longAgo = new Date(Date.now() - 200 * DAY);
      await api.db
        .update(vmsVisits)
        .set({ checkedInAt: longAgo, checkedOutAt: longAgo })
        .where(eq(vmsVisits.id, visitID));

      expect(await runRetention(api.app.services, community.id, new Date(), quiet)).toEqual({
        visits: 1,
        photos: 2,
      });
      const [row] = await api.db.select().from(vmsVisits).where(eq(vmsVisits.id, visitID));
      expect(row).toMatchObject({ name: '', facePhoto: null, platePhoto: null });
      expect((await api.app.inject({ url: link })).statusCode).toBe(404);
      expectRefusal(await k.get(k.guard, '/api/vms/visitor/photo', { visitID, kind: 'FACE' }), 404);
    },
  );

  apiTest(
    'a community gets one waiting run a day, at 03:00 of its clock, however often it is asked',
    async ({ api, community }) => {
      const s = api.app.services;
      const now = new Date('2026-03-10T12:00:00Z'); // 19:00 in Bangkok: today's 03:00 has passed
      const asked = [];
      for (let i = 0; i < 2; i++)
        asked.push(
          await api.db.transaction((tx) => ensureNextRetention(tx, s, community.id, 'Asia/Bangkok', now)),
        );
      expect(asked).toEqual([true, false]);
      const [job] = await api.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, RETENTION_DAY), sql`${jobs.payload}->>'communityID' = ${community.id}`));
      expect(job?.payload).toEqual({ communityID: community.id, day: '2026-03-11' });
      expect(job?.runAt.toISOString()).toBe('2026-03-10T20:00:00.000Z');
    },
  );
});
