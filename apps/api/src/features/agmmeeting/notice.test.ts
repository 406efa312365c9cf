import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { notificationRecipients } from '../../platform/notify/tables';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { agmKit } from './agm-test-kit';
import { agmMeetings, agmNoticeDeliveries } from './tables';

const DAY = 86_400_000;

describe('general meetings: the notice', () => {
  apiTest('refuses under 7 days ahead and without a roll, saving nothing', async ({ api, community }) => {
    const k = await agmKit(api, community);
    const soon = await k.meeting({ startsAt: new Date(Date.now() + 3 * DAY).toISOString() });
    await k.ok(k.post(k.staff, 'roll/snapshot', { meetingID: soon.meetingID }));
    expectRefusal(
      await k.post(k.staff, 'notice/send', { meetingID: soon.meetingID }),
      400,
      'AGM_NOTICE_TOO_LATE',
    );
    const th = await k.staff.call('POST', '/api/agm/notice/send', {
      body: { communityID: community.id, meetingID: soon.meetingID },
      headers: { 'accept-language': 'th' },
    });
    expect(th.json().message).toContain('7 วัน');
    const noRoll = await k.meeting();
    expectRefusal(
      await k.post(k.staff, 'notice/send', { meetingID: noRoll.meetingID }),
      409,
      'AGM_ROLL_EMPTY',
    );
    const states = await api.db
      .select({ state: agmMeetings.state })
      .from(agmMeetings)
      .where(eq(agmMeetings.communityId, community.id));
    expect(states.map((s) => s.state)).toEqual(['DRAFT', 'DRAFT']);
    expect(
      await api.db
        .select()
        .from(agmNoticeDeliveries)
        .where(eq(agmNoticeDeliveries.communityId, community.id)),
    ).toEqual([]);
  });

  apiTest(
    'sends a notification and an e-mail with the PDF to each owner, a delivery row each as proof',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const m = await k.meeting();
      await k.item(m.meetingID, { title: 'งบประมาณ', titleEn: 'Budget' });
      await k.ok(k.post(k.staff, 'roll/snapshot', { meetingID: m.meetingID }));
      const before = api.mail.length;
      const status = await k.ok(k.post(k.staff, 'notice/send', { meetingID: m.meetingID }));
      expect(status.counts).toEqual(
        expect.arrayContaining([
          { channel: 'NOTIFICATION', state: 'SENT', count: 6 },
          { channel: 'EMAIL', state: 'SENT', count: 6 },
        ]),
      );
      const mails = api.mail.slice(before);
      expect(mails).toHaveLength(6);
      expect(mails[0]!.attachments?.[0]).toMatchObject({
        filename: 'notice.pdf',
        contentType: 'application/pdf',
      });
      const told = await api.db
        .select()
        .from(notificationRecipients)
        .where(eq(notificationRecipients.userId, k.ownerIds[0]!));
      expect(told.length).toBeGreaterThan(0);
      expectRefusal(
        await k.post(k.staff, 'notice/send', { meetingID: m.meetingID }),
        409,
        'AGM_MEETING_STATE',
      );
      const pdf = await k.staff.call('GET', '/api/agm/notice/pdf', {
        query: { communityID: community.id, meetingID: m.meetingID, unitID: k.unitIds[0] },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    },
  );
});
