import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  RECYCLING_KIND_NOT_FOUND: 'ไม่พบประเภทขยะรีไซเคิลนี้ในโครงการ',
  RECYCLING_KIND_NAME_TAKEN: 'โครงการนี้มีประเภทชื่อ "{name}" อยู่แล้ว',
  RECYCLING_KIND_RETIRED: 'ประเภทนี้เลิกใช้แล้ว รับชั่งน้ำหนักใหม่ไม่ได้',
  RECYCLING_UNIT_NOT_FOUND: 'ไม่พบห้องนี้ในโครงการ',
  RECYCLING_RECORD_NOT_FOUND: 'ไม่พบรายการชั่งน้ำหนักนี้ในโครงการ',
  RECYCLING_RECORD_CANCELLED: 'รายการชั่งน้ำหนักนี้ถูกยกเลิกไปแล้ว',
  RECYCLING_DAY_IN_FUTURE: 'บันทึกการชั่งน้ำหนักล่วงหน้าไม่ได้',
  RECYCLING_DAY_TOO_OLD: 'บันทึกการชั่งน้ำหนักย้อนหลังได้ไม่เกิน {days} วัน',
};
