import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  UNKNOWN_CHECKPOINT: 'ป้ายนี้ไม่ใช่จุดตรวจของโครงการนี้',
  PATROL_CHECKPOINT_NOT_FOUND: 'ไม่พบจุดตรวจนี้ในโครงการ',
  PATROL_CHECKPOINT_RETIRED: 'จุดตรวจนี้ถูกยกเลิกแล้ว',
  PATROL_PLAN_NOT_FOUND: 'ไม่พบแผนการตรวจนี้ในโครงการ',
  PATROL_PLAN_CHECKPOINTS: 'แผนต้องมีเฉพาะจุดตรวจที่ใช้งานอยู่ของโครงการนี้',
  PATROL_ROUND_NOT_FOUND: 'ไม่พบรอบตรวจนี้ในโครงการ',
  PATROL_ROUND_NOT_OPEN: 'ยังเริ่มรอบตรวจนี้ไม่ได้ในตอนนี้',
  PATROL_ROUND_CLOSED: 'รอบตรวจนี้เป็น {state} แล้ว',
  PATROL_ROUND_NOTHING_SCANNED: 'สแกนจุดตรวจอย่างน้อยหนึ่งจุดก่อนจบรอบ',
};
