import { and, eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { describe, expect } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { altered, makePass, windowOf } from './pass-test-kit';
import { vmsPasses } from './tables';
import { vmsKit } from './vms-test-kit';

const P = '/api/vms/preregister';

describe('vms guest passes', () => {
  apiTest(
    'a resident pre-registers a guest for their unit; the pass answers a signed token',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const pass = await makePass(k, { entries: 3 }, k.resident);
      expect(pass).toMatchObject({
        unitID: k.unitIds.home,
        unitNo: 'A-0101',
        guestName: 'มานพ รักษ์ดี',
        plate: 'ขก 4321',
        entriesAllowed: 3,
        entriesUsed: 0,
        state: 'ACTIVE',
        cancelledAt: null,
      });
      expect(pass.token.split('.')).toHaveLength(3);
      const check = await k.post(k.guard, `${P}/verify`, { token: pass.token });
      expect(check.statusCode, check.body).toBe(200);
      expect(check.json().data).toMatchObject({
        status: 'VALID',
        valid: true,
        pass: { passID: pass.passID },
      });
      // A gate app checks the signature offline with the community's public key.
      const { verifyKey } = (await k.get(k.guard, `${P}/setting`)).json().data;
      const { payload } = await jwtVerify(pass.token, await importJWK(verifyKey, 'EdDSA'));
      expect(payload.n).toBe(3);
      // The same pass signs to the same token whenever it is read.
      const list = await k.get(k.resident, `${P}/list`);
      expect(list.json().items.map((p: { token: string }) => p.token)).toEqual([pass.token]);
    },
  );

  apiTest(
    'bad input is refused in the caller’s language and nothing is saved',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const th = { 'accept-language': 'th' };
      const send = (body: object) =>
        k.guard.call('POST', P, { body: { communityID: community.id, ...body }, headers: th });
      const good = { unitID: k.unitIds.home, guestName: 'แขก', ...windowOf(0, 2) };
      expectRefusal(await send({ ...good, guestName: '' }), 400, undefined, /[\u0E00-\u0E7F]/);
      expectRefusal(await send({ ...good, unitID: 'nope' }), 400);
      expectRefusal(await send({ ...good, entries: 0 }), 400);
      expectRefusal(await send({ ...good, entries: 101 }), 400);
      expectRefusal(await send({ ...good, ...windowOf(2, 1) }), 400);
      expectRefusal(await send({ ...good, validFrom: 'tomorrow' }), 400);
      expectRefusal(await send({ ...good, ...windowOf(-5, -1) }), 400, 'VMS_PASS_ENDS_IN_PAST', /ผ่านไปแล้ว/);
      expectRefusal(await send({ ...good, ...windowOf(0, 73) }), 400, 'VMS_PASS_WINDOW_TOO_LONG', /72 ชั่วโมง/);
      expectRefusal(await k.post(k.guard, `${P}/verify`, { token: '' }), 400);
      expectRefusal(
        await k.staff.call('PUT', `${P}/setting`, {
          body: { communityID: community.id, allowed: true, maxWindowHours: 0, perUnitPerDay: 5 },
          headers: th,
        }),
        400,
      );
      expect(
        await api.db.select().from(vmsPasses).where(eq(vmsPasses.communityId, community.id)),
      ).toHaveLength(0);
    },
  );

  apiTest(
    'roles: a resident only for their own units, and only while the setting allows',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      expectRefusal(
        await k.post(k.resident, P, { unitID: k.unitIds.next, guestName: 'x', ...windowOf(0, 1) }),
        403,
        'VMS_PASS_NOT_YOUR_UNIT',
      );
      expect((await makePass(k, { unitID: k.unitIds.next })).unitNo).toBe('A-0102');
      expectRefusal(
        await k.post(k.guard, P, { unitID: crypto.randomUUID(), guestName: 'x', ...windowOf(0, 1) }),
        404,
        'VMS_UNIT_NOT_FOUND',
      );
      const put = (who: typeof k.staff, body: object) =>
        who.call('PUT', `${P}/setting`, { body: { communityID: community.id, ...body } });
      const closed = { allowed: false, maxWindowHours: 24, perUnitPerDay: 2 };
      expectRefusal(await put(k.guard, closed), 403);
      expectRefusal(await put(k.resident, closed), 403);
      const saved = await put(k.staff, closed);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toEqual(closed);
      const read = (await k.get(k.resident, `${P}/setting`)).json().data;
      expect(read).toMatchObject(closed);
      expect(read.verifyKey).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
      expectRefusal(
        await k.post(k.resident, P, { unitID: k.unitIds.home, guestName: 'x', ...windowOf(0, 1) }),
        403,
        'VMS_PASS_NOT_ALLOWED',
      );
      // The gate still may; the day's limit counts the passes the unit already has today.
      await makePass(k);
      await makePass(k);
      expectRefusal(
        await k.post(k.guard, P, { unitID: k.unitIds.home, guestName: 'x', ...windowOf(0, 1) }),
        409,
        'VMS_PASS_DAY_LIMIT',
      );
      expectRefusal(
        await k.post(k.guard, P, { unitID: k.unitIds.next, guestName: 'x', ...windowOf(0, 25) }),
        400,
        'VMS_PASS_WINDOW_TOO_LONG',
      );
      expectRefusal(await k.post(k.resident, `${P}/verify`, { token: 'a.b.c' }), 403);
    },
  );

  apiTest(
    'list: residents see their units’ passes; filters by state; pages by key',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const mine = await makePass(k, {}, k.resident);
      const theirs = await makePass(k, { unitID: k.unitIds.next });
      const later = await makePass(k, windowOf(5, 6));
      const gone = await makePass(k);
      await k.post(k.guard, `${P}/cancel`, { passID: gone.passID });
      await api.db
        .update(vmsPasses)
        .set({ validFrom: new Date(Date.now() - 5 * 3_600_000), validTo: new Date(Date.now() - 3_600_000) })
        .where(eq(vmsPasses.id, later.passID));
      const ids = (res: Awaited<ReturnType<typeof k.get>>) =>
        res.json().items.map((p: { passID: string }) => p.passID);
      expect(ids(await k.get(k.resident, `${P}/list`))).toEqual([gone.passID, later.passID, mine.passID]);
      expect(ids(await k.get(k.neighbour, `${P}/list`))).toEqual([theirs.passID]);
      expect(ids(await k.get(k.guard, `${P}/list`, { state: 'CANCELLED' }))).toEqual([gone.passID]);
      expect(ids(await k.get(k.guard, `${P}/list`, { state: 'EXPIRED' }))).toEqual([later.passID]);
      expect(ids(await k.get(k.guard, `${P}/list`, { state: 'ACTIVE' }))).toEqual([
        theirs.passID,
        mine.passID,
      ]);
      expect(ids(await k.get(k.guard, `${P}/list`, { unitID: k.unitIds.next }))).toEqual([theirs.passID]);
      expect(ids(await k.get(k.guard, `${P}/list`, { from: '2099-01-01', to: '2099-01-02' }))).toEqual([]);
      expectRefusal(await k.get(k.guard, `${P}/list`, { from: '2026-02-02', to: '2026-02-01' }), 400);
      const first = await k.get(k.guard, `${P}/list`, { limit: 3 });
      expect(first.json().items).toHaveLength(3);
      const rest = await k.get(k.guard, `${P}/list`, { limit: 3, lastKey: first.json().lastKey });
      expect(ids(rest)).toEqual([mine.passID]);
      expectRefusal(await k.get(k.guard, `${P}/list`, { state: 'LOST' }), 400);
    },
  );

  apiTest(
    'cancel: the resident who made it or the gate; logged; a cancelled pass is refused',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const byResident = await makePass(k, {}, k.resident);
      const byGuard = await makePass(k);
      expectRefusal(
        await k.post(k.neighbour, `${P}/cancel`, { passID: byResident.passID }),
        404,
        'VMS_PASS_NOT_FOUND',
      );
      expectRefusal(
        await k.post(k.resident, `${P}/cancel`, { passID: byGuard.passID }),
        403,
        'VMS_PASS_NOT_YOURS',
      );
      const done = await k.post(k.resident, `${P}/cancel`, { passID: byResident.passID, reason: 'เลื่อนนัด' });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data).toMatchObject({ state: 'CANCELLED', cancelReason: 'เลื่อนนัด' });
      expectRefusal(
        await k.post(k.guard, `${P}/cancel`, { passID: byResident.passID }),
        409,
        'VMS_PASS_CANCELLED',
      );
      expect((await k.post(k.guard, `${P}/cancel`, { passID: byGuard.passID })).statusCode).toBe(200);
      const logged = await api.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.communityId, community.id), eq(auditLog.action, 'vms.pass.cancel')));
      expect(logged).toHaveLength(2);
      const check = await k.post(k.guard, `${P}/verify`, { token: byResident.token });
      expect(check.json().data).toMatchObject({ status: 'CANCELLED', valid: false });
      expectRefusal(
        await k.post(k.guard, '/api/vms/visitor/checkin', { passToken: byResident.token }),
        409,
        'VMS_PASS_CANCELLED',
      );
    },
  );

  apiTest(
    'verify: an altered token is refused; outside its window it says when it is valid',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const pass = await makePass(k);
      expectRefusal(
        await k.post(k.guard, `${P}/verify`, { token: altered(pass.token) }),
        400,
        'VMS_PASS_INVALID',
      );
      expectRefusal(await k.post(k.guard, `${P}/verify`, { token: 'not-a-token' }), 400, 'VMS_PASS_INVALID');
      const later = await makePass(k, {
        validFrom: '2099-01-02T03:00:00.000Z',
        validTo: '2099-01-02T05:00:00.000Z',
        unitID: k.unitIds.next,
      });
      const check = await k.post(k.guard, `${P}/verify`, { token: later.token });
      expect(check.json().data).toMatchObject({
        status: 'NOT_YET_VALID',
        valid: false,
        validFrom: '2099-01-02T03:00:00.000Z',
      });
      // Too early at the gate: refused, the message saying when it is valid (Bangkok time).
      const early = await k.guard.call('POST', '/api/vms/visitor/checkin', {
        body: { communityID: community.id, passToken: later.token },
        headers: { 'accept-language': 'th' },
      });
      expectRefusal(early, 409, 'VMS_PASS_NOT_YET_VALID', /2099-01-02 10:00.*2099-01-02 12:00/);
      expectRefusal(
        await k.post(k.guard, '/api/vms/visitor/checkin', { passToken: altered(pass.token) }),
        400,
        'VMS_PASS_INVALID',
      );
      await api.db
        .update(vmsPasses)
        .set({ validFrom: new Date('2020-01-01T00:00:00Z'), validTo: new Date('2020-01-01T02:00:00Z') })
        .where(eq(vmsPasses.id, pass.passID));
      // The old token still names the old window, and is expired by its own claim.
      const late = await k.post(k.guard, '/api/vms/visitor/checkin', {
        passToken: (await k.get(k.guard, `${P}/list`))
          .json()
          .items.find((p: { passID: string }) => p.passID === pass.passID).token,
      });
      expectRefusal(late, 409, 'VMS_PASS_EXPIRED', /2020-01-01 09:00/);
    },
  );

  apiTest(
    'tenancy: another community’s passes are invisible and its tokens worthless here',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const other = await vmsKit(api, await newCommunity(api));
      const theirs = await makePass(other);
      expectRefusal(await k.post(k.guard, `${P}/verify`, { token: theirs.token }), 400, 'VMS_PASS_INVALID');
      expectRefusal(
        await k.post(k.guard, '/api/vms/visitor/checkin', { passToken: theirs.token }),
        400,
        'VMS_PASS_INVALID',
      );
      expectRefusal(
        await k.post(k.guard, `${P}/cancel`, { passID: theirs.passID }),
        404,
        'VMS_PASS_NOT_FOUND',
      );
      expect((await k.get(k.guard, `${P}/list`)).json().items).toEqual([]);
      expectRefusal(
        await k.post(k.guard, P, { unitID: other.unitIds.home, guestName: 'x', ...windowOf(0, 1) }),
        404,
        'VMS_UNIT_NOT_FOUND',
      );
      // The other community's guard cannot act for this community at all.
      expectRefusal(
        await other.guard.call('GET', `${P}/list`, { query: { communityID: community.id } }),
        403,
      );
    },
  );
});
