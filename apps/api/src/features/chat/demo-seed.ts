import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { SeedPart } from '../../platform/feature/define-feature';
import { blankRaster, encodeJpeg, fillRect } from '../../platform/pdf/raster-image';
import { memberships } from '../../platform/tenancy/tables';
import { DEFAULT_PREFERENCE } from './preference-queries';
import { chatAdmins, chatAttachments, chatMessages, chatPreferences, chatRooms } from './tables';

const COMMUNITY = 'riverside-condo';
const MINUTE = 60_000;
type Line = ['R' | 'O', string];

/** Twelve conversations as a juristic office has them: a leak, a parcel, a parking question... */
const TALKS: { status: 'OPEN' | 'PENDING' | 'CLOSED'; lines: Line[]; photo?: true }[] = [
  {
    status: 'OPEN',
    photo: true,
    lines: [
      ['R', 'สวัสดีค่ะ น้ำซึมจากฝ้าห้องน้ำ ส่งรูปให้ดูค่ะ'],
      ['R', 'ช่วยส่งช่างมาดูได้ไหมคะ'],
    ],
  },
  { status: 'OPEN', lines: [['R', 'รบกวนสอบถามค่าส่วนกลางงวดนี้ครบกำหนดวันไหนครับ']] },
  {
    status: 'OPEN',
    lines: [
      ['R', 'ที่จอดรถช่องของห้องเรามีรถคนอื่นมาจอดค่ะ'],
      ['O', 'รับทราบค่ะ จะให้ รปภ. ตรวจสอบให้นะคะ'],
      ['R', 'ยังไม่ย้ายเลยค่ะ'],
    ],
  },
  { status: 'OPEN', lines: [['R', 'ลิฟต์ตัวที่ 2 อาคาร B เสียงดังผิดปกติครับ']] },
  { status: 'OPEN', lines: [['R', 'ขอแบบฟอร์มแจ้งย้ายเข้าได้ที่ไหนคะ']] },
  {
    status: 'PENDING',
    lines: [
      ['R', 'พัสดุของผมมาถึงหรือยังครับ'],
      ['O', 'มาถึงแล้วค่ะ รับได้ที่ห้องนิติบุคคลชั้น 1 ค่ะ'],
      ['R', 'ขอบคุณครับ เย็นนี้ไปรับ'],
    ],
  },
  {
    status: 'PENDING',
    lines: [
      ['R', 'สระว่ายน้ำปิดปรับปรุงถึงวันไหนคะ'],
      ['O', 'ปิดถึงวันศุกร์นี้ค่ะ เปิดให้บริการวันเสาร์ 06:00 น.'],
    ],
  },
  {
    status: 'PENDING',
    lines: [
      ['R', 'ขอใบเสร็จค่าส่วนกลางย้อนหลังครับ'],
      ['O', 'ส่งให้ทางอีเมลภายในวันนี้ค่ะ'],
    ],
  },
  {
    status: 'PENDING',
    lines: [
      ['R', 'ห้องข้างๆ เสียงดังหลังสี่ทุ่มค่ะ'],
      ['O', 'จะแจ้งเตือนห้องดังกล่าวตามระเบียบค่ะ'],
    ],
  },
  {
    status: 'CLOSED',
    lines: [
      ['R', 'บัตรคีย์การ์ดหายครับ ทำใหม่ได้ไหม'],
      ['O', 'ทำใหม่ได้ค่ะ ค่าบัตร 200 บาท ติดต่อที่สำนักงานค่ะ'],
      ['R', 'ได้รับบัตรใหม่แล้ว ขอบคุณครับ'],
    ],
  },
  {
    status: 'CLOSED',
    lines: [
      ['R', 'ไฟทางเดินชั้น 7 ดับค่ะ'],
      ['O', 'ช่างเปลี่ยนหลอดเรียบร้อยแล้วค่ะ'],
    ],
  },
  {
    status: 'CLOSED',
    lines: [
      ['R', 'ขอจองห้องประชุมวันเสาร์ได้ไหมครับ'],
      ['O', 'จองผ่านเมนูจองพื้นที่ส่วนกลางในแอปได้เลยค่ะ'],
      ['R', 'จองได้แล้วครับ'],
    ],
  },
];

/** A small picture of a stained ceiling, for the demo's one photo. */
function demoPhoto(): Buffer {
  const r = blankRaster(320, 240, 225);
  fillRect(r, 90, 70, 140, 80, [150, 130, 100]);
  return Buffer.from(encodeJpeg(r, 70));
}

/**
 * The riverside condominium's chat: pmc@ and admin@ are its chat admins, and twelve residents
 * have talked to the office over the past days, rooms in every status, one with a photo.
 */
export const seedDemoChat: SeedPart = async (tx, ctx) => {
  if (!ctx.communities.some((c) => c.id === COMMUNITY)) return;
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['pmc@demo.test', 'admin@demo.test']));
  await tx.insert(chatAdmins).values(staff.map((u) => ({ communityId: COMMUNITY, userId: u.id })));
  const office = staff.find((u) => u.email === 'pmc@demo.test') ?? staff[0];
  await tx.insert(chatPreferences).values({
    communityId: COMMUNITY,
    officeHours: DEFAULT_PREFERENCE.officeHours,
    greeting: 'สวัสดีค่ะ นิติบุคคลยินดีให้บริการ พิมพ์คำถามไว้ได้เลย เจ้าหน้าที่จะตอบโดยเร็วค่ะ',
    quickReplies: [
      'รับทราบค่ะ กำลังตรวจสอบให้นะคะ',
      'พัสดุมาถึงแล้วค่ะ รับได้ที่ห้องนิติบุคคลชั้น 1',
      'ส่งช่างเข้าไปตรวจสอบภายในวันนี้ค่ะ',
      'ขอบคุณที่แจ้งค่ะ',
    ],
  });
  const residents = await tx
    .select({ id: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.communityId, COMMUNITY), eq(memberships.role, 'RESIDENT')))
    .orderBy(asc(users.email))
    .limit(TALKS.length);
  const now = Date.now();
  for (const [i, talk] of TALKS.entries()) {
    const residentId = residents[i]?.id;
    if (!residentId) break;
    const start = now - (i * 9 + 3) * 60 * MINUTE;
    const at = (n: number) => new Date(start + n * 7 * MINUTE);
    const lastLine = talk.lines.length;
    const lastResident = talk.lines.map((l) => l[0]).lastIndexOf('R') + 1;
    const answered = talk.lines[lastLine - 1]![0] === 'O';
    const officeReadSeq = talk.status === 'OPEN' ? (i % 2 ? lastResident - 1 : 0) : lastLine;
    const [room] = await tx
      .insert(chatRooms)
      .values({
        communityId: COMMUNITY,
        residentId,
        status: talk.status,
        assigneeId: talk.status === 'OPEN' && i % 2 === 0 ? null : (office?.id ?? null),
        lastSeq: lastLine,
        lastMessageAt: at(lastLine),
        lastPreview: talk.lines[lastLine - 1]![1].slice(0, 120),
        lastSide: answered ? 'OFFICE' : 'RESIDENT',
        officeReadSeq,
        officeUnread: talk.lines.filter((l, n) => l[0] === 'R' && n + 1 > officeReadSeq).length,
        residentReadSeq: talk.status === 'PENDING' && i % 2 ? lastLine - 1 : lastLine,
        residentUnread: talk.status === 'PENDING' && i % 2 ? 1 : 0,
        waitingSince: talk.status === 'OPEN' ? at(talk.lines.findIndex((l) => l[0] === 'R') + 1) : null,
        createdAt: at(0),
      })
      .returning({ id: chatRooms.id });
    const stored = await tx
      .insert(chatMessages)
      .values(
        talk.lines.map(([who, body], n) => ({
          communityId: COMMUNITY,
          roomId: room!.id,
          seq: n + 1,
          side: who === 'R' ? ('RESIDENT' as const) : ('OFFICE' as const),
          senderId: who === 'R' ? residentId : (office?.id ?? null),
          body,
          createdAt: at(n + 1),
        })),
      )
      .returning({ id: chatMessages.id, seq: chatMessages.seq });
    if (talk.photo) {
      const bytes = demoPhoto();
      await tx.insert(chatAttachments).values({
        communityId: COMMUNITY,
        roomId: room!.id,
        messageId: stored.find((m) => m.seq === 1)!.id,
        uploaderId: residentId,
        fileKey: await ctx.savePrivateFile({ communityId: COMMUNITY }, 'chat', bytes, 'jpg'),
        name: 'ceiling.jpg',
        contentType: 'image/jpeg',
        size: bytes.length,
      });
    }
  }
};
