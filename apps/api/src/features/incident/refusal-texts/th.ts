import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  INCIDENT_NOT_FOUND: 'ไม่พบเหตุการณ์นี้ในโครงการ',
  INCIDENT_MOVE: 'เหตุการณ์เลขที่ {no} อยู่ในสถานะ{state} จึงเปลี่ยนเป็น{target}ไม่ได้',
  INCIDENT_STATE_REPORTED: 'แจ้งแล้ว',
  INCIDENT_STATE_ACKNOWLEDGED: 'รับทราบแล้ว',
  INCIDENT_STATE_IN_PROGRESS: 'กำลังดำเนินการ',
  INCIDENT_STATE_RESOLVED: 'แก้ไขแล้ว',
  INCIDENT_STATE_CLOSED: 'ปิดแล้ว',
  INCIDENT_STATE_CANCELLED: 'ยกเลิกแล้ว',
  INCIDENT_PHOTO_NOT_FOUND: 'ไม่พบรูปนี้ในเหตุการณ์',
  INCIDENT_PHOTO_FIELD: 'ส่งรูปในช่องชื่อ photos',
  INCIDENT_TOO_MANY_PHOTOS: 'เหตุการณ์หนึ่งมีรูปได้ไม่เกิน {max} รูป',
  INCIDENT_NOTHING_TO_CHANGE: 'ระบุรายละเอียดที่จะแก้ไข บันทึก หรือรูปภาพ',
  INCIDENT_RANGE_BACKWARDS: 'วันที่สิ้นสุดอยู่ก่อนวันที่เริ่มต้น',
  SOS_ALERT_NOT_FOUND: 'ไม่พบการแจ้งเหตุฉุกเฉินนี้ในโครงการ',
  SOS_NOT_FOR_RESIDENTS: 'โครงการนี้ไม่ได้เปิดให้ผู้อยู่อาศัยแจ้งเหตุฉุกเฉิน',
  SOS_ALERT_DONE: 'การแจ้งเหตุนี้{state}แล้ว',
  SOS_STATE_ACKNOWLEDGED: 'มีผู้รับทราบ',
  SOS_STATE_RESOLVED: 'คลี่คลาย',
};
