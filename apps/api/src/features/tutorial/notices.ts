import type { TutorialDetail } from '@cc/contracts/tutorial';
import type { AppServices } from '../../platform/services';

const KIND_WORDS = { VIDEO: 'วิดีโอ', GUIDE: 'คู่มือภาพประกอบ', PR: 'ไฟล์ประชาสัมพันธ์' } as const;

/**
 * A new tutorial tells the community's staff (the people it trains); the click opens it on the
 * tutorial page. Called after the item committed, so a failed notice never undoes the item.
 */
export async function tellStaffOfNew(s: AppServices, communityId: string, item: TutorialDetail) {
  await s.notify(
    communityId,
    { kind: 'staff' },
    {
      title: `บทเรียนใหม่ (${KIND_WORDS[item.kind]}): ${item.title}`,
      body: item.summary || item.title,
      featureEnum: 'TUTORIAL',
      target: `/dashboard/tutorial?open=${item.itemID}`,
    },
  );
}
