import type { SeedPart } from '../../platform/feature/define-feature';
import { addNews } from './news-queries';

const DAY = 86_400_000;

/** The product's own news: release notes and a tip, in Thai with English and Chinese texts. */
export const seedDemoNews: SeedPart = async (tx) => {
  await addNews(tx, {
    kind: 'RELEASE',
    title: 'เวอร์ชัน 3.6.19: ตั้งเวลาประกาศและรายงานการอ่าน',
    body: 'ตั้งเวลาเผยแพร่ประกาศล่วงหน้า เลือกผู้รับตามอาคาร ชั้น หรือห้อง และดูจำนวนผู้อ่านและคำขอบคุณของแต่ละประกาศ',
    translations: {
      en: {
        title: 'Version 3.6.19: scheduled posts and read reports',
        body: 'Schedule announcements ahead, target buildings, floors or units, and see who read and thanked each post.',
      },
      zh: {
        title: '3.6.19 版：定时公告与阅读报告',
        body: '可提前设定公告发布时间，按楼栋、楼层或房间选择接收人，并查看每条公告的阅读和感谢人数。',
      },
    },
    publishAt: new Date(Date.now() - 3 * DAY),
  });
  await addNews(tx, {
    kind: 'TIP',
    title: 'เคล็ดลับ: ปักหมุดประกาศสำคัญ',
    body: 'ประกาศที่ปักหมุดจะอยู่บนสุดของรายการในแอปผู้พักอาศัยเสมอ เหมาะกับวันประชุมใหญ่หรือกฎระเบียบใหม่',
    translations: {
      en: {
        title: 'Tip: pin the posts that matter',
        body: 'Pinned posts stay at the top of the residents’ list: use it for the AGM date or new house rules.',
      },
    },
    publishAt: new Date(Date.now() - 10 * DAY),
  });
  await addNews(tx, {
    kind: 'RELEASE',
    title: 'เวอร์ชัน 3.6.18: นำเข้าพัสดุจากไฟล์ Excel',
    body: 'นำเข้าพัสดุของทั้งวันจากไฟล์ Excel ของบริษัทขนส่งได้ในครั้งเดียว ลูกบ้านได้รับแจ้งเตือนทันทีที่บันทึกพัสดุแต่ละชิ้น',
    translations: {
      en: {
        title: 'Version 3.6.18: parcel import from Excel',
        body: 'Import a day’s parcels from the courier’s Excel sheet; residents are notified as each parcel is logged.',
      },
    },
    publishAt: new Date(Date.now() - 30 * DAY),
  });
};
