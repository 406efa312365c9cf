import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { notificationRecipients, notifications } from '../../platform/notify/tables';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { agmKit } from './agm-test-kit';

describe('general meetings: petitions for an extraordinary meeting', () => {
  apiTest('owners sign; at 20 % of all votes the committee is told, once', async ({ api, community }) => {
    // 0.10 + 0.05 + 0.05 = 20 %; each owner signs for their unit.
    const k = await agmKit(api, community, {
      ratios: ['0.500000', '0.300000', '0.100000', '0.050000', '0.050000'],
    });
    const [a, b, c] = [
      await k.owner(k.unitIds[2]!),
      await k.owner(k.unitIds[3]!),
      await k.owner(k.unitIds[4]!),
    ];
    const committee = await community.member('COMMITTEE');
    const created = await k.ok(
      k.post(a, 'petition/create', { subject: 'Replace the manager', reason: 'Accounts late' }),
    );
    expect(created).toMatchObject({
      state: 'OPEN',
      signedUnits: 1,
      signedWeight: '100000',
      thresholdWeight: '200000',
    });
    const petitionID = (created as unknown as { petitionID: string }).petitionID;
    expectRefusal(await k.post(a, 'petition/sign', { petitionID }), 409, 'AGM_ALREADY_SIGNED');
    await k.ok(k.post(b, 'petition/sign', { petitionID }));
    const inbox = async () =>
      (
        await api.db
          .select({ title: notifications.title })
          .from(notificationRecipients)
          .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
          .where(eq(notificationRecipients.userId, committee.userId))
      ).map((n) => n.title);
    const before = await inbox();
    const reached = await k.ok(k.post(c, 'petition/sign', { petitionID }));
    expect(reached).toMatchObject({ state: 'REACHED', signedWeight: '200000' });
    expect((reached as unknown as { callBy: string | null }).callBy).not.toBeNull();
    expect(before).toEqual([]);
    expect(await inbox()).toEqual([expect.stringContaining('Replace the manager')]);
    const list = await a.call('GET', '/api/agm/petition/list', { query: { communityID: community.id } });
    expect(list.json().items[0]).toMatchObject({
      petitionID,
      mySignedUnitIDs: [k.unitIds[2]],
      myUnitIDs: [k.unitIds[2]],
    });
    // Whoever owns no unit (staff, a tenant) is told so with the list, and refused signing.
    const tenant = await community.member('RESIDENT', {
      home: { unitId: k.unitIds[0]!, unitRole: 'TENANT' },
    });
    for (const who of [tenant, committee, k.staff]) {
      const theirs = await who.call('GET', '/api/agm/petition/list', {
        query: { communityID: community.id },
      });
      expect(theirs.json().items[0]).toMatchObject({ mySignedUnitIDs: [], myUnitIDs: [] });
      expectRefusal(await k.post(who, 'petition/sign', { petitionID }), 403, 'AGM_NOT_OWNER');
    }
    expectRefusal(await k.post(a, 'petition/create', { subject: '', reason: 'x' }), 400);
  });

  apiTest(
    "staff key a paper petition's signatures for the units named; a unit of another community is refused",
    async ({ api, community }) => {
      const k = await agmKit(api, community, {
        ratios: ['0.500000', '0.300000', '0.100000', '0.050000', '0.050000'],
      });
      const a = await k.owner(k.unitIds[2]!);
      const created = (await k.ok(
        k.post(a, 'petition/create', { subject: 'Audit the accounts', reason: 'Late statements' }),
      )) as unknown as { petitionID: string };
      const { petitionID } = created;
      const elsewhere = await agmKit(api, await newCommunity(api, { name: 'Other' }));
      expectRefusal(
        await k.post(k.staff, 'petition/record', {
          petitionID,
          unitIDs: [k.unitIds[3], elsewhere.unitIds[0]],
        }),
        404,
        'AGM_UNIT_NOT_FOUND',
      );
      const tenant = await community.member('RESIDENT');
      expectRefusal(await k.post(tenant, 'petition/record', { petitionID, unitIDs: [k.unitIds[3]] }), 403);
      expectRefusal(await k.post(k.staff, 'petition/record', { petitionID, unitIDs: [] }), 400);
      const recorded = await k.ok(
        k.post(k.staff, 'petition/record', { petitionID, unitIDs: [k.unitIds[3], k.unitIds[4]] }),
      );
      expect(recorded).toMatchObject({ state: 'REACHED', signedUnits: 3, signedWeight: '200000' });
      expectRefusal(
        await k.post(k.staff, 'petition/record', { petitionID, unitIDs: [k.unitIds[3]] }),
        409,
        'AGM_ALREADY_SIGNED',
      );
    },
  );
});
