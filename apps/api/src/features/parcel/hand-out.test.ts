import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import {
  eventActions,
  guardPosts,
  type HomeDesk,
  inRiverside,
  openDeskAtHome,
  PROXY,
  RIVERSIDE,
  receive,
  statusesOf,
} from './parcel-test-kit';
import { parcelEvents, parcels } from './tables';

let d: HomeDesk;
beforeAll(async () => {
  d = await openDeskAtHome();
});
afterAll(() => d.t.close());

describe('POST /api/parcel/export and export/multiple (hand out)', () => {
  it('hands one parcel to the resident, records who and when, and tells the unit', async () => {
    const p = await d.receiveAtHome();
    const res = await guardPosts(d, '/api/parcel/export', {
      parcelID: p.parcelID,
      collector: { kind: 'RESIDENT', userID: d.residentId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [out] = res.json().items;
    expect(out).toMatchObject({
      status: 'HANDED_OUT',
      handedOutBy: 'บุญมี แข็งแรง',
      collector: { kind: 'RESIDENT', userID: d.residentId, name: 'สุดา มีสุข', phone: '0891112233' },
    });
    expect(Date.now() - Date.parse(out.handedOutAt)).toBeLessThan(60_000);
    expect(await eventActions(d, p.parcelID)).toEqual(['RECEIVED', 'HANDED_OUT']);
    const inbox = (
      await d.call('resident', 'GET', '/api/notification/inbox', { query: { communityID: RIVERSIDE } })
    ).json().items;
    expect(inbox[0]).toMatchObject({ inboxTitle: 'รับพัสดุแล้ว', featureEnum: 'PARCEL' });
    expect(inbox[0].inboxBody).toContain(String(p.no));
  });

  it('hands two parcels of one unit to a named proxy at once, at a stated time', async () => {
    const [a, b] = [await d.receiveAtHome(), await d.receiveAtHome()];
    const earlier = new Date(Date.now() - 3_600_000);
    await d.t.db
      .update(parcels)
      .set({ receivedAt: earlier })
      .where(inArray(parcels.id, [a.parcelID, b.parcelID]));
    const at = new Date(Date.now() - 5 * 60_000).toISOString();
    const res = await d.call(
      'pmc',
      'POST',
      '/api/parcel/export/multiple',
      inRiverside({ parcelIDs: [a.parcelID, b.parcelID], collector: PROXY, handedOutAt: at }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toHaveLength(2);
    for (const item of res.json().items) {
      expect(item).toMatchObject({
        status: 'HANDED_OUT',
        handedOutAt: at,
        collector: { kind: 'PROXY', name: 'คุณมานพ รับแทน', phone: '0865551234' },
      });
    }
  });

  it('refuses parcels of two units, a collector from elsewhere, a future time: all or nothing', async () => {
    const mine = await d.receiveAtHome();
    const other = await receive(d, { unitID: await d.unit('B-0801'), recipientName: 'วิชัย รักษ์ชุมชน' });
    const events = await countRows(d.t.db, parcelEvents);
    expectRefusal(
      await guardPosts(d, '/api/parcel/export/multiple', {
        parcelIDs: [mine.parcelID, other.parcelID],
        collector: PROXY,
      }),
      400,
      'MIXED_UNITS',
      /different units \(A-0304, B-0801\)/,
    );
    const committee = await d.userId('committee@demo.test');
    expectRefusal(
      await guardPosts(d, '/api/parcel/export', {
        parcelID: mine.parcelID,
        collector: { kind: 'RESIDENT', userID: committee },
      }),
      400,
      'NOT_A_RESIDENT',
    );
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expectRefusal(
      await guardPosts(d, '/api/parcel/export', {
        parcelID: mine.parcelID,
        collector: PROXY,
        handedOutAt: future,
      }),
      400,
      'INVALID_TIME',
    );
    expectRefusal(
      await guardPosts(d, '/api/parcel/export', {
        parcelID: mine.parcelID,
        collector: { kind: 'PROXY', name: 'X' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await guardPosts(d, '/api/parcel/export/multiple', { parcelIDs: [], collector: PROXY }),
      400,
      'VALIDATION_FAILED',
      /must not be empty/,
    );
    expectRefusal(
      await guardPosts(d, '/api/parcel/export/multiple', {
        parcelIDs: [mine.parcelID, mine.parcelID],
        collector: PROXY,
      }),
      400,
      'VALIDATION_FAILED',
      /must not repeat/,
    );
    expect(await statusesOf(d, [mine.parcelID, other.parcelID])).toEqual(['WAITING', 'WAITING']);
    expect(await countRows(d.t.db, parcelEvents)).toBe(events);
  });
});
