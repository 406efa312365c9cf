import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import {
  eventActions,
  guardPosts,
  type HomeDesk,
  inRiverside,
  openDeskAtHome,
  PROXY,
  statusesOf,
} from './parcel-test-kit';
import { parcelEvents, parcels } from './tables';

let d: HomeDesk;
beforeAll(async () => {
  d = await openDeskAtHome();
});
afterAll(() => d.t.close());

describe('the state rules', () => {
  it('will not hand out a returned parcel, and says when it was returned', async () => {
    const p = await d.receiveAtHome();
    const back = await guardPosts(d, '/api/parcel/return', { parcelID: p.parcelID, reason: 'ผู้รับปฏิเสธ' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().items[0]).toMatchObject({ status: 'RETURNED', statusReason: 'ผู้รับปฏิเสธ' });
    const refused = expectRefusal(
      await guardPosts(d, '/api/parcel/export', { parcelID: p.parcelID, collector: PROXY }),
      409,
      'PARCEL_STATE',
    );
    expect(refused.message).toMatch(
      new RegExp(
        `^Parcel no\\. ${p.no} was returned to the sender on \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2}; it cannot be handed out$`,
      ),
    );
    expectRefusal(
      await guardPosts(d, '/api/parcel/return', { parcelID: p.parcelID }),
      409,
      'PARCEL_STATE',
      /cannot be returned/,
    );
    expectRefusal(
      await d.call(
        'pmc',
        'DELETE',
        '/api/parcel/delete',
        inRiverside({ parcelID: p.parcelID, reason: 'mistake' }),
      ),
      409,
      'PARCEL_STATE',
    );
    expectRefusal(
      await d.call('pmc', 'PUT', '/api/parcel/update', inRiverside({ parcelID: p.parcelID, note: 'x' })),
      409,
      'PARCEL_STATE',
      /can no longer be changed/,
    );
    expect(await eventActions(d, p.parcelID)).toEqual(['RECEIVED', 'RETURNED']);
  });

  it('in a batch, one parcel that cannot move stops all of them', async () => {
    const [a, b] = [await d.receiveAtHome(), await d.receiveAtHome()];
    await guardPosts(d, '/api/parcel/export', { parcelID: b.parcelID, collector: PROXY });
    expectRefusal(
      await guardPosts(d, '/api/parcel/return/multiple', { parcelIDs: [a.parcelID, b.parcelID] }),
      409,
      'PARCEL_STATE',
      new RegExp(`Parcel no. ${b.no} was handed out`),
    );
    expect(await statusesOf(d, [a.parcelID])).toEqual(['WAITING']);
    const ok = await guardPosts(d, '/api/parcel/return/multiple', { parcelIDs: [a.parcelID] });
    expect(ok.json().items[0].status).toBe('RETURNED');
  });

  it('takes back a mistaken hand-out within a day, with a reason, and not after', async () => {
    const p = await d.receiveAtHome();
    await guardPosts(d, '/api/parcel/export', { parcelID: p.parcelID, collector: PROXY });
    expectRefusal(
      await guardPosts(d, '/api/parcel/export/undo', { parcelID: p.parcelID }),
      400,
      'VALIDATION_FAILED',
      /reason/,
    );
    const undo = await guardPosts(d, '/api/parcel/export/undo', {
      parcelID: p.parcelID,
      reason: 'ให้ผิดคน ได้คืนแล้ว',
    });
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
      await guardPosts(d, '/api/parcel/export/undo', { parcelID: p.parcelID, reason: 'again' }),
      409,
      'PARCEL_STATE',
      /no hand-out to take back/,
    );

    await guardPosts(d, '/api/parcel/export', { parcelID: p.parcelID, collector: PROXY });
    await d.t.db
      .update(parcels)
      .set({ handedOutAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(parcels.id, p.parcelID));
    expectRefusal(
      await guardPosts(d, '/api/parcel/export/undo', { parcelID: p.parcelID, reason: 'too late' }),
      409,
      'PARCEL_STATE',
      /only within 24 hours/,
    );
  });
});
