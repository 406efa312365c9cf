import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import { type HomeDesk, inRiverside, openDeskAtHome, RIVERSIDE } from './parcel-test-kit';
import { parcelEvents, parcels } from './tables';

let d: HomeDesk;
beforeAll(async () => {
  d = await openDeskAtHome();
});
afterAll(() => d.t.close());

describe('DELETE /api/parcel/delete', () => {
  it('needs a reason, keeps the record as DELETED and logs the reason', async () => {
    const p = await d.receiveAtHome();
    expectRefusal(
      await d.call('pmc', 'DELETE', '/api/parcel/delete', inRiverside({ parcelID: p.parcelID })),
      400,
      'VALIDATION_FAILED',
      /reason is required/,
    );
    expectRefusal(
      await d.call('pmc', 'DELETE', '/api/parcel/delete', inRiverside({ parcelID: p.parcelID, reason: 'x' })),
      400,
      'VALIDATION_FAILED',
      /say why/,
    );
    const res = await d.call(
      'guard',
      'DELETE',
      '/api/parcel/delete',
      inRiverside({ parcelID: p.parcelID, reason: 'บันทึกซ้ำ' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'DELETED', statusReason: 'บันทึกซ้ำ' });
    const [row] = await d.t.db.select().from(parcels).where(eq(parcels.id, p.parcelID));
    expect(row).toMatchObject({ status: 'DELETED', trackingNo: p.trackingNo });
    const history = (
      await d.call('guard', 'GET', '/api/parcel/activity', {
        query: { communityID: RIVERSIDE, parcelID: p.parcelID },
      })
    ).json().items;
    expect(history.map((e: { action: string }) => e.action)).toEqual(['RECEIVED', 'DELETED']);
    expect(history[1]).toMatchObject({ detail: { reason: 'บันทึกซ้ำ' }, actorName: 'บุญมี แข็งแรง' });
  });
});

describe('PUT /api/parcel/update', () => {
  it('corrects fields and logs each change before and after', async () => {
    const p = await d.receiveAtHome();
    const res = await d.call(
      'guard',
      'PUT',
      '/api/parcel/update',
      inRiverside({ parcelID: p.parcelID, carrier: 'j&t express', type: 'FOOD', note: 'ของสด' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      carrier: 'J&T Express',
      type: 'FOOD',
      note: 'ของสด',
      recipientName: 'สุดา มีสุข',
    });
    const [event] = (
      await d.t.db.select().from(parcelEvents).where(eq(parcelEvents.parcelId, p.parcelID))
    ).filter((e) => e.action === 'UPDATED');
    expect(event!.detail).toEqual({
      changes: {
        carrier: { before: 'Kerry Express', after: 'J&T Express' },
        type: { before: 'BOX', after: 'FOOD' },
        note: { before: null, after: 'ของสด' },
      },
    });
  });

  it('moves a parcel keyed into the wrong unit: the label name stays, a notice is due, the new unit is told', async () => {
    const p = await d.receiveAtHome();
    const empty = await d.quietUnit();
    const res = await d.call(
      'guard',
      'PUT',
      '/api/parcel/update',
      inRiverside({ parcelID: p.parcelID, unitID: empty.id }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      unitNo: empty.unitNo,
      recipientUserID: null,
      recipientName: 'สุดา มีสุข',
      needsNotice: true,
      printedAt: null,
    });
    expectRefusal(
      await d.call('guard', 'PUT', '/api/parcel/update', inRiverside({ parcelID: p.parcelID })),
      400,
      'VALIDATION_FAILED',
      /Nothing to change/,
    );
    expectRefusal(
      await d.call(
        'guard',
        'PUT',
        '/api/parcel/update',
        inRiverside({ parcelID: p.parcelID, recipientUserID: d.residentId }),
      ),
      400,
      'NOT_A_RESIDENT',
    );
  });
});
