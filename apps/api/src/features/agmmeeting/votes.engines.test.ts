import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { agmKit } from './agm-test-kit';
import { agmItems, agmVotes } from './tables';

/** Runs `jobs` with at most `width` in flight, answers in order. */
async function inFlight<T>(width: number, jobs: (() => Promise<T>)[]): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const i = next++;
        out[i] = await jobs[i]!();
      }
    }),
  );
  return out;
}

const CHOICES = ['FOR', 'AGAINST', 'ABSTAIN'] as const;
const ratios = (n: number) =>
  Array.from({ length: n }, (_, i) => `0.00${String(4000 + (i % 7) * 317).padStart(4, '0')}`);

/** Votes at once, on PGlite and PostgreSQL: the item row's lock decides, never timing. */
describe('general meeting votes at once', () => {
  apiTest(
    '200 units voted at once (50 in flight): 200 rows, and the stored tally is the exact sum',
    async ({ api, community }) => {
      const k = await agmKit(api, community, { ratios: ratios(200) });
      const s = await k.session(k.unitIds);
      const itemID = s.itemIDs[0]!;
      await k.ok(k.post(k.staff, 'agenda/open', { itemID }));
      const choiceOf = (i: number) => CHOICES[(i * 7) % 3]!;
      const answers = await inFlight(
        50,
        k.unitIds.map(
          (unitID, i) => () => k.post(k.staff, 'vote/record', { itemID, unitID, choice: choiceOf(i) }),
        ),
      );
      expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
      const votes = await api.db.select().from(agmVotes).where(eq(agmVotes.itemId, itemID));
      expect(votes).toHaveLength(200);
      const sum = (c: string) => votes.filter((v) => v.choice === c).reduce((a, v) => a + v.weight, 0n);
      const [item] = await api.db.select().from(agmItems).where(eq(agmItems.id, itemID));
      expect([item!.forWeight, item!.againstWeight, item!.abstainWeight]).toEqual([
        sum('FOR'),
        sum('AGAINST'),
        sum('ABSTAIN'),
      ]);
      // The reference: the roll's ratios in millionths, summed per choice.
      const reference = (c: string) =>
        ratios(200).reduce((a, r, i) => (choiceOf(i) === c ? a + BigInt(r.replace('0.', '')) : a), 0n);
      expect(item!.forWeight).toBe(reference('FOR'));
      expect(item!.forUnits + item!.againstUnits + item!.abstainUnits).toBe(200);
      // Votes that arrive together are written together: a batch's votes share its one clock
      // reading, so far fewer transactions than votes ran.
      expect(new Set(votes.map((v) => v.castAt.getTime())).size).toBeLessThan(100);
    },
  );

  apiTest(
    'present and absent units voting at once: each refusal answers only its caller, the rest count',
    async ({ api, community }) => {
      const k = await agmKit(api, community, { ratios: ratios(40) });
      const present = k.unitIds.slice(0, 30);
      const s = await k.session(present);
      const itemID = s.itemIDs[0]!;
      await k.ok(k.post(k.staff, 'agenda/open', { itemID }));
      const answers = await Promise.all(
        k.unitIds.map((unitID) => k.post(k.staff, 'vote/record', { itemID, unitID, choice: 'AGAINST' })),
      );
      const refused = answers.flatMap((a, i) =>
        a.statusCode === 200 ? [] : [[k.unitIds[i], a.json().code]],
      );
      expect(refused).toEqual(k.unitIds.slice(30).map((u) => [u, 'AGM_NOT_PRESENT']));
      const votes = await api.db.select().from(agmVotes).where(eq(agmVotes.itemId, itemID));
      expect(votes.map((v) => v.unitId).sort()).toEqual([...present].sort());
      const [item] = await api.db.select().from(agmItems).where(eq(agmItems.id, itemID));
      expect(item!.againstUnits).toBe(30);
      expect(item!.againstWeight).toBe(votes.reduce((a, v) => a + v.weight, 0n));
      const audit = await k.get(k.staff, 'vote/audit', { meetingID: s.meetingID });
      expect(audit.json().items).toHaveLength(30);
    },
  );

  apiTest('one unit casting 50 times at once keeps one vote, counted once', async ({ api, community }) => {
    const k = await agmKit(api, community);
    const unitID = k.unitIds[0]!;
    const owner = await k.owner(unitID);
    const s = await k.session([]);
    await k.ok(
      k.post(k.staff, 'attendance/checkin', {
        meetingID: s.meetingID,
        unitID,
        mode: 'ONLINE',
        attendeeUserID: owner.userId,
      }),
    );
    await k.ok(k.post(k.staff, 'agenda/open', { itemID: s.itemIDs[0] }));
    // The first unit (0.25) is a quorum alone.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        k.post(owner, 'vote/cast', { itemID: s.itemIDs[0], unitID, choice: CHOICES[i % 3] }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const votes = await api.db.select().from(agmVotes).where(eq(agmVotes.itemId, s.itemIDs[0]!));
    expect(votes).toHaveLength(1);
    const [item] = await api.db.select().from(agmItems).where(eq(agmItems.id, s.itemIDs[0]!));
    expect(item!.forUnits + item!.againstUnits + item!.abstainUnits).toBe(1);
    expect(item!.forWeight + item!.againstWeight + item!.abstainWeight).toBe(250_000n);
    const audit = await k.get(k.staff, 'vote/audit', { meetingID: s.meetingID });
    expect(
      audit
        .json()
        .items.map((e: { action: string }) => e.action)
        .sort(),
    ).toEqual(['CAST', ...Array(49).fill('CHANGE')].sort());
  });

  apiTest(
    'closing while 200 votes arrive: the closed tally equals the stored votes, later votes refused',
    async ({ api, community }) => {
      const k = await agmKit(api, community, { ratios: ratios(200) });
      const s = await k.session(k.unitIds);
      const itemID = s.itemIDs[0]!;
      await k.ok(k.post(k.staff, 'agenda/open', { itemID }));
      const casts = k.unitIds.map(
        (unitID) => () => k.post(k.staff, 'vote/record', { itemID, unitID, choice: 'FOR' }),
      );
      const racing = inFlight(50, casts);
      const close = (async () => {
        await new Promise((r) => setImmediate(r));
        return k.post(k.staff, 'agenda/close', { itemID });
      })();
      const [answers, closed] = await Promise.all([racing, close]);
      expect(closed.statusCode, closed.body).toBe(200);
      for (const a of answers) if (a.statusCode !== 200) expect(a.json().code).toBe('AGM_ITEM_CLOSED');
      const accepted = answers.filter((a) => a.statusCode === 200).length;
      const votes = await api.db.select().from(agmVotes).where(eq(agmVotes.itemId, itemID));
      expect(votes).toHaveLength(accepted);
      const [item] = await api.db.select().from(agmItems).where(eq(agmItems.id, itemID));
      expect(item!.state).toBe('CLOSED');
      expect(item!.forUnits).toBe(accepted);
      expect(item!.forWeight).toBe(votes.reduce((a, v) => a + v.weight, 0n));
    },
  );

  apiTest('20 proxy registrations for one holder at once: exactly 3 accepted', async ({ api, community }) => {
    const k = await agmKit(api, community, { ratios: ratios(20) });
    const m = await k.meeting();
    await k.item(m.meetingID);
    await k.noticed(m.meetingID);
    const answers = await Promise.all(
      k.unitIds.map((unitID) =>
        k.post(k.staff, 'attendance/proxy', {
          meetingID: m.meetingID,
          unitID,
          holderName: 'Somchai Jaidee',
          holderIdNo: '1-2345-67890-12-3',
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    for (const a of answers) if (a.statusCode !== 200) expect(a.json().code, a.body).toBe('AGM_PROXY_LIMIT');
    const list = await k.ok(k.get(k.staff, 'attendance/list', { meetingID: m.meetingID }));
    expect((list.attendance as unknown as unknown[]).length).toBe(3);
  });
});
