import { communityScope } from '../../platform/db/community-scope';
import type { AppServices } from '../../platform/services';
import type { NoticeJob } from './suggestion-jobs';
import { findSuggestion } from './suggestion-queries';

/** Where a notification about a suggestion opens in the console. */
export const TARGET = '/dashboard/suggestion';

/** What the author reads, in Thai (the community's language), per change the office made. */
const TO_AUTHOR: Record<string, string> = {
  AUTO_ACKNOWLEDGE: 'รับทราบข้อเสนอแนะแล้ว',
  ACKNOWLEDGED: 'รับทราบข้อเสนอแนะแล้ว',
  IN_PROGRESS: 'กำลังดำเนินการตามข้อเสนอแนะ',
  REOPEN: 'เปิดข้อเสนอแนะอีกครั้ง',
  DONE: 'ดำเนินการตามข้อเสนอแนะเสร็จแล้ว',
  REJECTED: 'ไม่รับข้อเสนอแนะ',
  REPLY: 'มีคำตอบข้อเสนอแนะของคุณ',
  DELETE: 'ข้อเสนอแนะของคุณถูกลบ',
};

/**
 * Staff hear of a new suggestion, the author of what the office did. The staff notice names
 * only the category and title: never the author, so an anonymous one stays anonymous.
 */
export async function sendNotice(s: AppServices, job: NoticeJob) {
  const scope = communityScope(s.db, job.communityID);
  const row = await scope.run((tx) => findSuggestion(tx, scope, job.suggestionID)).catch(() => null);
  if (!row) return;
  const about = `[${row.category}] ${row.title}`;
  if (job.action === 'CREATE') {
    await s.notify(
      job.communityID,
      { kind: 'staff' },
      { title: 'ข้อเสนอแนะใหม่', body: about, featureEnum: 'SUGGESTION', target: TARGET },
    );
    return;
  }
  const title = TO_AUTHOR[job.action];
  if (!title || !row.authorUserId) return;
  await s.notify(
    job.communityID,
    { kind: 'users', userIds: [row.authorUserId] },
    { title, body: job.text ? `${about}: ${job.text}` : about, featureEnum: 'SUGGESTION', target: TARGET },
  );
}
