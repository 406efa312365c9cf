import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Desk, openDesk, RIVERSIDE, receive } from './parcel-test-kit';
import { parcels } from './tables';

let d: Desk;
const q = (extra: Record<string, string> = {}) => ({ query: { communityID: RIVERSIDE, ...extra } });
beforeAll(async () => {
  d = await openDesk();
  // Some change to count: a parcel received and one deleted on top of the demo data.
  const unit = await d.quietUnit();
  const p = await receive(d, { unitID: unit.id, recipientName: 'A B' });
  await d.call('pmc', 'DELETE', '/api/parcel/delete', {
    body: { communityID: RIVERSIDE, parcelID: p.parcelID, reason: 'mistake' },
  });
});
afterAll(() => d.t.close());

describe('the "all" count without filters', () => {
  it('comes from the parcel counter and matches a real count', async () => {
    const counted = (await d.call('pmc', 'GET', '/api/parcel/pmc/count', q())).json().data.all;
    const rows = await d.t.db
      .select({ status: parcels.status })
      .from(parcels)
      .where(eq(parcels.communityId, RIVERSIDE));
    expect(counted).toBe(rows.filter((r) => r.status !== 'DELETED').length);
    expect(rows.some((r) => r.status === 'DELETED')).toBe(true);
  });
});
