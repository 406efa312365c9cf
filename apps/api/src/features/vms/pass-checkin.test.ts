import { eq } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import { apiTest } from '../../test/api-test';
import { multipart } from '../../test/as-user';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { makePass } from './pass-test-kit';
import { vmsPasses, vmsVisits } from './tables';
import { vmsKit } from './vms-test-kit';

const CHECKIN = '/api/vms/visitor/checkin';
const PHOTO = '/api/vms/visitor/photo';
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]);
const JPG = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(64, 9)]);

describe('vms check-in by pass, and the gate’s photos', () => {
  apiTest(
    'a pass checks its guest in: name and unit from the pass, the visit keeps its pass',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const pass = await makePass(k, { entries: 2 }, k.resident);
      const notify = vi.spyOn(api.app.services, 'notify');
      try {
        const first = await k.post(k.guard, CHECKIN, { passToken: pass.token, clientID: 'gate-9' });
        expect(first.statusCode, first.body).toBe(200);
        expect(first.json().data).toMatchObject({
          name: 'มานพ รักษ์ดี',
          unitID: k.unitIds.home,
          visitorType: 'GUEST',
          plate: 'ขก 4321',
          passID: pass.passID,
          hasFacePhoto: false,
          hasPlatePhoto: false,
        });
        expect(notify).toHaveBeenCalledTimes(1);
        expect(notify.mock.calls[0]![1]).toEqual({ kind: 'unitResidents', unitIds: [k.unitIds.home] });
        expect(notify.mock.calls[0]![2].title).toMatch(/บัตรผ่าน/);
        // A resend is the same visit and takes no second entry.
        const again = await k.post(k.guard, CHECKIN, { passToken: pass.token, clientID: 'gate-9' });
        expect(again.json().data.visitID).toBe(first.json().data.visitID);
        expect(notify).toHaveBeenCalledTimes(1);
        // The plate may be typed at the gate.
        const second = await k.post(k.guard, CHECKIN, {
          passToken: pass.token,
          vehicleType: 'CAR',
          plate: 'ฮฮ 9999',
        });
        expect(second.json().data).toMatchObject({ plate: 'ฮฮ 9999', passID: pass.passID });
        expectRefusal(await k.post(k.guard, CHECKIN, { passToken: pass.token }), 409, 'VMS_PASS_USED');
        expect(notify).toHaveBeenCalledTimes(2);
        // The same refusal for a check-in GuardOS kept offline (it has a clientID): the office hears.
        expectRefusal(
          await k.post(k.guard, CHECKIN, { passToken: pass.token, clientID: 'guardos:late' }),
          409,
          'VMS_PASS_USED',
        );
        expect(notify).toHaveBeenCalledTimes(3);
        expect(notify.mock.calls[2]![1]).toEqual({ kind: 'staff' });
        expect(notify.mock.calls[2]![2]).toMatchObject({ featureEnum: 'VMS_NITI', target: '/dashboard' });
        expect(notify.mock.calls[2]![2].body).toMatch(/already been used|ใช้/);
        const [row] = await api.db.select().from(vmsPasses).where(eq(vmsPasses.id, pass.passID));
        expect(row!.entriesUsed).toBe(2);
        const visits = await api.db.select().from(vmsVisits).where(eq(vmsVisits.passId, pass.passID));
        expect(visits).toHaveLength(2);
        const check = await k.post(k.guard, '/api/vms/preregister/verify', { token: pass.token });
        expect(check.json().data).toMatchObject({ status: 'USED', valid: false });
      } finally {
        notify.mockRestore();
      }
    },
  );

  apiTest(
    'a walk-in still needs its name, type and unit; a resident cannot check in',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const send = (body: object) =>
        k.guard.call('POST', CHECKIN, {
          body: { communityID: community.id, ...body },
          headers: { 'accept-language': 'th' },
        });
      expectRefusal(await send({ visitorType: 'GUEST', unitID: k.unitIds.home }), 400);
      expectRefusal(await send({ name: 'x', unitID: k.unitIds.home }), 400);
      expectRefusal(await send({ name: 'x', visitorType: 'GUEST' }), 400);
      expectRefusal(await send({ passToken: 'x'.repeat(2001) }), 400);
      const pass = await makePass(k);
      expectRefusal(await k.post(k.resident, CHECKIN, { passToken: pass.token }), 403);
      expect(
        await api.db.select().from(vmsVisits).where(eq(vmsVisits.communityId, community.id)),
      ).toHaveLength(0);
    },
  );

  apiTest(
    'photos come as multipart, stay private and are linked only to who may see them',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const form = multipart(
        {
          name: 'สมศรี',
          visitorType: 'GUEST',
          unitID: k.unitIds.home,
          vehicleType: 'CAR',
          plate: 'กข 77',
          idDocument: JSON.stringify({ type: 'PASSPORT', number: 'AB1234567' }),
        },
        {
          facePhoto: { name: 'face.png', bytes: PNG, type: 'image/png' },
          platePhoto: { name: 'plate.jpg', bytes: JPG, type: 'image/jpeg' },
        },
      );
      const res = await k.guard.call('POST', CHECKIN, {
        query: { communityID: community.id },
        payload: form.payload,
        headers: form.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const visit = res.json().data;
      expect(visit).toMatchObject({
        hasFacePhoto: true,
        hasPlatePhoto: true,
        passID: null,
        idDocument: { type: 'PASSPORT', last4: '4567' },
      });
      const [row] = await api.db.select().from(vmsVisits).where(eq(vmsVisits.id, visit.visitID));
      expect(row!.facePhoto).not.toMatch(/uploads/);
      expect(row!.facePhoto).toMatch(/^private\//);
      for (const who of [k.guard, k.resident]) {
        const link = await k.get(who, PHOTO, { visitID: visit.visitID, kind: 'FACE' });
        expect(link.statusCode, link.body).toBe(200);
        expect(link.json().data.url).toMatch(/^\/api\/files\/.*exp=/);
        const file = await api.app.inject({ method: 'GET', url: link.json().data.url });
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.equals(PNG)).toBe(true);
      }
      expectRefusal(
        await k.get(k.neighbour, PHOTO, { visitID: visit.visitID, kind: 'PLATE' }),
        403,
        'VMS_PHOTO_NOT_YOURS',
      );
      expectRefusal(await k.get(k.guard, PHOTO, { visitID: visit.visitID, kind: 'SIDE' }), 400);
      const plain = await k.checkin();
      expect(plain).toMatchObject({ hasFacePhoto: false, hasPlatePhoto: false });
      expectRefusal(
        await k.get(k.guard, PHOTO, { visitID: plain.visitID, kind: 'FACE' }),
        404,
        'VMS_PHOTO_NOT_FOUND',
      );
      const other = await vmsKit(api, await newCommunity(api));
      expectRefusal(
        await other.get(other.guard, PHOTO, { visitID: visit.visitID, kind: 'FACE' }),
        404,
        'VMS_VISIT_NOT_FOUND',
      );
    },
  );

  apiTest('a refused check-in with photos keeps no visit and no file', async ({ api, community }) => {
    const k = await vmsKit(api, community);
    const put = vi.spyOn(api.app.services.files, 'remove');
    try {
      const form = multipart(
        { name: 'x', visitorType: 'GUEST', unitID: crypto.randomUUID() },
        { facePhoto: { name: 'face.png', bytes: PNG, type: 'image/png' } },
      );
      const res = await k.guard.call('POST', CHECKIN, {
        query: { communityID: community.id },
        payload: form.payload,
        headers: form.headers,
      });
      expectRefusal(res, 404, 'VMS_UNIT_NOT_FOUND');
      expect(put).toHaveBeenCalledTimes(1);
      const wrong = multipart(
        { name: 'x', visitorType: 'GUEST', unitID: k.unitIds.home },
        { photo: { name: 'face.png', bytes: PNG, type: 'image/png' } },
      );
      expectRefusal(
        await k.guard.call('POST', CHECKIN, {
          query: { communityID: community.id },
          payload: wrong.payload,
          headers: wrong.headers,
        }),
        400,
        'VMS_PHOTO_FIELD',
      );
      const text = multipart(
        { name: 'x', visitorType: 'GUEST', unitID: k.unitIds.home },
        { facePhoto: { name: 'face.png', bytes: Buffer.from('not a picture at all'), type: 'image/png' } },
      );
      expectRefusal(
        await k.guard.call('POST', CHECKIN, {
          query: { communityID: community.id },
          payload: text.payload,
          headers: text.headers,
        }),
        400,
        'UNSUPPORTED_FILE',
      );
      expect(
        await api.db.select().from(vmsVisits).where(eq(vmsVisits.communityId, community.id)),
      ).toHaveLength(0);
    } finally {
      put.mockRestore();
    }
  });
});
