import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { type CommunityKit, type Member, newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { startSmtp } from '../../test/smtp-catcher';
import { startTestApp, type TestApp } from '../../test/test-app';
import { losservicesRequests, losservicesServices } from './tables';

const PUBLIC_URL = 'https://console.riverside.test';
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let c: CommunityKit;
let other: CommunityKit;
let staff: Member;
let resident: Member;
let neighbour: Member;
let committee: Member;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestApp({
    template: 'empty',
    mail: 'configured',
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'office@kit.test', PUBLIC_URL },
  });
  c = await newCommunity(t, { name: 'Riverside Kit' });
  other = await newCommunity(t, { name: 'Other Kit' });
  [staff, resident, neighbour, committee] = await Promise.all([
    c.member('PMC'),
    c.member('RESIDENT'),
    c.member('RESIDENT'),
    c.member('COMMITTEE'),
  ]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (who: Member, path: string, body: object, lang?: string) =>
  who.call('POST', `/api/losservices/${path}`, {
    body: { communityID: c.id, ...body },
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
const get = (who: Member, path: string, query: object = {}) =>
  who.call('GET', `/api/losservices/${path}`, { query: { communityID: c.id, ...query } });
const partner = (method: 'GET' | 'POST', ref: { c: string; r: string; t: string }, body: object = {}) =>
  t.app.inject({
    method,
    url: '/api/losservices/partner/request',
    ...(method === 'GET'
      ? { query: { communityID: ref.c, requestID: ref.r, token: ref.t } }
      : { payload: { communityID: ref.c, requestID: ref.r, token: ref.t, ...body } }),
  });

/** A local vendor's air-con wash, turned on. */
async function offered(name = 'ล้างแอร์') {
  const made = await post(staff, 'service/create', {
    kind: 'AIRCON_WASH',
    name,
    fromPriceSatang: 55_000,
    vendorName: 'เย็นฉ่ำ',
    vendorEmail: 'crew@yenchum.test',
  });
  expect(made.statusCode, made.body).toBe(200);
  expect(made.json().data).toMatchObject({ isEnabled: false, vendorEmail: 'crew@yenchum.test' });
  const on = await post(staff, 'service/toggle', { serviceID: made.json().data.serviceID, isEnabled: true });
  expect(on.json().data.isEnabled).toBe(true);
  return made.json().data.serviceID as string;
}

async function ordered(serviceID: string, who = resident) {
  const res = await post(who, 'request/create', { serviceID, place: 'A-1203', preferredDate: '2026-12-05' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.requestID as string;
}

/** The link in the partner's latest mail for this request, after the mail job ran. */
async function linkFor(requestID: string) {
  await t.app.services.jobs.runDue();
  const mail = smtp.received.filter((m) => m.text?.includes(requestID)).at(-1);
  expect(mail, 'partner mail').toBeDefined();
  expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.text : '').toBe('crew@yenchum.test');
  const url = new URL(mail!.text!.match(/https:\/\/\S+/)![0]);
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/partner/losservices`);
  return { c: url.searchParams.get('c')!, r: url.searchParams.get('r')!, t: url.searchParams.get('t')! };
}

describe('a service request from order to review', () => {
  it('goes REQUESTED -> ACCEPTED -> SCHEDULED -> DONE through the partner link, telling the staff and the resident', async () => {
    const serviceID = await offered();
    const notify = vi.spyOn(t.app.services, 'notify');
    try {
      const requestID = await ordered(serviceID);
      expect(notify.mock.calls.at(-1)).toMatchObject([
        c.id,
        { kind: 'staff' },
        { featureEnum: 'LOS_SERVICES', target: '/dashboard/losservices' },
      ]);
      const link = await linkFor(requestID);
      expect(link).toMatchObject({ c: c.id, r: requestID });

      const view = await partner('GET', link);
      expect(view.statusCode, view.body).toBe(200);
      expect(view.json().data).toMatchObject({
        status: 'REQUESTED',
        place: 'A-1203',
        communityName: 'Riverside Kit',
      });

      expect((await partner('POST', link, { status: 'ACCEPTED' })).json().data.status).toBe('ACCEPTED');
      expectRefusal(
        await partner('POST', link, { status: 'SCHEDULED' }),
        400,
        'LOSSERVICES_SCHEDULE_NEEDS_TIME',
      );
      const scheduled = await partner('POST', link, {
        status: 'SCHEDULED',
        scheduledAt: '2026-12-05T10:00:00+07:00',
        note: 'ช่าง 2 คน',
      });
      expect(scheduled.json().data).toMatchObject({
        status: 'SCHEDULED',
        scheduledAt: '2026-12-05T03:00:00.000Z',
      });
      expect((await partner('POST', link, { status: 'DONE' })).json().data.status).toBe('DONE');
      expectRefusal(await partner('POST', link, { status: 'ACCEPTED' }), 409, 'LOSSERVICES_MOVE_NOT_ALLOWED');

      const toResident = notify.mock.calls.filter(([, a]) => a.kind === 'users');
      expect(toResident.map(([, a]) => (a as unknown as { userIds: string[] }).userIds)).toEqual([
        [resident.userId],
        [resident.userId],
        [resident.userId],
      ]);

      const mine = await get(resident, 'request/detail', { requestID });
      expect(mine.json().data).toMatchObject({ status: 'DONE', isMine: true, statusNote: '' });
      expectRefusal(
        await post(neighbour, 'request/review', { requestID, rating: 5 }),
        404,
        'LOSSERVICES_REQUEST_NOT_FOUND',
      );
      const reviewed = await post(resident, 'request/review', { requestID, rating: 5, comment: 'ดีมาก' });
      expect(reviewed.json().data.review).toEqual({ rating: 5, comment: 'ดีมาก' });
      expectRefusal(
        await post(resident, 'request/review', { requestID, rating: 4 }),
        409,
        'LOSSERVICES_ALREADY_REVIEWED',
      );
      const trail = await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.target, requestID));
      expect(trail.map((a) => a.action).sort()).toEqual(
        [
          'losservices.request.accepted',
          'losservices.request.create',
          'losservices.request.done',
          'losservices.request.review',
          'losservices.request.scheduled',
        ].sort(),
      );
    } finally {
      notify.mockRestore();
    }
  });

  it('refuses a forged link, a link for another request, and one moved to another community', async () => {
    const serviceID = await offered('ล้างแอร์ 2');
    const first = await linkFor(await ordered(serviceID));
    const second = await linkFor(await ordered(serviceID));
    expectRefusal(
      await partner('GET', { ...first, t: `${first.t.slice(0, -2)}xx` }),
      403,
      'LOSSERVICES_LINK_NOT_VALID',
    );
    expectRefusal(await partner('GET', { ...first, r: second.r }), 403, 'LOSSERVICES_LINK_NOT_VALID');
    expectRefusal(await partner('POST', { ...first, c: other.id }, { status: 'ACCEPTED' }), 403);
    expectRefusal(await partner('GET', { ...first, t: 'short' }), 400);
    const [row] = await t.db.select().from(losservicesRequests).where(eq(losservicesRequests.id, first.r));
    expect(row!.status).toBe('REQUESTED');
  });

  it('lets the resident cancel an open request with a reason; the partner and the staff hear of it', async () => {
    const serviceID = await offered('ล้างแอร์ 3');
    const requestID = await ordered(serviceID);
    const notify = vi.spyOn(t.app.services, 'notify');
    try {
      expectRefusal(await post(resident, 'request/cancel', { requestID, reason: ' ' }), 400);
      expectRefusal(await post(neighbour, 'request/cancel', { requestID, reason: 'not mine' }), 404);
      expect(notify).not.toHaveBeenCalled();
      const cancelled = await post(resident, 'request/cancel', { requestID, reason: 'ไม่สะดวกแล้ว' });
      expect(cancelled.json().data).toMatchObject({ status: 'CANCELLED', statusNote: 'ไม่สะดวกแล้ว' });
      // Like a new request: the staff, with a click into the requests table; the resident
      // who cancelled is not told of their own change.
      expect(notify.mock.calls).toHaveLength(1);
      expect(notify.mock.calls[0]).toMatchObject([
        c.id,
        { kind: 'staff' },
        {
          featureEnum: 'LOS_SERVICES',
          target: '/dashboard/losservices',
          title: expect.stringContaining('ล้างแอร์ 3'),
          body: expect.stringContaining('ไม่สะดวกแล้ว'),
        },
      ]);

      // The office cancelling tells the requester, not the staff again.
      notify.mockClear();
      const second = await ordered(serviceID);
      notify.mockClear();
      expect(
        (await post(staff, 'request/cancel', { requestID: second, reason: 'ช่างไม่ว่าง' })).statusCode,
      ).toBe(200);
      expect(notify.mock.calls.map(([, audience]) => audience)).toEqual([
        { kind: 'users', userIds: [resident.userId] },
      ]);
    } finally {
      notify.mockRestore();
    }
    await t.app.services.jobs.runDue();
    expect(smtp.received.at(-1)!.subject).toContain('ยกเลิกแล้ว');
    expectRefusal(
      await post(resident, 'request/cancel', { requestID, reason: 'again' }, 'th'),
      409,
      'LOSSERVICES_MOVE_NOT_ALLOWED',
      /CANCELLED/,
    );
    expectRefusal(await post(staff, 'request/status', { requestID, status: 'REJECTED' }), 409);
  });
});

describe('who sees and changes what', () => {
  it('shows residents the services turned on without vendor e-mails; staff all of them', async () => {
    const on = await offered('ทำความสะอาด');
    const off = (
      await post(staff, 'service/create', {
        kind: 'MOVING',
        name: 'ขนย้าย (ปิด)',
        fromPriceSatang: 150_000,
        vendorName: 'ขนดี',
        vendorEmail: 'move@khondee.test',
      })
    ).json().data.serviceID;
    const seen = (await get(resident, 'service/list')).json().items;
    expect(seen.map((s: { serviceID: string }) => s.serviceID)).toContain(on);
    expect(seen.map((s: { serviceID: string }) => s.serviceID)).not.toContain(off);
    expect(seen.every((s: { vendorEmail: string | null }) => s.vendorEmail === null)).toBe(true);
    expectRefusal(
      await get(resident, 'service/detail', { serviceID: off }),
      404,
      'LOSSERVICES_SERVICE_NOT_FOUND',
    );
    expectRefusal(
      await post(resident, 'request/create', { serviceID: off, place: 'A-1', preferredDate: '2026-12-01' }),
      404,
    );
    expectRefusal(
      await post(staff, 'request/create', { serviceID: off, place: 'A-1', preferredDate: '2026-12-01' }),
      409,
      'LOSSERVICES_SERVICE_OFF',
    );
    const all = (await get(staff, 'service/list', { search: 'ขนย้าย' })).json().items;
    expect(all.map((s: { serviceID: string }) => s.serviceID)).toEqual([off]);

    await ordered(on);
    await ordered(on, neighbour);
    const counted = (await get(staff, 'service/list', { search: 'ทำความสะอาด' })).json().items;
    expect(counted).toEqual([expect.objectContaining({ serviceID: on, openRequests: 2 })]);
    expect((await get(staff, 'service/detail', { serviceID: on })).json().data.openRequests).toBe(2);
    expect(
      (await get(resident, 'service/list'))
        .json()
        .items.every((s: { openRequests: number }) => s.openRequests === 0),
    ).toBe(true);
  });

  it('lets the committee read but not write, and residents neither manage services nor read others requests', async () => {
    const serviceID = await offered('ล้างแอร์ 4');
    const requestID = await ordered(serviceID);
    expect((await get(committee, 'request/list')).statusCode).toBe(200);
    expect((await get(committee, 'request/count')).json().data.open).toBeGreaterThan(0);
    expectRefusal(
      await post(committee, 'request/status', { requestID, status: 'ACCEPTED' }),
      403,
      'PERMISSION_DENIED',
    );
    expectRefusal(
      await post(resident, 'service/update', { serviceID, kind: 'OTHER', name: 'x', fromPriceSatang: 1 }),
      403,
    );
    expectRefusal(await get(resident, 'request/count'), 403);
    const theirs = (await get(neighbour, 'request/list')).json().items;
    expect(theirs.every((r: { isMine: boolean }) => r.isMine)).toBe(true);
    expect(theirs.map((r: { requestID: string }) => r.requestID)).not.toContain(requestID);
    const staffList = (
      await get(staff, 'request/list', { openOnly: 'true', search: 'A-1203', limit: 1 })
    ).json();
    expect(staffList.items).toHaveLength(1);
    expect(staffList.lastKey).toEqual(expect.any(String));
    const next = (
      await get(staff, 'request/list', { openOnly: 'true', lastKey: staffList.lastKey, limit: 1 })
    ).json();
    expect(next.items[0].requestID).not.toBe(staffList.items[0].requestID);
    expectRefusal(await get(staff, 'request/list', { lastKey: 'garbage' }), 400);
  });

  it("keeps another community's services and requests out, and saves nothing from bad input", async () => {
    const serviceID = await offered('ล้างแอร์ 5');
    const requestID = await ordered(serviceID);
    const outsider = await other.member('PMC');
    const theirs = (q: object) =>
      outsider.call('GET', '/api/losservices/request/detail', { query: { communityID: other.id, ...q } });
    expectRefusal(await theirs({ requestID }), 404, 'LOSSERVICES_REQUEST_NOT_FOUND');
    expectRefusal(
      await outsider.call('POST', '/api/losservices/service/toggle', {
        body: { communityID: other.id, serviceID, isEnabled: false },
      }),
      404,
    );
    expectRefusal(await get(outsider, 'service/list'), 403);

    const before = await t.db
      .select()
      .from(losservicesServices)
      .where(inArray(losservicesServices.communityId, [c.id]));
    for (const bad of [
      { kind: 'CLEANING', name: 'x', fromPriceSatang: -1, vendorName: 'v', vendorEmail: 'v@x.test' },
      { kind: 'CLEANING', name: 'x', fromPriceSatang: 10.5, vendorName: 'v', vendorEmail: 'v@x.test' },
      { kind: 'NOPE', name: 'x', fromPriceSatang: 1, vendorName: 'v', vendorEmail: 'v@x.test' },
      { kind: 'CLEANING', name: 'x', fromPriceSatang: 1 },
      {
        kind: 'CLEANING',
        name: 'x',
        fromPriceSatang: 1,
        partnerID: crypto.randomUUID(),
        vendorName: 'v',
        vendorEmail: 'v@x.test',
      },
    ]) {
      expectRefusal(await post(staff, 'service/create', bad, 'th'), 400);
    }
    expectRefusal(
      await post(staff, 'service/create', {
        kind: 'CLEANING',
        name: 'x',
        fromPriceSatang: 1,
        partnerID: crypto.randomUUID(),
      }),
      404,
      'LOSSERVICES_PARTNER_NOT_FOUND',
    );
    const after = await t.db
      .select()
      .from(losservicesServices)
      .where(inArray(losservicesServices.communityId, [c.id]));
    expect(after).toHaveLength(before.length);
    const th = await post(
      resident,
      'request/create',
      { serviceID, place: '', preferredDate: '2026-13-40' },
      'th',
    );
    expectRefusal(th, 400);
  });
});
