import { LANGS } from '@cc/contracts/i18n';
import {
  REPAIR_MOVES,
  REPAIR_STATES,
  type RepairAction,
  type RepairState,
} from '@cc/contracts/repair-records';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import type { Member } from '../../test/community-kit';
import { type RepairKit, repairKit, slotAt } from './repair-test-kit';
import { repairRequests } from './tables';

/** A different visit slot each time, so the allowed schedules never find the slot full. */
let slotIndex = 0;
const nextSlot = () => slotAt(3 + Math.floor(slotIndex / 2), slotIndex++ % 2 ? '13:00' : '09:00');

type Call = {
  who: 'staff' | 'resident';
  method: 'POST' | 'DELETE';
  url: string;
  body: (k: RepairKit) => object;
};

/** How each action is asked for over the API (auto-close is the job's, not a caller's). */
const CALLS: Record<Exclude<RepairAction, 'autoClose'>, Call> = {
  accept: { who: 'staff', method: 'POST', url: '/api/repair/pmc/request/accept', body: () => ({}) },
  reject: {
    who: 'staff',
    method: 'POST',
    url: '/api/repair/pmc/request/reject',
    body: () => ({ reason: 'ซ้ำ' }),
  },
  quote: {
    who: 'staff',
    method: 'POST',
    url: '/api/repair/pmc/request/quote',
    body: (k) => ({ lines: [{ itemID: k.items.pipe, quantity: 1 }] }),
  },
  approveQuote: {
    who: 'resident',
    method: 'POST',
    url: '/api/repair/resident/request/quote/approve',
    body: () => ({}),
  },
  declineQuote: {
    who: 'resident',
    method: 'POST',
    url: '/api/repair/resident/request/quote/decline',
    body: () => ({}),
  },
  schedule: {
    who: 'staff',
    method: 'POST',
    url: '/api/repair/pmc/request/schedule',
    body: () => ({ startsAt: nextSlot() }),
  },
  progress: {
    who: 'staff',
    method: 'POST',
    url: '/api/repair/pmc/request/progress',
    body: () => ({ note: 'ตรวจหน้างาน' }),
  },
  requestClose: {
    who: 'staff',
    method: 'POST',
    url: '/api/repair/pmc/request/close',
    body: () => ({ note: 'เสร็จ' }),
  },
  confirmClose: {
    who: 'resident',
    method: 'POST',
    url: '/api/repair/resident/request/close/confirm',
    body: () => ({ fixed: true }),
  },
  notFixed: {
    who: 'resident',
    method: 'POST',
    url: '/api/repair/resident/request/close/confirm',
    body: () => ({ fixed: false }),
  },
  review: {
    who: 'resident',
    method: 'POST',
    url: '/api/repair/resident/request/review',
    body: () => ({ stars: 5 }),
  },
  forceClose: {
    who: 'staff',
    method: 'POST',
    url: '/api/repair/pmc/request/forceclose',
    body: () => ({ reason: 'ย้ายออก' }),
  },
  cancel: { who: 'resident', method: 'POST', url: '/api/repair/resident/request/cancel', body: () => ({}) },
  delete: {
    who: 'staff',
    method: 'DELETE',
    url: '/api/repair/pmc/request/delete',
    body: () => ({ reason: 'ซ้ำ' }),
  },
};

describe('the move table, walked', () => {
  apiTest(
    'from every state every action: the allowed ones succeed, the others are refused naming both states',
    async ({ api, community }) => {
      const k = await repairKit(community);
      const member: Record<Call['who'], Member> = { staff: k.staff, resident: k.resident };
      let checked = 0;
      for (const state of REPAIR_STATES) {
        for (const [action, call] of Object.entries(CALLS) as [Exclude<RepairAction, 'autoClose'>, Call][]) {
          const { requestID } = await k.file({ description: `${state} ${action}` });
          // Put the request in the state directly, with what that state implies having happened.
          const now = new Date();
          await api.db
            .update(repairRequests)
            .set({
              state,
              acceptedAt: state === 'NEW' ? null : now,
              closedAt: ['CLOSED', 'REVIEWED'].includes(state) ? now : null,
            })
            .where(eq(repairRequests.id, requestID));
          const res = await member[call.who].call(call.method, call.url, {
            body: { communityID: community.id, requestID, ...call.body(k) },
          });
          const allowed = (REPAIR_MOVES[action].from as readonly RepairState[]).includes(state);
          expect(res.statusCode, `${action} from ${state}: ${res.body}`).toBe(allowed ? 200 : 409);
          if (!allowed) expect(res.json().code).toBe('REPAIR_MOVE');
          checked++;
        }
      }
      expect(checked).toBe(REPAIR_STATES.length * 14);
    },
  );

  apiTest(
    'the refusal names the request and both states in each of the seven languages',
    async ({ community }) => {
      const k = await repairKit(community);
      const { requestID, no } = await k.file();
      const messages = new Set<string>();
      for (const lang of LANGS) {
        const res = await k.staff.call('POST', '/api/repair/pmc/request/forceclose', {
          body: { communityID: community.id, requestID, reason: 'x' },
          headers: { 'accept-language': lang },
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toContain(String(no));
        messages.add(res.json().message);
      }
      expect(messages.size).toBe(LANGS.length);
    },
  );
});
