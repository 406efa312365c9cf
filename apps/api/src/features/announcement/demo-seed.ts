import type { Audience } from '@cc/contracts/announcement';
import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Database, Executor } from '../../platform/db/client';
import { communityScope } from '../../platform/db/community-scope';
import type { SeedPart } from '../../platform/feature/define-feature';
import { insertJob } from '../../platform/jobs/job-store';
import { buildings } from '../../platform/residence/tables';
import { audienceFigures, writeTargets } from './audience-queries';
import type { POST_JOBS } from './publish';
import { announcementReads, announcements, announcementThanks } from './tables';

/** Written straight to the job table: the demo is seeded before any runner exists. */
const PUBLISH_JOB = 'announcement.publish' satisfies keyof typeof POST_JOBS;
const DAY = 86_400_000;
const BANGKOK = 7 * 3_600_000;
/**
 * `hour` o'clock in Bangkok, `days` from today's Bangkok date (not the UTC date, which is a day
 * behind from 17:00 UTC: a post "five days ago" must fall on the fifth Bangkok day back).
 */
const at = (days: number, hour = 9) => {
  const wall = new Date(Date.now() + days * DAY + BANGKOK); // Bangkok's wall clock, read as UTC
  wall.setUTCHours(hour, 0, 0, 0);
  return new Date(wall.getTime() - BANGKOK);
};

interface DemoPost {
  community: string;
  title: string;
  body: string;
  html?: boolean;
  category: 'GENERAL' | 'URGENT' | 'MAINTENANCE' | 'EVENT';
  /** ALL, or building names. */
  to?: string[];
  status: 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';
  /** Days from now (negative: past). */
  publish?: number;
  expires?: number;
  pinned?: boolean;
  readers?: [string, number][];
  thankers?: string[];
}

const POSTS: DemoPost[] = [
  {
    community: 'riverside-condo',
    title: 'แจ้งงดจ่ายน้ำประปา วันเสาร์นี้ 09:00–16:00 น.',
    body: 'การประปานครหลวงจะซ่อมท่อเมนบนถนนเจริญนคร อาคาร A และ B จะไม่มีน้ำใช้ตั้งแต่ 09:00 ถึง 16:00 น. กรุณาสำรองน้ำไว้ใช้ล่วงหน้า ขออภัยในความไม่สะดวก',
    category: 'MAINTENANCE',
    status: 'PUBLISHED',
    publish: -2,
    expires: 4,
    readers: [
      ['resident@demo.test', 3],
      ['committee@demo.test', 1],
    ],
    thankers: ['resident@demo.test', 'committee@demo.test'],
  },
  {
    community: 'riverside-condo',
    title: 'ปิดปรับปรุงลิฟต์ตัวที่ 2 อาคาร B',
    body: 'ลิฟต์ตัวที่ 2 ของอาคาร B จะปิดบำรุงรักษาประจำปีสองวัน ระหว่างนี้โปรดใช้ลิฟต์ตัวที่ 1 หรือลิฟต์ขนของ ผู้สูงอายุที่ต้องการความช่วยเหลือติดต่อนิติบุคคลได้ที่ 02-123-4567',
    category: 'MAINTENANCE',
    to: ['อาคาร B'],
    status: 'PUBLISHED',
    publish: -1,
    expires: 3,
    readers: [['committee@demo.test', 2]],
  },
  {
    community: 'riverside-condo',
    title: 'ประชุมใหญ่สามัญประจำปี 2569 (AGM)',
    html: true,
    body: '<p>ขอเชิญเจ้าของร่วมทุกท่านเข้าร่วม<strong>ประชุมใหญ่สามัญประจำปี</strong> ณ ห้องประชุมชั้น 2 อาคาร A</p><ul><li>รับรองงบการเงินปี 2568</li><li>เลือกตั้งคณะกรรมการชุดใหม่</li><li>อนุมัติงบประมาณซ่อมแซมสระว่ายน้ำ</li></ul><p>ผู้ที่ไม่สามารถมาได้ โปรดมอบฉันทะ (แบบฟอร์มที่สำนักงานนิติบุคคล)</p>',
    category: 'EVENT',
    status: 'PUBLISHED',
    publish: -5,
    pinned: true,
    readers: [
      ['resident@demo.test', 1],
      ['committee@demo.test', 4],
    ],
    thankers: ['committee@demo.test'],
  },
  {
    community: 'riverside-condo',
    title: 'งดใช้สระว่ายน้ำเพื่อล้างทำความสะอาด',
    body: 'สระว่ายน้ำชั้น 8 งดให้บริการเพื่อล้างและเติมน้ำใหม่ เปิดให้บริการตามปกติหลังวันที่ระบุ',
    category: 'GENERAL',
    status: 'PUBLISHED',
    publish: -20,
    expires: -12,
    readers: [['resident@demo.test', 1]],
  },
  {
    community: 'riverside-condo',
    title: 'ขอความร่วมมือคัดแยกขยะก่อนทิ้ง',
    body: 'ตั้งแต่เดือนหน้า ห้องขยะทุกชั้นจะมีถังแยกขยะรีไซเคิล ขยะเปียก และขยะทั่วไป ขอความร่วมมือทุกห้องคัดแยกก่อนทิ้ง',
    category: 'GENERAL',
    status: 'DRAFT',
  },
  {
    community: 'riverside-condo',
    title: 'ทดสอบระบบสัญญาณเตือนอัคคีภัย',
    body: 'จะมีการทดสอบสัญญาณเตือนอัคคีภัยทั้งสองอาคาร เวลา 10:00–11:00 น. หากได้ยินเสียงสัญญาณในช่วงเวลานี้ไม่ต้องอพยพ',
    category: 'MAINTENANCE',
    status: 'SCHEDULED',
    publish: 3,
    expires: 5,
  },
  {
    community: 'green-ville-village',
    title: 'ตัดแต่งต้นไม้และลอกท่อระบายน้ำ ซอย 2',
    body: 'ทีมงานจะตัดแต่งกิ่งไม้และลอกท่อระบายน้ำในซอย 2 ตั้งแต่ 08:30 น. โปรดงดจอดรถริมถนนในวันดังกล่าว',
    category: 'MAINTENANCE',
    to: ['ซอย 2'],
    status: 'PUBLISHED',
    publish: -1,
    expires: 2,
    readers: [['resident@demo.test', 2]],
    thankers: ['resident@demo.test'],
  },
  {
    community: 'green-ville-village',
    title: 'ประชุมใหญ่สามัญประจำปี หมู่บ้านกรีนวิลล์',
    body: 'ขอเชิญสมาชิกทุกหลังเข้าร่วมประชุมใหญ่สามัญประจำปี ที่ศาลากลางหมู่บ้าน วาระสำคัญ: รายงานค่าส่วนกลาง และการติดตั้งกล้องวงจรปิดเพิ่มเติม',
    category: 'EVENT',
    status: 'PUBLISHED',
    publish: -4,
    pinned: true,
    readers: [
      ['resident@demo.test', 1],
      ['committee@demo.test', 1],
    ],
  },
  {
    community: 'green-ville-village',
    title: 'ด่วน: ไฟฟ้าดับชั่วคราวทั้งหมู่บ้าน',
    body: 'การไฟฟ้าส่วนภูมิภาคแจ้งงดจ่ายไฟเพื่อเปลี่ยนหม้อแปลง เวลา 13:00–15:00 น. ประตูไฟฟ้าทางเข้าจะเปิดค้างไว้ โดยมีเจ้าหน้าที่รักษาความปลอดภัยประจำจุด',
    category: 'URGENT',
    status: 'PUBLISHED',
    publish: -3,
    expires: -1,
  },
  {
    community: 'green-ville-village',
    title: 'ร่าง: ปรับอัตราค่าส่วนกลางปี 2570',
    body: 'คณะกรรมการเสนอปรับค่าส่วนกลางจาก 25 เป็น 28 บาทต่อตารางวา เพื่อรองรับค่าจ้างรักษาความปลอดภัยที่เพิ่มขึ้น',
    category: 'GENERAL',
    status: 'DRAFT',
  },
];

async function seedPost(tx: Executor, p: DemoPost, userIds: Map<string, string>) {
  // Only the scope's filter is used here, inside the seed's own transaction.
  const scope = communityScope(tx as Database, p.community);
  const named = p.to
    ? await tx
        .select({ id: buildings.id })
        .from(buildings)
        .where(and(eq(buildings.communityId, p.community), inArray(buildings.name, p.to)))
    : [];
  const audience: Audience = p.to
    ? { kind: 'BUILDINGS', buildingIDs: named.map((b) => b.id) }
    : { kind: 'ALL' };
  const readers = p.readers ?? [];
  const thankers = p.thankers ?? [];
  const publishAt = p.publish === undefined ? null : at(p.publish);
  const live = p.status === 'PUBLISHED';
  const { residents } = await audienceFigures(tx, p.community, audience);
  const [row] = await tx
    .insert(announcements)
    .values({
      communityId: p.community,
      title: p.title,
      body: p.body,
      bodyFormat: p.html ? 'HTML' : 'PLAIN',
      category: p.category,
      audienceKind: audience.kind,
      status: p.status,
      publishAt,
      publishedAt: live ? publishAt : null,
      expiresAt: p.expires === undefined ? null : at(p.expires, 18),
      pinned: p.pinned ?? false,
      audienceSize: live ? residents : 0,
      viewCount: readers.reduce((n, [, v]) => n + v, 0),
      readerCount: readers.length,
      thankCount: thankers.length,
      createdBy: userIds.get('pmc@demo.test'),
      updatedBy: userIds.get('pmc@demo.test'),
      createdAt:
        publishAt && publishAt.getTime() < Date.now() ? new Date(publishAt.getTime() - DAY) : new Date(),
    })
    .returning();
  const id = row!.id;
  await writeTargets(tx, scope, id, audience);
  for (const [email, views] of readers)
    await tx
      .insert(announcementReads)
      .values({ announcementId: id, userId: userIds.get(email)!, communityId: p.community, views });
  for (const email of thankers)
    await tx
      .insert(announcementThanks)
      .values({ announcementId: id, userId: userIds.get(email)!, communityId: p.community });
  if (p.status === 'SCHEDULED')
    await insertJob(tx, PUBLISH_JOB, { announcementID: id, communityID: p.community }, publishAt!, 5);
}

/** A few posts per community in every state, with reads and thanks from the demo residents. */
export const seedDemoAnnouncements: SeedPart = async (tx) => {
  const all = await tx.select({ id: users.id, email: users.email }).from(users);
  const userIds = new Map(all.map((u) => [u.email, u.id]));
  for (const p of POSTS) await seedPost(tx, p, userIds);
};
