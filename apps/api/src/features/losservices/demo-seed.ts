import type { RequestStatus, ServiceKind } from '@cc/contracts/losservices';
import { like } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { SeedPart } from '../../platform/feature/define-feature';
import { losservicesPartners, losservicesRequests, losservicesServices } from './tables';

const COMMUNITY = 'riverside-condo';

const PARTNERS: { name: string; email: string; kinds: ServiceKind[] }[] = [
  { name: 'บ้านสะอาด คลีนนิ่ง', email: 'jobs@baansaard.example', kinds: ['CLEANING'] },
  { name: 'เย็นฉ่ำ แอร์เซอร์วิส', email: 'booking@yenchum.example', kinds: ['AIRCON_WASH'] },
  { name: 'ขนดี มูฟวิ่ง', email: 'move@khondee.example', kinds: ['MOVING'] },
];

/** Eight services: five from partners, three local vendors (one turned off). Prices in satang. */
const SERVICES: {
  kind: ServiceKind;
  name: string;
  description: string;
  price: number;
  partner?: number;
  vendor?: [string, string];
  off?: true;
}[] = [
  {
    kind: 'CLEANING',
    name: 'ทำความสะอาดห้องชุด (2 ชม.)',
    description: 'แม่บ้าน 1 คน พร้อมอุปกรณ์',
    price: 59_000,
    partner: 0,
  },
  {
    kind: 'CLEANING',
    name: 'Big cleaning ก่อนเข้าอยู่',
    description: 'ทีม 3 คน ขัดพื้น เช็ดกระจก',
    price: 249_000,
    partner: 0,
  },
  {
    kind: 'AIRCON_WASH',
    name: 'ล้างแอร์ติดผนัง',
    description: 'ล้างใหญ่ ฉีดน้ำแรงดันสูง ต่อเครื่อง',
    price: 55_000,
    partner: 1,
  },
  { kind: 'AIRCON_WASH', name: 'เติมน้ำยาแอร์', description: 'ตรวจรั่วและเติมน้ำยา R32', price: 90_000, partner: 1 },
  { kind: 'MOVING', name: 'ขนย้ายในโครงการ', description: 'รถเข็นและคนงาน 2 คน', price: 150_000, partner: 2 },
  {
    kind: 'MOVING',
    name: 'ขนย้ายพร้อมรถกระบะ',
    description: 'ในกรุงเทพฯ และปริมณฑล',
    price: 350_000,
    vendor: ['ลุงสมชาย รถรับจ้าง', 'somchai.truck@example.com'],
  },
  {
    kind: 'OTHER',
    name: 'ซ่อมมุ้งลวด',
    description: 'เปลี่ยนมุ้งลวดหน้าต่างและประตู',
    price: 40_000,
    vendor: ['ร้านช่างเอก', 'chang.ek@example.com'],
  },
  {
    kind: 'OTHER',
    name: 'กำจัดปลวก',
    description: 'ฉีดพ่นและวางเหยื่อ',
    price: 180_000,
    vendor: ['ปลวกหาย เซอร์วิส', 'termite@example.com'],
    off: true,
  },
];

const STATUSES: RequestStatus[] = [
  'REQUESTED',
  'REQUESTED',
  'ACCEPTED',
  'SCHEDULED',
  'DONE',
  'DONE',
  'REJECTED',
  'CANCELLED',
];
const PLACES = ['A-1203', 'B-0807', 'A-0511', 'C-1502', 'B-2210', 'A-0304'];
const DAY = 86_400_000;

/** Riverside's extra services with requests in every state, so the page looks alive. */
export const seedDemoLosservices: SeedPart = async (tx, { communities }) => {
  if (!communities.some((c) => c.id === COMMUNITY)) return;
  const partners = await tx.insert(losservicesPartners).values(PARTNERS).returning();
  const services = await tx
    .insert(losservicesServices)
    .values(
      SERVICES.map((s) => {
        const p = s.partner === undefined ? undefined : partners[s.partner]!;
        return {
          communityId: COMMUNITY,
          kind: s.kind,
          name: s.name,
          description: s.description,
          fromPriceSatang: s.price,
          partnerId: p?.id ?? null,
          vendorName: p?.name ?? s.vendor![0],
          vendorEmail: p?.email ?? s.vendor![1],
          isEnabled: !s.off,
        };
      }),
    )
    .returning();
  const residents = await tx
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(like(users.email, 'resident%@demo.test'))
    .limit(6);
  if (residents.length === 0) return;
  const now = Date.now();
  const rows = services
    .filter((s) => s.isEnabled)
    .flatMap((service, si) =>
      [0, 1, 2].map((k) => {
        const n = si * 3 + k;
        const who = residents[n % residents.length]!;
        const status = STATUSES[n % STATUSES.length]!;
        const created = new Date(now - (n + 1) * DAY * 2);
        return {
          communityId: COMMUNITY,
          serviceId: service.id,
          requesterId: who.id,
          requesterName: `${who.firstname} ${who.lastname}`.trim() || who.email,
          place: PLACES[n % PLACES.length]!,
          note: k === 0 ? 'โทรก่อนเข้ามาด้วยค่ะ' : '',
          preferredDate: new Date(created.getTime() + 3 * DAY).toISOString().slice(0, 10),
          status,
          scheduledAt:
            status === 'SCHEDULED' || status === 'DONE'
              ? new Date(created.getTime() + 3 * DAY + 10 * 3_600_000)
              : null,
          statusNote: status === 'REJECTED' ? 'คิวเต็มในวันดังกล่าว' : status === 'CANCELLED' ? 'ไม่สะดวกแล้ว' : '',
          reviewRating: status === 'DONE' && k % 2 === 0 ? 5 : null,
          reviewComment: status === 'DONE' && k % 2 === 0 ? 'บริการดีมาก ตรงเวลา' : null,
          createdAt: created,
          updatedAt: created,
        };
      }),
    );
  await tx.insert(losservicesRequests).values(rows);
};
