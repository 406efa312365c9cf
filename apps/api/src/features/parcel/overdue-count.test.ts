import { parcelOps } from '@cc/contracts/parcel-ops';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client';
import { communityScope } from '../../platform/db/community-scope';
import { communityRows } from '../../platform/db/community-statement';
import { cardCounts, deskSummary, readOverdueCount } from './count-queries';
import { deskWork } from './desk-work';
import { DAY_MS } from './local-time';
import { instant, overdueCondition, overdueConditionReadingSettings } from './overdue-queries';
import { type Desk, LAKESIDE, openDesk, receive } from './parcel-test-kit';
import { DEFAULT_SETTINGS } from './settings';
import { parcelSettings, parcels } from './tables';

/**
 * The overdue badge and the dashboard card are read in one statement that reads the overdue days
 * itself; the desk's own condition (the overdue list, the report, the desk summary) takes them
 * from the desk it loaded first. Both must draw the line at the same instant.
 */
let d: Desk;
let pmcId: string;
/** Lakeside's parcels, each placed relative to the cutoff by `place`. */
let ids: string[];
const HOUR = 60 * 60_000;

beforeAll(async () => {
  d = await openDesk();
  pmcId = await d.userId('lake.pmc@demo.test');
  const unitID = await d.unit('L-101', LAKESIDE);
  ids = [];
  for (let i = 0; i < 7; i++) {
    ids.push(
      (await receive(d, { communityID: LAKESIDE, unitID, recipientName: `P ${i}` }, 'lakePmc')).parcelID,
    );
  }
});
afterAll(() => d.t.close());

/** Received `offsetMs` after the cutoff of `days` at `now`, with `extraDays` granted. */
async function place(id: string, now: number, days: number, offsetMs: number, extraDays = 0) {
  const receivedAt = new Date(now - days * DAY_MS + offsetMs);
  await d.t.db.update(parcels).set({ receivedAt, extraDays }).where(eq(parcels.id, id));
}

/**
 * Each parcel around the cutoff of `days`: `unit` before it, at it, `unit` after, and with extra
 * days. `atLine` moves the two that sit on the line (a request's own later clock would push them over).
 */
async function placeAround(now: number, days: number, unit: number, atLine = 0) {
  const [a, b, c, e1, e2, e3, e4] = ids as [string, string, string, string, string, string, string];
  await place(a, now, days, -unit);
  await place(b, now, days, atLine);
  await place(c, now, days, unit);
  await place(e1, now, days, -2 * DAY_MS - unit, 2); // past its extra days too
  await place(e2, now, days, -2 * DAY_MS + atLine, 2); // just at the end of its extra days
  await place(e3, now, days, -DAY_MS, 2); // overdue but for the extra days
  await place(e4, now, days, -40 * DAY_MS, 30); // long ago, long extension, still overdue
  // Overdue: a, e1, e4.
  return 3;
}

const countWhere = (where: SQL) =>
  sql`select count(*)::int as n from ${parcels} where ${parcels.communityId} = ${LAKESIDE} and ${where}`;

/**
 * The desk's condition in a desk transaction; the one-statement condition on its own; and the
 * badge and card reads (their texts kept per community), all at one `now`.
 */
async function allCounts(now: number) {
  const scope = communityScope(d.t.appDb, LAKESIDE);
  const [loaded] = await deskWork(scope, pmcId, (w) =>
    queryRows<{ n: number }>(w.tx, countWhere(overdueCondition(w.desk, now))),
  );
  const [alone] = await communityRows<{ n: number }>(
    d.t.appDb,
    LAKESIDE,
    countWhere(overdueConditionReadingSettings(scope, instant(now))),
  );
  const read = { db: d.t.appDb, scope };
  return {
    desk: Number(loaded!.n),
    alone: Number(alone!.n),
    badge: await readOverdueCount(read, now),
    card: (await cardCounts(read, now)).overdue,
  };
}

async function setOverdueDays(days: number | null) {
  await d.t.db.delete(parcelSettings).where(eq(parcelSettings.communityId, LAKESIDE));
  if (days === null) return;
  await d.t.db.insert(parcelSettings).values({
    communityId: LAKESIDE,
    ...DEFAULT_SETTINGS,
    overdueDays: days,
  });
}

describe('the overdue count read in one statement', () => {
  it('draws the line where the desk does, to the millisecond, with and without extra days', async () => {
    for (const days of [null, 3, 0, 45]) {
      await setOverdueDays(days);
      const now = Date.now();
      const expected = await placeAround(now, days ?? DEFAULT_SETTINGS.overdueDays, 1);
      const all = await allCounts(now);
      expect(all, `overdue days ${days}`).toEqual({
        desk: expected,
        alone: expected,
        badge: expected,
        card: expected,
      });
    }
  });

  it('answers the badge, the card and the desk summary alike', async () => {
    for (const days of [null, 2]) {
      await setOverdueDays(days);
      // An hour either side of the line, so the requests' own clock cannot move a parcel across.
      const expected = await placeAround(Date.now(), days ?? DEFAULT_SETTINGS.overdueDays, HOUR, HOUR / 2);
      const get = async (name: 'overdueCount' | 'summary' | 'overdue') => {
        const op = parcelOps[name];
        const res = await d.call('lakePmc', op.method, op.path, { query: { communityID: LAKESIDE } });
        expect(res.statusCode, res.body).toBe(200);
        return res.json();
      };
      expect((await get('overdueCount')).data.count).toBe(expected);
      expect((await get('summary')).data.overdue).toBe(expected);
      expect((await get('overdue')).items).toHaveLength(expected);
      const scope = communityScope(d.t.appDb, LAKESIDE);
      expect((await deskWork(scope, pmcId, deskSummary)).overdue).toBe(expected);
      const read = { db: d.t.appDb, scope };
      expect(await readOverdueCount(read)).toBe(expected);
      expect((await cardCounts(read)).waiting).toBe(ids.length);
    }
  });

  it("counts nothing of another community's", async () => {
    await setOverdueDays(null);
    await placeAround(Date.now(), DEFAULT_SETTINGS.overdueDays, HOUR, HOUR / 2);
    const riverside = communityScope(d.t.appDb, 'riverside-condo');
    const own = await deskWork(riverside, pmcId, deskSummary);
    expect(await readOverdueCount({ db: d.t.appDb, scope: riverside })).toBe(own.overdue);
  });
});
