import type { IncidentCategory, IncidentSeverity, IncidentStatus } from '@cc/contracts/incident';
import { SOS_DEFAULT_CONTACTS } from '@cc/contracts/sos';
import { inArray } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { SeedPart } from '../../platform/feature/define-feature';
import type { StoredPhoto } from '../../platform/files/stored-photos';
import { blankRaster, encodeJpeg, fillRect } from '../../platform/pdf/raster-image';
import { incidentCounters, incidentEvents, incidents, sosSettings } from './tables';

const COMMUNITY = 'riverside-condo';
const HOUR = 3_600_000;

/** Fifteen incidents over the last three weeks: every status, every severity, Thai text. */
const DEMO: [IncidentCategory, IncidentSeverity, IncidentStatus, string, string][] = [
  ['SUSPICIOUS', 'MEDIUM', 'REPORTED', 'ลานจอดรถ B1', 'ชายไม่ทราบชื่อเดินวนดูรถหลายคัน'],
  ['NOISE', 'LOW', 'REPORTED', 'อาคาร A ชั้น 12', 'เสียงดังจากงานเลี้ยงหลังเวลา 22:00'],
  ['FIRE', 'CRITICAL', 'ACKNOWLEDGED', 'ห้องขยะ ชั้น 1', 'มีควันออกจากห้องขยะ'],
  ['DAMAGE', 'MEDIUM', 'ACKNOWLEDGED', 'ไม้กั้นทางเข้า', 'รถชนไม้กั้นทางเข้าหัก'],
  ['INTRUSION', 'HIGH', 'IN_PROGRESS', 'รั้วด้านหลังโครงการ', 'พบรอยปีนรั้วด้านหลัง'],
  ['MEDICAL', 'HIGH', 'IN_PROGRESS', 'สระว่ายน้ำ', 'ผู้พักอาศัยลื่นล้มข้างสระ'],
  ['THEFT', 'MEDIUM', 'RESOLVED', 'ที่จอดจักรยาน', 'จักรยานหายจากที่จอด'],
  ['ACCIDENT', 'LOW', 'RESOLVED', 'ทางลาดลานจอดรถ', 'รถเฉี่ยวกันเล็กน้อย'],
  ['DAMAGE', 'LOW', 'CLOSED', 'ลิฟต์โดยสาร 2', 'ปุ่มลิฟต์ชั้น 5 ชำรุด'],
  ['NOISE', 'LOW', 'CLOSED', 'อาคาร B ชั้น 3', 'เสียงเจาะผนังวันอาทิตย์'],
  ['SUSPICIOUS', 'MEDIUM', 'CLOSED', 'ล็อบบี้', 'พนักงานส่งของไม่แลกบัตร'],
  ['FIRE', 'HIGH', 'CANCELLED', 'อาคาร A ชั้น 8', 'สัญญาณเตือนไฟดังจากควันทำอาหาร'],
  ['THEFT', 'MEDIUM', 'CANCELLED', 'ห้องพัสดุ', 'แจ้งพัสดุหาย ภายหลังพบแล้ว'],
  ['OTHER', 'LOW', 'REPORTED', 'สวนหย่อม', 'สุนัขจรจัดเข้ามาในโครงการ'],
  ['INTRUSION', 'CRITICAL', 'RESOLVED', 'ประตูทางเข้าหลัก', 'บุคคลภายนอกพยายามฝ่าไม้กั้น'],
];
/** The moves that bring a report to each status, in order. */
const PATH: Record<IncidentStatus, IncidentStatus[]> = {
  REPORTED: [],
  ACKNOWLEDGED: ['ACKNOWLEDGED'],
  IN_PROGRESS: ['ACKNOWLEDGED', 'IN_PROGRESS'],
  RESOLVED: ['ACKNOWLEDGED', 'IN_PROGRESS', 'RESOLVED'],
  CLOSED: ['ACKNOWLEDGED', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'],
  CANCELLED: ['CANCELLED'],
};

/** A small generated picture (a dark shape on a grey ground) for the demo's photos. */
function demoPhoto(i: number): Buffer {
  const r = blankRaster(240, 180, 170 + i * 10);
  fillRect(r, 40 + i * 15, 50, 100, 70, [60, 50, 40]);
  return Buffer.from(encodeJpeg(r, 70));
}

/**
 * The riverside condominium's incident log (15 incidents in every status, three with photos,
 * each with its timeline) and its SOS settings (the Thai numbers and the office's own).
 */
export const seedDemoIncident: SeedPart = async (tx, ctx) => {
  if (!ctx.communities.some((c) => c.id === COMMUNITY)) return;
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['guard@demo.test', 'pmc@demo.test', 'resident@demo.test']));
  const id = (email: string) => people.find((p) => p.email === email)?.id ?? null;
  const guard = id('guard@demo.test');
  const pmc = id('pmc@demo.test');
  const resident = id('resident@demo.test');
  const now = Date.now();
  for (const [i, [category, severity, status, place, description]] of DEMO.entries()) {
    const occurredAt = new Date(now - (DEMO.length - i) * 33 * HOUR);
    const byResident = i % 5 === 1;
    const photos: StoredPhoto[] = [];
    if (i % 5 === 0)
      for (let p = 0; p < 2; p++)
        photos.push({
          photoID: crypto.randomUUID(),
          key: await ctx.savePrivateFile({ communityId: COMMUNITY }, 'incidents', demoPhoto(p + i), 'jpg'),
        });
    const [row] = await tx
      .insert(incidents)
      .values({
        communityId: COMMUNITY,
        no: i + 1,
        clientUuid: crypto.randomUUID(),
        category,
        severity,
        place,
        occurredAt,
        description,
        status,
        cancelReason: status === 'CANCELLED' ? (i % 2 ? 'DUPLICATE' : 'FALSE_ALARM') : null,
        reportedBy: byResident ? resident : guard,
        reporterName: byResident ? 'ผู้พักอาศัย ตัวอย่าง' : 'รปภ. ตัวอย่าง',
        reporterRole: byResident ? 'RESIDENT' : 'GUARD',
        photos,
        createdAt: new Date(occurredAt.getTime() + 600_000),
        updatedAt: new Date(occurredAt.getTime() + 600_000 + PATH[status].length * HOUR),
      })
      .returning({ id: incidents.id });
    const events = [
      {
        action: 'REPORTED' as const,
        toStatus: 'REPORTED' as IncidentStatus,
        fromStatus: null,
        by: byResident ? resident : guard,
      },
      ...PATH[status].map((to, k) => ({
        action: 'STATUS' as const,
        fromStatus: (k ? PATH[status][k - 1] : 'REPORTED') as IncidentStatus,
        toStatus: to,
        by: pmc,
      })),
    ];
    await tx.insert(incidentEvents).values(
      events.map((e, k) => ({
        communityId: COMMUNITY,
        incidentId: row!.id,
        at: new Date(occurredAt.getTime() + 600_000 + k * HOUR),
        byUserId: e.by,
        byName: e.by === pmc ? 'เจ้าหน้าที่ นิติบุคคล' : byResident ? 'ผู้พักอาศัย ตัวอย่าง' : 'รปภ. ตัวอย่าง',
        action: e.action,
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        text: e.toStatus === 'CANCELLED' ? 'ตรวจสอบแล้วไม่ใช่เหตุจริง' : null,
      })),
    );
  }
  await tx.insert(incidentCounters).values({ communityId: COMMUNITY, lastNo: DEMO.length });
  await tx.insert(sosSettings).values({
    communityId: COMMUNITY,
    contacts: [
      ...SOS_DEFAULT_CONTACTS.map((c) => ({ ...c })),
      { label: 'สำนักงานนิติบุคคล', phone: '02 123 4567' },
    ],
    alertRoles: ['PMC', 'ADMIN', 'GUARD'],
    repeatSeconds: 60,
    residentsMaySos: true,
  });
};
