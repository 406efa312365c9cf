import { agmOps } from '@cc/contracts/agmmeeting-ops';
import type { Role } from '@cc/contracts/roles';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { agmKit } from './agm-test-kit';

/** Who lacks each access: a resident does not run meetings, the committee does not approve, a guard has no part. */
const LACKING: Record<string, Role> = {
  'AGM_MEETING:write': 'RESIDENT',
  'AGM_MEETING:approve': 'COMMITTEE',
  'AGM_MEETING:read': 'GUARD',
};

describe('general meetings: access and tenancy', () => {
  apiTest(
    'every operation refuses a role without its permission, and another community’s members',
    async ({ api, community }) => {
      const other = await newCommunity(api, { name: 'Other' });
      const outsider = await other.member('PMC');
      const lacking = new Map<Role, Awaited<ReturnType<typeof community.member>>>();
      for (const role of new Set(Object.values(LACKING))) lacking.set(role, await community.member(role));
      const ops = Object.values(agmOps);
      expect(ops.length).toBeGreaterThan(40);
      for (const op of ops) {
        const permission = op.access.kind === 'community' ? op.access.permission! : '';
        const who = lacking.get(LACKING[permission]!)!;
        const send = (caller: typeof who, communityID: string) =>
          caller.call(
            op.method,
            op.path,
            op.method === 'GET'
              ? { query: { communityID } }
              : { body: { communityID }, query: { communityID } },
          );
        expect((await send(who, community.id)).statusCode, `${op.path} as ${LACKING[permission]}`).toBe(403);
        expect((await send(outsider, community.id)).statusCode, `${op.path} from another community`).toBe(
          403,
        );
      }
      const signedOut = await api.app.inject({
        method: 'GET',
        url: agmOps.meetingList.path,
        query: { communityID: community.id },
      });
      expect(signedOut.statusCode).toBe(401);
    },
  );

  apiTest(
    'another community’s meetings, items and units read as none; nothing of theirs changes',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const theirs = await agmKit(api, await newCommunity(api, { name: 'Other' }));
      const s = await theirs.session(theirs.unitIds.slice(0, 2));
      const item = s.itemIDs[0]!;
      expectRefusal(await k.post(k.staff, 'agenda/open', { itemID: item }), 404, 'AGM_ITEM_NOT_FOUND');
      expectRefusal(
        await k.post(k.staff, 'agenda/update', { itemID: item, kind: 'INFORMATION', title: 'mine' }),
        404,
        'AGM_ITEM_NOT_FOUND',
      );
      expectRefusal(
        await k.post(k.staff, 'vote/record', { itemID: item, unitID: theirs.unitIds[0], choice: 'FOR' }),
        404,
        'AGM_ITEM_NOT_FOUND',
      );
      expectRefusal(
        await k.post(k.staff, 'meeting/close', { meetingID: s.meetingID }),
        404,
        'AGM_MEETING_NOT_FOUND',
      );
      expectRefusal(
        await k.get(k.staff, 'meeting/tally', { meetingID: s.meetingID }),
        404,
        'AGM_MEETING_NOT_FOUND',
      );
      const mine = await k.meeting();
      await k.noticed(mine.meetingID);
      expectRefusal(
        await k.post(k.staff, 'attendance/checkin', {
          meetingID: mine.meetingID,
          unitID: theirs.unitIds[3],
          mode: 'IN_PERSON',
        }),
        404,
        'AGM_UNIT_NOT_ON_ROLL',
      );
      const tally = await theirs.ok(theirs.get(theirs.staff, 'meeting/tally', { meetingID: s.meetingID }));
      expect(tally.state).toBe('IN_SESSION');
      expectRefusal(await k.get(k.staff, 'meeting/detail', { meetingID: 'not-an-id' }), 400);
    },
  );

  apiTest(
    'rules: listed with their legal reference; the approver edits them, not while a meeting uses them',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const rules = (
        await k.staff.call('GET', '/api/agm/rule/list', { query: { communityID: community.id } })
      ).json().items as {
        ruleID: string;
        code: string;
        legalReference: string;
        locked: boolean;
      }[];
      expect(rules.map((r) => r.code)).toEqual([
        'QUORUM_CONDO',
        'ORDINARY',
        'HALF_OF_ALL',
        'THREE_QUARTERS',
        'UNANIMOUS',
      ]);
      expect(rules.every((r) => r.legalReference.includes('2522'))).toBe(true);
      const three = rules.find((r) => r.code === 'THREE_QUARTERS')!;
      const edit = {
        ruleID: three.ruleID,
        numerator: 2,
        denominator: 3,
        strict: false,
        reconvenedNumerator: null,
        reconvenedDenominator: null,
        legalReference: 'มาตรา 49',
        resolutionTextTh: 'มีมติ',
        resolutionTextEn: 'Resolved',
      };
      const committee = await community.member('COMMITTEE');
      expectRefusal(await k.post(committee, 'rule/update', edit), 403);
      expectRefusal(await k.post(k.staff, 'rule/update', { ...edit, numerator: 5 }), 400);
      const changed = await k.ok(k.post(k.staff, 'rule/update', edit));
      expect(changed).toMatchObject({ numerator: 2, denominator: 3, locked: false });
      await k.session(k.unitIds.slice(0, 2), [{ ruleCode: 'THREE_QUARTERS' }]);
      expectRefusal(await k.post(k.staff, 'rule/update', edit), 409, 'AGM_RULE_LOCKED');
    },
  );
});
