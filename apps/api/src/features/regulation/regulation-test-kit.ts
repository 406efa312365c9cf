import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notificationRecipients, notifications } from '../../platform/notify/tables';
import type { CommunityKit, Member } from '../../test/community-kit';
import type { TestApp } from '../../test/test-app';

export const API = '/api/regulation';
export const TODAY = new Date().toISOString().slice(0, 10);

/**
 * A community of two buildings (A: two units, B: one), its office (PMC), a committee member,
 * and one resident in each unit, with helpers to call the area's operations.
 */
export async function regulationKit(api: TestApp, community: CommunityKit) {
  const a = await community.building('A');
  const b = await community.building('B');
  const unitIds = [
    await community.unit('A-101', { buildingId: a }),
    await community.unit('A-102', { buildingId: a }),
    await community.unit('B-201', { buildingId: b }),
  ];
  const staff = await community.member('PMC');
  const committee = await community.member('COMMITTEE');
  const residents: Member[] = [];
  for (const unitId of unitIds) residents.push(await community.member('RESIDENT', { home: { unitId } }));

  const post = (who: Member, op: string, body: object, lang = 'en') =>
    who.call('POST', `${API}/${op}`, {
      body: { communityID: community.id, ...body },
      headers: { 'accept-language': lang },
    });
  const get = (who: Member, op: string, query: object = {}, lang = 'en') =>
    who.call('GET', `${API}/${op}`, {
      query: { communityID: community.id, ...query },
      headers: { 'accept-language': lang },
    });
  /** A new document with a draft version of its first text; answers the detail. */
  const draft = async (over: object = {}) => {
    const res = await post(staff, 'create', {
      category: 'HOUSE_RULES',
      title: 'Pool rules',
      bodyHtml: '<p>Open 06:00 to 21:00</p>',
      effectiveDate: TODAY,
      requiresAck: true,
      ...over,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** A published document: answers its id and the live version's id. */
  const published = async (over: object = {}) => {
    const d = await draft(over);
    const res = await post(staff, 'publish', { versionID: d.versions[0].versionID });
    expect(res.statusCode, res.body).toBe(200);
    return { documentID: d.documentID as string, versionID: d.versions[0].versionID as string };
  };
  /** Who got an area notification in this community, by title. */
  const notified = async () => {
    const rows = await api.db
      .select({ userId: notificationRecipients.userId, title: notifications.title })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .where(
        and(eq(notifications.communityId, community.id), eq(notifications.featureEnum, 'COMMUNITY_RULES')),
      );
    return rows;
  };
  return { unitIds, staff, committee, residents, post, get, draft, published, notified };
}
