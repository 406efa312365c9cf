import type { SuggestionState } from '@cc/contracts/suggestion-records';
import { asc, eq } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { SeedPart } from '../../platform/feature/define-feature';
import { blankRaster, encodeJpeg, fillRect } from '../../platform/pdf/raster-image';
import { unitMembers, units } from '../../platform/residence/tables';
import { DEFAULT_SETTING } from './setting-queries';
import { suggestionEvents, suggestionSettings, suggestions } from './tables';

const COMMUNITY = 'riverside-condo';
const HOUR = 3_600_000;
const [GENERAL, SAFETY, CLEAN, FACILITY] = DEFAULT_SETTING.categories as [string, string, string, string];

/** [category, title, text] in Thai, as residents write them. */
const WRITINGS: [string, string, string][] = [
  [FACILITY, 'ขอเพิ่มเวลาเปิดฟิตเนส', 'อยากให้ฟิตเนสเปิดถึง 23:00 น. เพราะหลายคนเลิกงานดึก'],
  [SAFETY, 'ไฟทางเดินชั้น 5 ดับ', 'ไฟทางเดินหน้าลิฟต์ชั้น 5 ดับมาสามวันแล้ว กลางคืนมืดมาก'],
  [CLEAN, 'ถังขยะรีไซเคิลเต็มบ่อย', 'ขอเพิ่มรอบเก็บขยะรีไซเคิลวันเสาร์ด้วยครับ'],
  [GENERAL, 'ขอที่จอดจักรยานเพิ่ม', 'ที่จอดจักรยานใต้อาคารไม่พอ อยากให้ทำชั้นวางเพิ่ม'],
  [FACILITY, 'สระว่ายน้ำน้ำขุ่น', 'ช่วงนี้น้ำในสระขุ่น รบกวนตรวจระบบกรองน้ำ'],
  [SAFETY, 'ประตูทางหนีไฟเปิดค้าง', 'ประตูหนีไฟชั้น 8 ถูกค้ำไว้ให้เปิดตลอด ไม่ปลอดภัย'],
  [CLEAN, 'กลิ่นท่อในลิฟต์โดยสาร', 'ลิฟต์ตัวที่ 2 มีกลิ่นอับ ขอให้ทำความสะอาด'],
  [GENERAL, 'อยากให้มีตลาดนัดในโครงการ', 'เสนอให้จัดตลาดนัดเล็ก ๆ ทุกเดือนที่ลานจอดรถ'],
  [FACILITY, 'Wi-Fi ห้องสมุดช้า', 'สัญญาณ Wi-Fi ในห้องสมุดช้ามาก ใช้ทำงานไม่ได้'],
  [SAFETY, 'กล้องวงจรปิดลานจอดรถ', 'ขอให้เพิ่มกล้องวงจรปิดมุมลานจอดรถชั้น B2'],
  [CLEAN, 'ทางเดินหน้าห้องมีฝุ่น', 'ทางเดินชั้น 12 ไม่ค่อยได้ถูพื้น ฝุ่นเยอะ'],
  [GENERAL, 'แจ้งข่าวผ่าน LINE ด้วย', 'อยากให้นิติประกาศข่าวผ่าน LINE OA ด้วย จะได้ไม่พลาด'],
];

/** The demo's mix: every state, most still open, a few closed, withdrawn or deleted. */
const FATES: SuggestionState[] = [
  ...Array<SuggestionState>(6).fill('NEW'),
  ...Array<SuggestionState>(5).fill('ACKNOWLEDGED'),
  ...Array<SuggestionState>(4).fill('IN_PROGRESS'),
  ...Array<SuggestionState>(4).fill('DONE'),
  ...Array<SuggestionState>(3).fill('REJECTED'),
  ...Array<SuggestionState>(2).fill('WITHDRAWN'),
  'DELETED',
];
/** The path each state took from NEW. */
const PATHS: Record<SuggestionState, SuggestionState[]> = {
  NEW: [],
  ACKNOWLEDGED: ['ACKNOWLEDGED'],
  IN_PROGRESS: ['ACKNOWLEDGED', 'IN_PROGRESS'],
  DONE: ['ACKNOWLEDGED', 'IN_PROGRESS', 'DONE'],
  REJECTED: ['REJECTED'],
  WITHDRAWN: ['WITHDRAWN'],
  DELETED: ['ACKNOWLEDGED', 'DELETED'],
};
const NOTES: Partial<Record<SuggestionState, string>> = {
  REJECTED: 'อยู่นอกขอบเขตงบประมาณปีนี้ จะเสนอที่ประชุมใหญ่',
  DELETED: 'ข้อความซ้ำกับเรื่องที่แจ้งไว้แล้ว',
};

/** A small picture for the demo's photos: a grey wall with a dark patch. */
function demoPhoto(i: number): Buffer {
  const r = blankRaster(320, 240, 190 + i * 20);
  fillRect(r, 80, 60, 140, 100, [60, 70, 80]);
  return Buffer.from(encodeJpeg(r, 70));
}

/**
 * The riverside condominium's suggestion box: 25 suggestions over three weeks in every state,
 * two of them anonymous, two with a photo, each with its timeline.
 */
export const seedDemoSuggestion: SeedPart = async (tx, ctx) => {
  if (!ctx.communities.some((c) => c.id === COMMUNITY)) return;
  await tx.insert(suggestionSettings).values({
    communityId: COMMUNITY,
    ...DEFAULT_SETTING,
    mail: { mode: 'DIGEST', recipients: [{ category: SAFETY, addresses: ['security@riverside.test'] }] },
  });
  const homes = await tx
    .select({ unitId: units.id, userId: users.id, first: users.firstname, last: users.lastname })
    .from(units)
    .innerJoin(unitMembers, eq(unitMembers.unitId, units.id))
    .innerJoin(users, eq(users.id, unitMembers.userId))
    .where(eq(units.communityId, COMMUNITY))
    .orderBy(asc(units.unitNo));
  if (!homes.length) return;
  const photoKeys = [
    await ctx.savePrivateFile({ communityId: COMMUNITY }, 'suggestions', demoPhoto(0), 'jpg'),
    await ctx.savePrivateFile({ communityId: COMMUNITY }, 'suggestions', demoPhoto(1), 'jpg'),
  ];
  const now = Date.now();
  for (const [i, fate] of FATES.entries()) {
    const [category, title, text] = WRITINGS[i % WRITINGS.length]!;
    const home = homes[(i * 5) % homes.length]!;
    const anonymous = i === 3 || i === 14;
    const written = new Date(now - (21 - (i % 21)) * 24 * HOUR - (i % 7) * HOUR);
    const steps = PATHS[fate].map((to, k) => ({ to, at: new Date(written.getTime() + (k + 1) * 20 * HOUR) }));
    const last = steps.at(-1)?.at ?? written;
    const replied = fate === 'DONE' || fate === 'IN_PROGRESS';
    const [row] = await tx
      .insert(suggestions)
      .values({
        communityId: COMMUNITY,
        category,
        title,
        text,
        anonymous,
        authorUserId: home.userId,
        unitId: anonymous ? null : home.unitId,
        photos: i === 1 || i === 4 ? [{ photoID: `demo-${i}`, key: photoKeys[i === 1 ? 0 : 1]! }] : [],
        state: fate,
        version: steps.length + (replied ? 2 : 1),
        reply: replied ? 'ขอบคุณสำหรับข้อเสนอแนะ นิติบุคคลกำลังดำเนินการ' : null,
        repliedAt: replied ? last : null,
        note: NOTES[fate] ?? null,
        deletedAt: fate === 'DELETED' ? last : null,
        createdAt: written,
        updatedAt: last,
      })
      .returning();
    const author = anonymous ? null : `${home.first} ${home.last}`.trim();
    let from: SuggestionState = 'NEW';
    const events = [
      { action: 'CREATE', fromState: null, toState: 'NEW' as const, byName: author, text: null, at: written },
      ...steps.map((st) => {
        const e = {
          action: st.to === 'DELETED' ? 'DELETE' : st.to === 'WITHDRAWN' ? 'WITHDRAW' : st.to,
          fromState: from,
          toState: st.to,
          byName: st.to === 'WITHDRAWN' ? author : 'สำนักงานนิติบุคคล',
          text: NOTES[st.to] ?? null,
          at: st.at,
        };
        from = st.to;
        return e;
      }),
    ];
    if (replied)
      events.push({
        action: 'REPLY',
        fromState: fate,
        toState: fate,
        byName: 'สำนักงานนิติบุคคล',
        text: row!.reply,
        at: new Date(last.getTime() + 1000),
      });
    await tx
      .insert(suggestionEvents)
      .values(events.map((e) => ({ ...e, communityId: COMMUNITY, suggestionId: row!.id })));
  }
};
