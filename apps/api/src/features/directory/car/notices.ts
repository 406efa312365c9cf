import type { Car } from '@cc/contracts/car-directory';
import type { AppServices } from '../../../platform/services';

/** Where staff work requests; the console's car page. */
export const CAR_PAGE = '/dashboard/directory/car';
const plate = (c: Pick<Car, 'plateNo' | 'province'>) => `${c.plateNo} ${c.province}`;

/**
 * The notices of the car register, sent after the change committed (a rolled-back change tells
 * nobody). Staff hear of each new request; the unit's residents of each decision about their car.
 */
export const carNotices = {
  requested: (s: AppServices, communityId: string, c: Car) =>
    s.notify(
      communityId,
      { kind: 'staff' },
      {
        title: `คำขอลงทะเบียนรถใหม่ ห้อง ${c.unitNo}`,
        body: `${plate(c)} ${c.brand ?? ''}`.trim(),
        featureEnum: 'DIRECTORY',
        target: CAR_PAGE,
      },
    ),
  approved: (s: AppServices, communityId: string, c: Car) =>
    tellUnit(s, communityId, c, 'อนุมัติการลงทะเบียนรถแล้ว', plate(c)),
  rejected: (s: AppServices, communityId: string, c: Car) =>
    tellUnit(s, communityId, c, 'ไม่อนุมัติการลงทะเบียนรถ', `${plate(c)}: ${c.reason ?? ''}`),
  stickerReady: (s: AppServices, communityId: string, c: Car, number: string) =>
    tellUnit(s, communityId, c, `สติกเกอร์รถหมายเลข ${number} พร้อมรับที่สำนักงาน`, plate(c)),
  expiring: (
    s: AppServices,
    communityId: string,
    c: Pick<Car, 'unitID' | 'plateNo' | 'province'>,
    until: string,
  ) => tellUnit(s, communityId, c, 'สติกเกอร์รถจะหมดอายุภายใน 30 วัน', `${plate(c)} หมดอายุ ${until}`),
};

function tellUnit(s: AppServices, communityId: string, c: Pick<Car, 'unitID'>, title: string, body: string) {
  return s.notify(
    communityId,
    { kind: 'unitResidents', unitIds: [c.unitID] },
    { title, body, featureEnum: 'DIRECTORY', target: '/dashboard' },
  );
}
