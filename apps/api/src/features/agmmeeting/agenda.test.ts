import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { multipart } from '../../test/as-user';
import { expectRefusal } from '../../test/refusal';
import { agmKit } from './agm-test-kit';
import { agmItems } from './tables';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('general meetings: the agenda', () => {
  apiTest(
    'adds the three kinds, orders them, attaches a file, deletes only in a draft',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const m = await k.meeting();
      const info = await k.item(m.meetingID, { kind: 'INFORMATION', title: 'Report', ruleCode: undefined });
      const budget = await k.item(m.meetingID, { title: 'Budget 2569', titleEn: 'Budget 2569' });
      const election = await k.item(m.meetingID, {
        kind: 'ELECTION',
        title: 'Committee',
        ruleCode: undefined,
        seats: 3,
        candidates: ['A', 'B', 'C', 'D'],
      });
      expect(election).toMatchObject({ seq: 3, seats: 3, ruleCode: null });
      expect((election.candidates as unknown as unknown[]).length).toBe(4);
      expectRefusal(
        await k.post(k.staff, 'agenda/create', {
          meetingID: m.meetingID,
          kind: 'ELECTION',
          title: 'x',
          seats: 10,
          candidates: ['A'],
        }),
        400,
      );
      expectRefusal(
        await k.post(k.staff, 'agenda/create', {
          meetingID: m.meetingID,
          kind: 'RESOLUTION',
          title: 'x',
          ruleCode: 'QUORUM_CONDO',
        }),
        400,
        'AGM_RULE_NOT_FOR_COMMUNITY',
      );

      const ordered = await k.post(k.staff, 'agenda/order', {
        meetingID: m.meetingID,
        itemIDs: [budget.itemID, info.itemID, election.itemID],
      });
      expect(ordered.json().items.map((i: { title: string; seq: number }) => `${i.seq}${i.title}`)).toEqual([
        '1Budget 2569',
        '2Report',
        '3Committee',
      ]);
      expectRefusal(
        await k.post(k.staff, 'agenda/order', { meetingID: m.meetingID, itemIDs: [budget.itemID] }),
        400,
        'AGM_ORDER_MISMATCH',
      );

      const form = multipart({}, { file: { name: 'budget.pdf', bytes: PDF, type: 'application/pdf' } });
      const filed = await k.staff.call('POST', '/api/agm/agenda/file', {
        query: { communityID: community.id, itemID: budget.itemID },
        payload: form.payload,
        headers: form.headers,
      });
      expect(filed.statusCode, filed.body).toBe(200);
      expect(filed.json().data.fileUrl).toContain('/api/files/');
      const notPdf = multipart(
        {},
        { file: { name: 'x.txt', bytes: Buffer.from('hello'), type: 'text/plain' } },
      );
      expect(
        (
          await k.staff.call('POST', '/api/agm/agenda/file', {
            query: { communityID: community.id, itemID: budget.itemID },
            payload: notPdf.payload,
            headers: notPdf.headers,
          })
        ).statusCode,
      ).toBe(400);

      await k.ok(k.post(k.staff, 'agenda/delete', { itemID: info.itemID }));
      const left = await api.db.select().from(agmItems).where(eq(agmItems.meetingId, m.meetingID));
      expect(left.map((i) => [i.title, i.seq]).sort()).toEqual([
        ['Budget 2569', 1],
        ['Committee', 2],
      ]);
      await k.noticed(m.meetingID);
      expectRefusal(
        await k.post(k.staff, 'agenda/delete', { itemID: budget.itemID }),
        409,
        'AGM_MEETING_STATE',
      );
    },
  );

  apiTest(
    'opens one item at a time, decides it by its rule when closed, and elects the top seats',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const s = await k.session(k.unitIds.slice(0, 4), [
        { title: 'Manager', ruleCode: 'HALF_OF_ALL' },
        {
          kind: 'ELECTION',
          title: 'Committee',
          ruleCode: undefined,
          seats: 3,
          candidates: ['A', 'B', 'C', 'D'],
        },
      ]);
      const [manager, committee] = s.itemIDs as [string, string];
      await k.ok(k.post(k.staff, 'agenda/open', { itemID: manager }));
      expectRefusal(
        await k.post(k.staff, 'agenda/open', { itemID: committee }),
        409,
        'AGM_ANOTHER_ITEM_OPEN',
      );
      // 0.25 + 0.25 FOR = half of all votes: passes s.48; 0.20 AGAINST.
      for (const [unitID, choice] of [
        [k.unitIds[0], 'FOR'],
        [k.unitIds[1], 'FOR'],
        [k.unitIds[2], 'AGAINST'],
      ] as const) {
        await k.ok(k.post(k.staff, 'vote/record', { itemID: manager, unitID, choice }));
      }
      expectRefusal(
        await k.post(k.staff, 'vote/record', { itemID: manager, unitID: k.unitIds[5], choice: 'FOR' }),
        409,
        'AGM_NOT_PRESENT',
      );
      expectRefusal(
        await k.post(k.staff, 'vote/record', {
          itemID: manager,
          unitID: k.unitIds[3],
          candidateIDs: [crypto.randomUUID()],
        }),
        400,
        'AGM_CHOICE_KIND',
      );
      const closed = await k.ok(k.post(k.staff, 'agenda/close', { itemID: manager }));
      expect(closed).toMatchObject({ state: 'CLOSED', passed: true });
      expectRefusal(
        await k.post(k.staff, 'vote/record', { itemID: manager, unitID: k.unitIds[3], choice: 'FOR' }),
        409,
        'AGM_ITEM_CLOSED',
      );

      await k.ok(k.post(k.staff, 'agenda/open', { itemID: committee }));
      const detail = await k.ok(k.get(k.staff, 'meeting/detail', { meetingID: s.meetingID }));
      const ids = (
        detail.items as unknown as { candidates: { candidateID: string; name: string }[] }[]
      )[1]!.candidates.map((c) => c.candidateID);
      expectRefusal(
        await k.post(k.staff, 'vote/record', { itemID: committee, unitID: k.unitIds[0], candidateIDs: ids }),
        400,
        'AGM_TOO_MANY_CANDIDATES',
      );
      await k.ok(
        k.post(k.staff, 'vote/record', {
          itemID: committee,
          unitID: k.unitIds[0],
          candidateIDs: ids.slice(0, 3),
        }),
      );
      await k.ok(
        k.post(k.staff, 'vote/record', { itemID: committee, unitID: k.unitIds[1], candidateIDs: [ids[3]!] }),
      );
      await k.ok(
        k.post(k.staff, 'vote/void', {
          itemID: committee,
          unitID: k.unitIds[1],
          reason: 'Keyed for the wrong unit',
        }),
      );
      expectRefusal(
        await k.post(k.staff, 'vote/void', { itemID: committee, unitID: k.unitIds[1], reason: 'Twice' }),
        404,
        'AGM_NO_VOTE',
      );
      const tally = await k.ok(k.get(k.staff, 'meeting/tally', { meetingID: s.meetingID }));
      const election = (
        tally.items as unknown as { candidates: { name: string; weight: string; elected: boolean }[] }[]
      )[1]!;
      expect(election.candidates.map((c) => [c.name, c.weight, c.elected])).toEqual([
        ['A', '250000', true],
        ['B', '250000', true],
        ['C', '250000', true],
        ['D', '0', false],
      ]);
      const audit = await k.get(k.staff, 'vote/audit', { meetingID: s.meetingID, itemID: committee });
      expect(
        audit.json().items.map((e: { action: string; reason: string | null }) => [e.action, e.reason]),
      ).toEqual([
        ['CAST', null],
        ['CAST', null],
        ['VOID', 'Keyed for the wrong unit'],
      ]);
      const sheet = await k.staff.call('GET', '/api/agm/vote/excel', {
        query: { communityID: community.id, meetingID: s.meetingID },
      });
      expect(sheet.statusCode).toBe(200);
    },
  );
});
