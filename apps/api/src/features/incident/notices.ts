import { URGENT_SEVERITIES } from '@cc/contracts/incident';
import type { AppServices } from '../../platform/services';
import type { IncidentRow } from './incident-queries';

const SEVERITY_WORDS = { LOW: 'ต่ำ', MEDIUM: 'ปานกลาง', HIGH: 'สูง', CRITICAL: 'วิกฤต' } as const;
const STATUS_WORDS = {
  REPORTED: 'แจ้งแล้ว',
  ACKNOWLEDGED: 'รับทราบแล้ว',
  IN_PROGRESS: 'กำลังดำเนินการ',
  RESOLVED: 'แก้ไขแล้ว',
  CLOSED: 'ปิดแล้ว',
  CANCELLED: 'ยกเลิก',
} as const;

/**
 * A HIGH or CRITICAL report tells the staff at once (their bell, their push); a lower one waits
 * for the list. Called after the report committed; clicks go to the dashboard (spec 2).
 */
export async function tellStaffIfUrgent(s: AppServices, communityId: string, r: IncidentRow) {
  if (!URGENT_SEVERITIES.includes(r.severity)) return;
  await s.notify(
    communityId,
    { kind: 'staff' },
    {
      title: `เหตุการณ์ความรุนแรง${SEVERITY_WORDS[r.severity]} #${r.no}`,
      body: `${r.place}: ${r.description.slice(0, 120)}`,
      featureEnum: 'INCIDENT_REPORT',
      target: '/dashboard',
    },
  );
}

/** The reporter hears of each change someone else made to their incident. */
export async function tellReporter(s: AppServices, communityId: string, r: IncidentRow, byUserId: string) {
  if (!r.reportedBy || r.reportedBy === byUserId) return;
  await s.notify(
    communityId,
    { kind: 'users', userIds: [r.reportedBy] },
    {
      title: `เหตุการณ์ #${r.no}: ${STATUS_WORDS[r.status]}`,
      body: `${r.place}: ${r.description.slice(0, 120)}`,
      featureEnum: 'INCIDENT_REPORT',
      target: '/dashboard',
    },
  );
}
