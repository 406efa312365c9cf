import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { notificationRecipients, notifications } from '../../platform/notify/tables';
import { apiTest } from '../../test/api-test';
import { suggestionKit } from './suggestion-test-kit';

describe('suggestion notices', () => {
  apiTest(
    'a new one tells staff (never naming its author); each change tells the author',
    async ({ api, community }) => {
      const k = await suggestionKit(community);
      const inbox = async (userId: string) =>
        api.db
          .select({
            title: notifications.title,
            body: notifications.body,
            target: notifications.target,
            feature: notifications.featureEnum,
          })
          .from(notificationRecipients)
          .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
          .where(eq(notificationRecipients.userId, userId));
      const made = await k.write({ anonymous: true, title: 'ไฟลานจอดรถ' });
      await api.app.services.jobs.runDue();
      const staff = await inbox(k.staff.userId);
      expect(staff).toEqual([
        {
          title: 'ข้อเสนอแนะใหม่',
          body: '[ทั่วไป] ไฟลานจอดรถ',
          target: '/dashboard/suggestion',
          feature: 'SUGGESTION',
        },
      ]);
      expect(await inbox(k.resident.userId)).toEqual([]);
      await k.walkTo(made.suggestionID, 'ACKNOWLEDGED');
      await k.post(k.staff, '/api/suggestion/reply', {
        suggestionID: made.suggestionID,
        version: 2,
        text: 'รับเรื่องแล้ว',
      });
      await api.app.services.jobs.runDue();
      const author = await inbox(k.resident.userId);
      expect(author.map((n) => n.title).sort()).toEqual(
        ['มีคำตอบข้อเสนอแนะของคุณ', 'รับทราบข้อเสนอแนะแล้ว'].sort(),
      );
      expect(author.every((n) => n.target === '/dashboard/suggestion')).toBe(true);
      expect(await inbox(k.neighbour.userId)).toEqual([]);
    },
  );
});
