import { asc, eq } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { SeedPart } from '../../platform/feature/define-feature';
import { pdfText, renderPdf } from '../../platform/pdf/pdf-setup';
import { memberships } from '../../platform/tenancy/tables';
import { DEMO_VIDEO_MP4_BASE64 } from './demo-video';
import { tutorialItems, tutorialProgress } from './tables';

const RIVERSIDE = 'riverside-condo';
const DAY = 86_400_000;

const GUIDE_BODY = `<h2>จองห้องส่วนกลางผ่านแอป</h2>
<ol><li>เปิดแอปแล้วเลือกเมนู <strong>จองส่วนกลาง</strong></li>
<li>เลือกห้องและช่วงเวลาที่ว่าง</li>
<li>กด <em>ยืนยัน</em> แล้วรอการอนุมัติจากนิติบุคคล</li></ol>
<p>ยกเลิกได้ก่อนเวลาจองอย่างน้อย 24 ชั่วโมง</p>`;

const PARCEL_GUIDE = `<h2>รับพัสดุที่ล็อบบี้</h2>
<p>เมื่อพัสดุมาถึง แอปจะแจ้งเตือนพร้อมรูปถ่าย แสดง <strong>QR</strong> ให้เจ้าหน้าที่สแกนเพื่อรับของ</p>
<ul><li>รับแทนกันได้ถ้าอยู่ห้องเดียวกัน</li><li>พัสดุที่เก็บเกิน 30 วันจะส่งคืนผู้ส่ง</li></ul>`;

/** An A4 poster for the lobby board: what a PR file to print looks like. */
const poster = () =>
  renderPdf({
    pageSize: 'A4',
    content: [
      { text: pdfText('ประหยัดน้ำ ประหยัดไฟ เริ่มที่บ้านเรา'), fontSize: 28, bold: true, margin: [0, 0, 0, 16] },
      { ul: ['ปิดไฟเมื่อออกจากห้อง', 'ตั้งแอร์ที่ 26 องศา', 'แจ้งนิติเมื่อพบน้ำรั่วซึม'].map(pdfText), fontSize: 18 },
    ],
  });

/**
 * Each kind in the riverside condo (videos, a YouTube one and an uploaded MP4; illustrated
 * guides; a PR poster) and one operator video every community sees, so every tutorial page
 * looks alive on first sight.
 */
export const seedDemoTutorial: SeedPart = async (tx, { communities, savePrivateFile }) => {
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
  await tx.insert(tutorialItems).values({
    communityId: null,
    kind: 'VIDEO',
    lang: 'th',
    title: 'เริ่มต้นใช้งานคอนโซลชุมชน',
    summary: 'ภาพรวมเมนูหลักของระบบ สำหรับเจ้าหน้าที่นิติบุคคลคนใหม่',
    youtubeId: 'aqz-KE-bpKQ',
    createdAt: at(20),
    updatedAt: at(20),
  });
  if (!communities.some((c) => c.id === RIVERSIDE)) return;
  const owner = { communityId: RIVERSIDE };
  const video = await savePrivateFile(
    owner,
    'tutorials',
    Buffer.from(DEMO_VIDEO_MP4_BASE64, 'base64'),
    'mp4',
  );
  const pdf = await savePrivateFile(owner, 'tutorials', Buffer.from(await poster()), 'pdf');
  const items = await tx
    .insert(tutorialItems)
    .values([
      {
        communityId: RIVERSIDE,
        kind: 'VIDEO',
        title: 'วิธีลงทะเบียนผู้มาติดต่อที่ป้อมยาม',
        summary: 'คลิปสั้นสำหรับเจ้าหน้าที่รักษาความปลอดภัย',
        fileKey: video,
        fileName: 'visitor-register.mp4',
        createdAt: at(10),
        updatedAt: at(10),
      },
      {
        communityId: RIVERSIDE,
        kind: 'VIDEO',
        lang: 'en',
        title: 'How to pay the common fee in the app',
        summary: 'For residents: scan the QR, upload the slip',
        youtubeId: 'ScMzIvxBSi4',
        createdAt: at(8),
        updatedAt: at(8),
      },
      {
        communityId: RIVERSIDE,
        kind: 'GUIDE',
        title: 'การจองห้องส่วนกลาง',
        summary: 'ขั้นตอนจองห้องฟิตเนสและห้องประชุมผ่านแอป',
        body: GUIDE_BODY,
        createdAt: at(6),
        updatedAt: at(6),
      },
      {
        communityId: RIVERSIDE,
        kind: 'GUIDE',
        title: 'การรับพัสดุ',
        summary: 'รับพัสดุด้วย QR ในแอป',
        body: PARCEL_GUIDE,
        createdAt: at(4),
        updatedAt: at(4),
      },
      {
        communityId: RIVERSIDE,
        kind: 'PR',
        title: 'โปสเตอร์รณรงค์ประหยัดพลังงาน',
        summary: 'ไฟล์ A4 สำหรับติดบอร์ดประชาสัมพันธ์หน้าลิฟต์',
        fileKey: pdf,
        fileName: 'energy-poster.pdf',
        createdAt: at(2),
        updatedAt: at(2),
      },
    ])
    .returning({ id: tutorialItems.id, createdAt: tutorialItems.createdAt });
  await seedDemoProgress(tx, items);
};

/**
 * Who watched and read what: the condo's members, each through some of the items (the earlier
 * ones further), so the cards' figures, the progress tab and its Excel show people.
 */
async function seedDemoProgress(tx: Parameters<SeedPart>[0], items: { id: string; createdAt: Date }[]) {
  const members = await tx
    .select({ id: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.communityId, RIVERSIDE))
    .orderBy(asc(users.email));
  const rows = members.flatMap((m, i) =>
    items.flatMap((item, j) => {
      if ((i + j) % 3 === 2) return [];
      const percent = Math.min(100, 35 + ((i * 37 + j * 23) % 70));
      const seen = new Date(item.createdAt.getTime() + ((i + 1) * (j + 2) * DAY) / 8);
      return [
        {
          communityId: RIVERSIDE,
          itemId: item.id,
          userId: m.id,
          percent,
          completedAt: percent === 100 ? seen : null,
          createdAt: seen,
          updatedAt: seen,
        },
      ];
    }),
  );
  if (rows.length) await tx.insert(tutorialProgress).values(rows);
}
