import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  REPORT_RANGE_REVERSED: 'วันเริ่มต้นต้องไม่อยู่หลังวันสิ้นสุด',
  REPORT_RANGE_TOO_LONG: 'รายงานครอบคลุมได้ไม่เกิน 366 วัน กรุณาเลือกช่วงวันที่สั้นลง',
  REPORT_MONTH_AHEAD: 'เดือนนี้ยังไม่เริ่มต้น',
};
