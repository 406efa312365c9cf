import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import { type Desk, openDesk, RIVERSIDE, receive } from './parcel-test-kit';
import { parcelEvents, parcels } from './tables';

let d: Desk;
let home: string;
let residentId: string;
beforeAll(async () => {
  d = await openDesk();
  home = await d.unit('A-0304');
  residentId = await d.userId('resident@demo.test');
});
afterAll(() => d.t.close());

const body = (b: Record<string, unknown>) => ({ body: { communityID: RIVERSIDE, ...b } });
const proxy = { kind: 'PROXY', name: 'คุณมานพ รับแทน', phone: '0865551234' };
const atHome = () => receive(d, { unitID: home, recipientUserID: residentId });
const actions = async (id: string) =>
  (
    await d.t.db.select().from(parcelEvents).where(eq(parcelEvents.parcelId, id)).orderBy(parcelEvents.id)
  ).map((e) => e.action);
const statusOf = async (ids: string[]) =>
  (await d.t.db.select().from(parcels).where(inArray(parcels.id, ids))).map((p) => p.status);

describe('the state rules', () => {
  it('will not hand out a returned parcel, and says when it was returned', async () => {
    const p = await atHome();
    const back = await d.call(
      'guard',
      'POST',
      '/api/parcel/return',
      body({ parcelID: p.parcelID, reason: 'ผู้รับปฏิเสธ' }),
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().items[0]).toMatchObject({ status: 'RETURNED', statusReason: 'ผู้รับปฏิเสธ' });
    const refused = expectRefusal(
      await d.call('guard', 'POST', '/api/parcel/export', body({ parcelID: p.parcelID, collector: proxy })),
      409,
      'PARCEL_STATE',
    );
    expect(refused.message).toMatch(
      new RegExp(
        `^Parcel no\\. ${p.no} was returned to the sender on \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2}; it cannot be handed out$`,
      ),
    );
    expectRefusal(
      await d.call('guard', 'POST', '/api/parcel/return', body({ parcelID: p.parcelID })),
      409,
      'PARCEL_STATE',
      /cannot be returned/,
    );
    expectRefusal(
      await d.call('pmc', 'DELETE', '/api/parcel/delete', body({ parcelID: p.parcelID, reason: 'mistake' })),
      409,
      'PARCEL_STATE',
    );
    expectRefusal(
      await d.call('pmc', 'PUT', '/api/parcel/update', body({ parcelID: p.parcelID, note: 'x' })),
      409,
      'PARCEL_STATE',
      /can no longer be changed/,
    );
    expect(await actions(p.parcelID)).toEqual(['RECEIVED', 'RETURNED']);
  });

  it('in a batch, one parcel that cannot move stops all of them', async () => {
    const [a, b] = [await atHome(), await atHome()];
    await d.call('guard', 'POST', '/api/parcel/export', body({ parcelID: b.parcelID, collector: proxy }));
    expectRefusal(
      await d.call(
        'guard',
        'POST',
        '/api/parcel/return/multiple',
        body({ parcelIDs: [a.parcelID, b.parcelID] }),
      ),
      409,
      'PARCEL_STATE',
      new RegExp(`Parcel no. ${b.no} was handed out`),
    );
    expect(await statusOf([a.parcelID])).toEqual(['WAITING']);
    const ok = await d.call(
      'guard',
      'POST',
      '/api/parcel/return/multiple',
      body({ parcelIDs: [a.parcelID] }),
    );
    expect(ok.json().items[0].status).toBe('RETURNED');
  });

  it('takes back a mistaken hand-out within a day, with a reason, and not after', async () => {
    const p = await atHome();
    await d.call('guard', 'POST', '/api/parcel/export', body({ parcelID: p.parcelID, collector: proxy }));
    expectRefusal(
      await d.call('guard', 'POST', '/api/parcel/export/undo', body({ parcelID: p.parcelID })),
      400,
      'VALIDATION_FAILED',
      /reason/,
    );
    const undo = await d.call(
      'guard',
      'POST',
      '/api/parcel/export/undo',
      body({ parcelID: p.parcelID, reason: 'ให้ผิดคน ได้คืนแล้ว' }),
    );
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().data).toMatchObject({
      status: 'WAITING',
      collector: null,
      handedOutAt: null,
      statusReason: 'ให้ผิดคน ได้คืนแล้ว',
    });
    const [event] = (
      await d.t.db.select().from(parcelEvents).where(eq(parcelEvents.parcelId, p.parcelID))
    ).filter((e) => e.action === 'HAND_OUT_UNDONE');
    expect(event!.detail).toMatchObject({
      reason: 'ให้ผิดคน ได้คืนแล้ว',
      undone: { collectorName: 'คุณมานพ รับแทน' },
    });
    expectRefusal(
      await d.call(
        'guard',
        'POST',
        '/api/parcel/export/undo',
        body({ parcelID: p.parcelID, reason: 'again' }),
      ),
      409,
      'PARCEL_STATE',
      /no hand-out to take back/,
    );

    await d.call('guard', 'POST', '/api/parcel/export', body({ parcelID: p.parcelID, collector: proxy }));
    await d.t.db
      .update(parcels)
      .set({ handedOutAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(parcels.id, p.parcelID));
    expectRefusal(
      await d.call(
        'guard',
        'POST',
        '/api/parcel/export/undo',
        body({ parcelID: p.parcelID, reason: 'too late' }),
      ),
      409,
      'PARCEL_STATE',
      /only within 24 hours/,
    );
  });
});
