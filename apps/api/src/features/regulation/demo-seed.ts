import type { RegulationCategory } from '@cc/contracts/regulation';
import { asc, eq } from 'drizzle-orm';
import type { SeedPart } from '../../platform/feature/define-feature';
import { units } from '../../platform/residence/tables';
import { regulationDocuments, regulationUnitMarks, regulationVersions } from './tables';

const COMMUNITY = 'riverside-condo';
const DAY = 86_400_000;

interface DemoVersion {
  daysAgo: number;
  note: string;
  body: string;
  ack: boolean;
  /** Share of units that read it, and that acknowledged it. */
  read: number;
  acked: number;
}

/** Six documents, one of each kind and state an office keeps: live, revised, drafted, archived. */
const DEMO: {
  category: RegulationCategory;
  title: string;
  archived?: string;
  versions: (DemoVersion | 'draft')[];
}[] = [
  {
    category: 'REGULATION',
    title: 'ข้อบังคับนิติบุคคลอาคารชุด',
    versions: [
      {
        daysAgo: 300,
        note: 'ฉบับจดทะเบียน',
        body: '<h2>หมวด 1 บททั่วไป</h2><p>ข้อบังคับนี้ใช้กับเจ้าของร่วมและผู้พักอาศัยทุกคน</p>',
        ack: true,
        read: 0.9,
        acked: 0.8,
      },
      {
        daysAgo: 40,
        note: 'แก้ไขตามมติที่ประชุมใหญ่ประจำปี',
        body: '<h2>หมวด 1 บททั่วไป</h2><p>ข้อบังคับนี้ใช้กับเจ้าของร่วมและผู้พักอาศัยทุกคน</p><h2>หมวด 5 ค่าส่วนกลาง</h2><p>ชำระภายในวันที่ 10 ของทุกเดือน</p>',
        ack: true,
        read: 0.7,
        acked: 0.55,
      },
    ],
  },
  {
    category: 'HOUSE_RULES',
    title: 'ระเบียบการใช้สระว่ายน้ำและฟิตเนส',
    versions: [
      {
        daysAgo: 120,
        note: 'เปิดใช้ครั้งแรก',
        body: '<ul><li>เปิด 06:00–21:00 น.</li><li>ห้ามนำอาหารและเครื่องดื่มแก้วเข้า</li><li>เด็กอายุต่ำกว่า 12 ปีต้องมีผู้ปกครองดูแล</li></ul>',
        ack: true,
        read: 0.8,
        acked: 0.72,
      },
    ],
  },
  {
    category: 'HOUSE_RULES',
    title: 'ระเบียบการเลี้ยงสัตว์เลี้ยง',
    versions: [
      {
        daysAgo: 12,
        note: 'ฉบับแรก',
        body: '<p>อนุญาตสัตว์เลี้ยงขนาดเล็กไม่เกิน 2 ตัวต่อห้อง ต้องลงทะเบียนกับสำนักงาน</p>',
        ack: true,
        read: 0.45,
        acked: 0.3,
      },
      'draft',
    ],
  },
  {
    category: 'NOTICE',
    title: 'ประกาศการล้างถังเก็บน้ำประจำปี',
    versions: [
      {
        daysAgo: 6,
        note: 'กำหนดวันล้างถัง',
        body: '<p>งดจ่ายน้ำวันเสาร์ 09:00–15:00 น. กรุณาสำรองน้ำไว้ใช้</p>',
        ack: false,
        read: 0.6,
        acked: 0,
      },
    ],
  },
  {
    category: 'FORM',
    title: 'แบบฟอร์มขออนุญาตตกแต่งห้องชุด',
    versions: [
      {
        daysAgo: 200,
        note: 'แบบฟอร์มมาตรฐาน',
        body: '<p>กรอกแบบฟอร์มและแนบแบบแปลน ยื่นที่สำนักงานนิติบุคคลก่อนเริ่มงาน 7 วัน</p>',
        ack: false,
        read: 0.25,
        acked: 0,
      },
    ],
  },
  {
    category: 'NOTICE',
    title: 'ประกาศปิดปรับปรุงลานจอดรถชั้น B1',
    archived: 'งานปรับปรุงเสร็จแล้ว',
    versions: [
      {
        daysAgo: 90,
        note: 'แจ้งปิดปรับปรุง',
        body: '<p>ปิดลานจอดรถชั้น B1 ระหว่างวันที่ 1–15 เพื่อทาสีพื้นใหม่</p>',
        ack: true,
        read: 0.85,
        acked: 0.7,
      },
    ],
  },
];

export const seedDemoRegulation: SeedPart = async (tx, ctx) => {
  if (!ctx.communities.some((c) => c.id === COMMUNITY)) return;
  const unitIds = (
    await tx
      .select({ id: units.id })
      .from(units)
      .where(eq(units.communityId, COMMUNITY))
      .orderBy(asc(units.unitNo))
  ).map((u) => u.id);
  const now = Date.now();
  for (const doc of DEMO) {
    const lastLive = doc.versions.filter((x) => x !== 'draft').length;
    const [row] = await tx
      .insert(regulationDocuments)
      .values({
        communityId: COMMUNITY,
        category: doc.category,
        title: doc.title,
        status: doc.archived ? 'ARCHIVED' : 'PUBLISHED',
        archiveReason: doc.archived ?? null,
      })
      .returning();
    let no = 0;
    for (const v of doc.versions) {
      no += 1;
      if (v === 'draft') {
        await tx.insert(regulationVersions).values({
          communityId: COMMUNITY,
          documentId: row!.id,
          versionNo: no,
          bodyHtml: '<p>ฉบับร่าง: เพิ่มข้อกำหนดการพาสัตว์เลี้ยงใช้ลิฟต์ขนของเท่านั้น</p>',
          effectiveDate: new Date(now + 30 * DAY).toISOString().slice(0, 10),
          changeNote: 'ร่างแก้ไขเรื่องการใช้ลิฟต์',
          requiresAck: true,
        });
        continue;
      }
      const publishedAt = new Date(now - v.daysAgo * DAY);
      const live = no === lastLive && !doc.archived;
      const [version] = await tx
        .insert(regulationVersions)
        .values({
          communityId: COMMUNITY,
          documentId: row!.id,
          versionNo: no,
          status: live ? 'PUBLISHED' : 'ARCHIVED',
          bodyHtml: v.body,
          effectiveDate: publishedAt.toISOString().slice(0, 10),
          changeNote: v.note,
          requiresAck: v.ack,
          publishedAt,
          archivedAt: live ? null : new Date(publishedAt.getTime() + 30 * DAY),
        })
        .returning();
      // Spread over every building, in a fixed order (a stride co-prime with 100), so each
      // building's bars differ and the list of units still owing is never empty.
      const rank = (i: number) => ((i * 37) % 100) / 100;
      const readers = unitIds.map((unitId, i) => ({ unitId, r: rank(i) })).filter((u) => u.r < v.read);
      if (readers.length > 0)
        await tx.insert(regulationUnitMarks).values(
          readers.map(({ unitId, r }, i) => {
            const readAt = new Date(publishedAt.getTime() + ((i % 9) + 1) * 3_600_000);
            return {
              versionId: version!.id,
              unitId,
              communityId: COMMUNITY,
              readAt,
              acknowledgedAt: v.ack && r < v.acked ? new Date(readAt.getTime() + 600_000) : null,
            };
          }),
        );
    }
  }
};
