import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/as-user';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { type HomeDesk, newTracking, openDeskAtHome, RIVERSIDE, receive } from './parcel-test-kit';
import { parcelCounters, parcelEvents, parcels } from './tables';

let d: HomeDesk;
beforeAll(async () => {
  d = await openDeskAtHome();
});
afterAll(() => d.t.close());

const inbox = async (who: 'resident' | 'committee') =>
  (await d.call(who, 'GET', '/api/notification/inbox', { query: { communityID: RIVERSIDE } })).json()
    .items as {
    inboxTitle: string;
    inboxBody: string;
    featureEnum: string;
  }[];

describe('POST /api/parcel/pmc (receive)', () => {
  it('saves the parcel with the next number, logs it and notifies the unit', async () => {
    const next = (
      await d.call('guard', 'GET', '/api/parcel/no', { query: { communityID: RIVERSIDE } })
    ).json().data.nextNo;
    const trackingNo = newTracking('KEX');
    const p = await receive(d, {
      trackingNo,
      unitID: d.home,
      recipientUserID: d.residentId,
      note: 'ฝากไว้ที่ตู้',
    });
    expect(p).toMatchObject({
      no: next,
      trackingNo,
      carrier: 'Kerry Express',
      type: 'BOX',
      status: 'WAITING',
      unitNo: 'A-0304',
      buildingName: 'อาคาร A',
      recipientUserID: d.residentId,
      recipientName: 'สุดา มีสุข',
      recipientPhone: '0891112233',
      note: 'ฝากไว้ที่ตู้',
      needsNotice: false,
      isOverdue: false,
      receivedBy: 'บุญมี แข็งแรง',
      collector: null,
    });
    const events = await d.t.db.select().from(parcelEvents).where(eq(parcelEvents.parcelId, p.parcelID));
    expect(events.map((e) => e.action)).toEqual(['RECEIVED']);
    const [item] = await inbox('resident');
    expect(item).toMatchObject({ inboxTitle: 'มีพัสดุมาถึง', featureEnum: 'PARCEL' });
    expect(item!.inboxBody).toContain(`${p.no}`);
    // The committee member lives in B-0801, not here: nothing for them about this parcel.
    expect((await inbox('committee')).some((i) => i.inboxBody.includes(`${p.no} `))).toBe(false);
  });

  it('needs a printed notice when nobody in the unit has the app, or when the desk asks', async () => {
    const empty = await d.unit('B-0102');
    const noApp = await receive(d, { unitID: empty, recipientName: 'คุณสมศรี ใจงาม' });
    expect(noApp).toMatchObject({ needsNotice: true, recipientUserID: null, recipientName: 'คุณสมศรี ใจงาม' });
    const asked = await receive(d, { unitID: d.home, recipientUserID: d.residentId, printNotice: true });
    expect(asked.needsNotice).toBe(true);
  });

  it('accepts a multipart form with a photo', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = multipart(
      {
        communityID: RIVERSIDE,
        trackingNo: newTracking('PHOTO'),
        carrier: 'flash express',
        type: 'ENVELOPE',
        unitID: d.home,
        recipientUserID: d.residentId,
        printNotice: 'false',
      },
      { photo: { name: 'p.png', bytes: png, type: 'image/png' } },
    );
    const res = await d.call('guard', 'POST', '/api/parcel/pmc', {
      query: { communityID: RIVERSIDE },
      ...form,
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({ carrier: 'Flash Express', type: 'ENVELOPE', needsNotice: false });
    expect(p.photoUrl).toMatch(/^\/api\/files\/private\/c-riverside-condo\/parcels\/.+\.png\?exp=/);
    expect((await d.t.app.inject({ url: p.photoUrl })).statusCode).toBe(200);
  });

  it('warns of a tracking number already waiting, and saves it only when confirmed', async () => {
    const trackingNo = newTracking('DUP');
    const first = await receive(d, { trackingNo, unitID: d.home, recipientUserID: d.residentId });
    const exist = await d.call('pmc', 'GET', '/api/parcel/tracking/exist', {
      query: { communityID: RIVERSIDE, trackingNo: trackingNo.toLowerCase() },
    });
    expect(exist.json().data).toMatchObject({
      exists: true,
      parcels: [{ parcelID: first.parcelID, no: first.no }],
    });
    const before = await countRows(d.t.db, parcels);
    const again = {
      communityID: RIVERSIDE,
      carrier: 'Kerry Express',
      type: 'BOX',
      trackingNo,
      unitID: d.home,
      recipientName: 'x y',
    };
    expectRefusal(
      await d.call('guard', 'POST', '/api/parcel/pmc', { body: again }),
      409,
      'DUPLICATE_TRACKING',
      `parcel no. ${first.no}`,
    );
    expect(await countRows(d.t.db, parcels)).toBe(before);
    const confirmed = await d.call('guard', 'POST', '/api/parcel/pmc', {
      body: { ...again, confirmDuplicate: true },
    });
    expect(confirmed.statusCode).toBe(200);
    const none = await d.call('pmc', 'GET', '/api/parcel/tracking/exist', {
      query: { communityID: RIVERSIDE, trackingNo: 'NEVER-SEEN-123' },
    });
    expect(none.json().data).toEqual({ exists: false, parcels: [] });
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const before = await countRows(d.t.db, parcels);
    const [counter] = await d.t.db
      .select()
      .from(parcelCounters)
      .where(eq(parcelCounters.communityId, RIVERSIDE));
    const good = {
      communityID: RIVERSIDE,
      trackingNo: newTracking(),
      carrier: 'Kerry Express',
      type: 'BOX',
      unitID: d.home,
      recipientName: 'A B',
    };
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ trackingNo: undefined }, 'VALIDATION_FAILED', /trackingNo is required/],
      [{ trackingNo: 'ab' }, 'VALIDATION_FAILED', /at least 3/],
      [{ type: 'PARCEL' }, 'VALIDATION_FAILED', /type must be one of/],
      [{ unitID: 'not-a-uuid' }, 'VALIDATION_FAILED', /unitID is not valid/],
      [{ unitID: '00000000-0000-4000-8000-000000000000' }, 'UNIT_NOT_FOUND', /No such unit/],
      [{ carrier: 'Pony Express' }, 'UNKNOWN_CARRIER', /Pony Express is not a carrier/],
      [{ recipientName: undefined }, 'RECIPIENT_REQUIRED', /recipientName is required/],
      [
        { recipientName: undefined, recipientUserID: await d.userId('committee@demo.test') },
        'NOT_A_RESIDENT',
        /not a resident of unit A-0304/,
      ],
      [{ recipientPhone: '12' }, 'VALIDATION_FAILED', /Mobile number/],
    ];
    for (const [change, code, message] of cases) {
      expectRefusal(
        await d.call('guard', 'POST', '/api/parcel/pmc', { body: { ...good, ...change } }),
        400,
        code,
        message,
      );
    }
    expect(await countRows(d.t.db, parcels)).toBe(before);
    const [after] = await d.t.db
      .select()
      .from(parcelCounters)
      .where(eq(parcelCounters.communityId, RIVERSIDE));
    expect(after!.lastNo).toBe(counter!.lastNo);
  });

  it('refuses a photo that is not an image, and keeps no parcel', async () => {
    const before = await countRows(d.t.db, parcels);
    const form = multipart(
      {
        communityID: RIVERSIDE,
        trackingNo: newTracking(),
        carrier: 'Kerry Express',
        type: 'BOX',
        unitID: d.home,
        recipientName: 'A B',
      },
      { photo: { name: 'x.png', bytes: Buffer.from('not an image') } },
    );
    const res = await d.call('guard', 'POST', '/api/parcel/pmc', {
      query: { communityID: RIVERSIDE },
      ...form,
    });
    expectRefusal(res, 400, 'UNSUPPORTED_FILE');
    expect(await countRows(d.t.db, parcels)).toBe(before);
  });

  it('gives concurrent receives distinct, consecutive numbers', async () => {
    const start = (
      await d.call('guard', 'GET', '/api/parcel/no', { query: { communityID: RIVERSIDE } })
    ).json().data.nextNo;
    const saved = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        receive(d, { unitID: d.home, recipientUserID: d.residentId }, i % 2 ? 'guard' : 'pmc'),
      ),
    );
    const numbers = saved.map((p) => p.no).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 25 }, (_, i) => start + i));
  });
});
