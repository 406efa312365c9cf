import { OPEN_STATUSES } from '@cc/contracts/billing';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import { buildings, unitMembers, units } from '../../platform/residence/tables';
import * as T from './tables';

const DAY = 86_400_000;

/**
 * Messages at the demo condo, all already announced: a reminder to the units with an overdue
 * bill, a water cut in building A, a payment-channel notice to everyone, a note to two units,
 * and one sent by mistake and recalled. Some units have read theirs (the demo resident's A-0304
 * among them), so the office's detail shows read counts.
 */
export async function seedDemoMessages(tx: Executor, communityId: string, today: string) {
  const c = { communityId };
  const [pmc] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'pmc@demo.test'));
  const all = await tx
    .select({ id: units.id, unitNo: units.unitNo, buildingId: units.buildingId })
    .from(units)
    .where(eq(units.communityId, communityId))
    .orderBy(asc(units.unitNo));
  const [buildingA] = await tx
    .select({ id: buildings.id })
    .from(buildings)
    .where(and(eq(buildings.communityId, communityId), eq(buildings.name, 'อาคาร A')));
  const debtors = await tx
    .selectDistinct({ id: T.billingBills.unitId })
    .from(T.billingBills)
    .where(
      and(
        eq(T.billingBills.communityId, communityId),
        inArray(T.billingBills.status, [...OPEN_STATUSES]),
        lt(T.billingBills.dueDate, today),
      ),
    );
  const residents = await tx.select().from(unitMembers).where(eq(unitMembers.communityId, communityId));
  const residentOf = new Map(residents.map((r) => [r.unitId, r.userId]));
  const inA = all.filter((u) => u.buildingId === buildingA?.id);

  const plan = [
    {
      title: 'แจ้งเตือนค่าส่วนกลางค้างชำระ',
      body:
        'เรียน เจ้าของร่วม ห้องของท่านมีค่าส่วนกลางค้างชำระเกินกำหนด กรุณาชำระผ่านพร้อมเพย์ตาม QR ' +
        'ในใบแจ้งหนี้ หรือที่สำนักงานนิติบุคคลภายใน 7 วัน หากชำระแล้วโปรดส่งสลิปในแอป ขออภัยหากท่านชำระแล้ว',
      audience: 'DEBTORS' as const,
      unitIds: debtors.map((d) => d.id),
      daysAgo: 2,
    },
    {
      title: 'แจ้งปิดน้ำประปาชั่วคราว อาคาร A',
      body: 'วันเสาร์นี้ เวลา 09:00–12:00 น. ปิดน้ำเพื่อล้างถังเก็บน้ำ อาคาร A กรุณาสำรองน้ำไว้ใช้ ขออภัยในความไม่สะดวก',
      audience: 'BUILDINGS' as const,
      buildingIds: buildingA ? [buildingA.id] : null,
      unitIds: inA.map((u) => u.id),
      daysAgo: 5,
    },
    {
      title: 'ช่องทางชำระค่าส่วนกลาง',
      body: 'ชำระค่าส่วนกลางได้ทางพร้อมเพย์ด้วย QR ในใบแจ้งหนี้ หรือโอนเข้าบัญชีกสิกรไทยของนิติบุคคล แล้วส่งสลิปในแอป',
      audience: 'ALL' as const,
      unitIds: all.map((u) => u.id),
      daysAgo: 10,
    },
    {
      title: 'ค่าน้ำเดือนนี้คำนวณใหม่',
      body: 'มิเตอร์น้ำของห้องท่านอ่านค่าผิด สำนักงานแก้ไขใบแจ้งหนี้แล้ว กรุณาตรวจสอบยอดใหม่ในแอป',
      audience: 'UNITS' as const,
      unitIds: all.slice(0, 2).map((u) => u.id),
      daysAgo: 12,
    },
    {
      title: 'ปรับอัตราค่าส่วนกลาง',
      body: 'แจ้งปรับอัตราค่าส่วนกลางเป็น 40 บาทต่อตารางเมตร เริ่มเดือนหน้า',
      audience: 'ALL' as const,
      unitIds: all.map((u) => u.id),
      daysAgo: 15,
      recall: 'ส่งก่อนมติที่ประชุมใหญ่ อัตรายังไม่ได้รับอนุมัติ',
    },
  ].filter((p) => p.unitIds.length);

  const now = Date.now();
  for (const p of plan) {
    const sentAt = new Date(now - p.daysAgo * DAY);
    const [row] = await tx
      .insert(T.billingMessages)
      .values({
        ...c,
        title: p.title,
        body: p.body,
        audience: p.audience,
        buildingIds: 'buildingIds' in p ? p.buildingIds : null,
        recipientCount: p.unitIds.length,
        sentBy: pmc?.id ?? null,
        sentAt,
        notifiedAt: sentAt,
        ...('recall' in p
          ? {
              recalledAt: new Date(sentAt.getTime() + DAY / 24),
              recalledBy: pmc?.id ?? null,
              recallReason: p.recall,
            }
          : {}),
      })
      .returning({ id: T.billingMessages.id });
    // Every third unit with a resident has read it, a day after it was sent.
    await tx.insert(T.billingMessageRecipients).values(
      p.unitIds.map((unitId, i) => {
        const reader = i % 3 === 0 ? residentOf.get(unitId) : undefined;
        return {
          ...c,
          messageId: row!.id,
          unitId,
          ...(reader ? { readAt: new Date(sentAt.getTime() + DAY), readBy: reader } : {}),
        };
      }),
    );
  }
}
