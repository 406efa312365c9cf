import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  CHANNEL_NOT_READY: 'กรุณาตั้งค่าช่องทางก่อน: โทเคน และกลุ่ม แชต หรือที่อยู่ปลายทาง',
  DELIVERY_NOT_FOUND: 'ไม่พบรายการส่งนี้',
  DELIVERY_NOT_RETRYABLE: 'ส่งซ้ำได้เฉพาะรายการที่ล้มเหลว (FAILED หรือ DEAD)',
  PRIVATE_URL: 'ที่อยู่เว็บฮุกชี้เข้าเครือข่ายภายใน กรุณาใช้ที่อยู่สาธารณะ',
  URL_NOT_FOUND: 'ไม่พบโฮสต์ของที่อยู่เว็บฮุก',
  BAD_EVENTS: 'ข้อมูลที่ส่งมาไม่ใช่รายการเหตุการณ์ของ LINE',
  BAD_SIGNATURE: 'ลายเซ็นของ LINE ไม่ถูกต้อง',
  PROVIDER_REFUSED: 'ผู้ให้บริการปฏิเสธคำขอ ({status}) กรุณาตรวจสอบโทเคน',
  PROVIDER_UNREACHABLE: 'ติดต่อผู้ให้บริการไม่ได้ กรุณาลองใหม่ภายหลัง',
  TEST_TITLE: 'ข้อความทดสอบจากระบบจัดการชุมชน',
  TEST_BODY: 'การแจ้งเตือนสำนักงานของ {community} ส่งถึงแชตนี้แล้ว',
  DIGEST_TITLE: 'สรุปเช้าวันที่ {day}',
  DIGEST_EMPTY: 'ไม่มีการแจ้งเตือนเจ้าหน้าที่ใหม่ตั้งแต่เช้าเมื่อวาน',
  DIGEST_LINE: '{feature}: {count} รายการ',
  DEAD_TITLE: 'ส่งการแจ้งเตือนสำนักงานไม่สำเร็จ',
  DEAD_BODY: '{kind} ส่ง "{title}" ไม่สำเร็จหลังลอง {attempts} ครั้ง เปิดบันทึกการส่งเพื่อดูรายละเอียด',
};
