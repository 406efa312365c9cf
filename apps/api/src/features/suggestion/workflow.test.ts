import {
  noteNeeded,
  SUGGESTION_MOVES,
  SUGGESTION_STATES,
  SUGGESTION_TARGETS,
} from '@cc/contracts/suggestion-records';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { suggestionKit } from './suggestion-test-kit';

const STATE_TH = {
  NEW: 'ใหม่',
  ACKNOWLEDGED: 'รับทราบแล้ว',
  IN_PROGRESS: 'กำลังดำเนินการ',
  DONE: 'เสร็จแล้ว',
  REJECTED: 'ไม่รับ',
  WITHDRAWN: 'ถอนแล้ว',
  DELETED: 'ลบแล้ว',
};

describe('suggestion workflow', () => {
  apiTest(
    'every state with every target: allowed moves succeed, the rest are refused naming both states',
    async ({ community }) => {
      const k = await suggestionKit(community);
      for (const from of SUGGESTION_STATES) {
        for (const to of SUGGESTION_TARGETS) {
          const made = await k.write({ title: `${from} → ${to}` });
          const at = await k.walkTo(made.suggestionID, from);
          expect(at.state).toBe(from);
          const send = (note?: string) =>
            k.staff.call('POST', '/api/suggestion/status/update', {
              body: {
                communityID: community.id,
                suggestionID: made.suggestionID,
                version: at.version,
                state: to,
                note,
              },
              headers: { 'accept-language': 'th' },
            });
          if (!SUGGESTION_MOVES[from].includes(to)) {
            const final = from === 'WITHDRAWN' || from === 'DELETED';
            expectRefusal(
              await send('หมายเหตุ'),
              409,
              final ? 'SUGGESTION_FINAL' : 'SUGGESTION_MOVE',
              STATE_TH[from],
            );
            continue;
          }
          if (noteNeeded(from, to)) {
            expectRefusal(
              await send(),
              400,
              to === 'REJECTED' ? 'SUGGESTION_REASON_REQUIRED' : 'SUGGESTION_REOPEN_NOTE_REQUIRED',
            );
          }
          const ok = await send(noteNeeded(from, to) ? 'เหตุผล' : undefined);
          expect(ok.statusCode, `${from} → ${to}: ${ok.body}`).toBe(200);
          const data = ok.json().data;
          expect(data.state).toBe(to);
          expect(data.version).toBe(at.version + 1);
          expect(data.timeline.at(-1)).toMatchObject({ fromState: from, toState: to });
          if (noteNeeded(from, to)) expect(data.note).toBe('เหตุผล');
        }
      }
    },
  );

  apiTest(
    'withdraw: the author only, only while NEW; a withdrawn or deleted one takes no reply',
    async ({ community }) => {
      const k = await suggestionKit(community);
      const mine = await k.write();
      expectRefusal(
        await k.post(k.neighbour, '/api/suggestion/withdraw', { suggestionID: mine.suggestionID }),
        404,
        'SUGGESTION_NOT_FOUND',
      );
      const acked = await k.write();
      await k.walkTo(acked.suggestionID, 'ACKNOWLEDGED');
      expectRefusal(
        await k.post(k.resident, '/api/suggestion/withdraw', { suggestionID: acked.suggestionID }),
        409,
        'SUGGESTION_MOVE',
      );
      const gone = await k.post(k.resident, '/api/suggestion/withdraw', { suggestionID: mine.suggestionID });
      expect(gone.json().data).toMatchObject({ state: 'WITHDRAWN', version: 2 });
      const reply = await k.post(k.staff, '/api/suggestion/reply', {
        suggestionID: mine.suggestionID,
        version: 2,
        text: 'ขอบคุณ',
      });
      expect(expectRefusal(reply, 409, 'SUGGESTION_FINAL').message).toMatch(/withdrawn|ถอน/);
      const deleted = await k.walkTo(acked.suggestionID, 'DELETED');
      expect(deleted).toMatchObject({ state: 'DELETED', note: 'ซ้ำ' });
      expectRefusal(
        await k.post(k.staff, '/api/suggestion/delete', {
          suggestionID: acked.suggestionID,
          reason: 'อีกครั้ง',
        }),
        409,
        'SUGGESTION_FINAL',
      );
      // Kept with its reason and timeline, out of every list.
      const info = await k.get(k.staff, '/api/suggestion/info', { suggestionID: acked.suggestionID });
      expect(info.json().data.timeline.map((e: { action: string }) => e.action)).toEqual([
        'CREATE',
        'ACKNOWLEDGED',
        'DELETE',
      ]);
      const list = await k.get(k.staff, '/api/suggestion/list');
      expect(list.json().items.map((i: { suggestionID: string }) => i.suggestionID)).not.toContain(
        acked.suggestionID,
      );
    },
  );

  apiTest(
    'a stale version is told someone changed it first, in the caller language',
    async ({ community }) => {
      const k = await suggestionKit(community);
      const made = await k.write();
      await k.walkTo(made.suggestionID, 'ACKNOWLEDGED');
      const stale = await k.staff.call('POST', '/api/suggestion/reply', {
        body: { communityID: community.id, suggestionID: made.suggestionID, version: 1, text: 'ตอบ' },
        headers: { 'accept-language': 'en' },
      });
      expectRefusal(stale, 409, 'SUGGESTION_CHANGED', /changed this suggestion first/);
    },
  );
});
