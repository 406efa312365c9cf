import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { notifications } from '../../../platform/notify/tables';
import { apiTest } from '../../../test/api-test';
import { multipart } from '../../../test/as-user';
import { unitCars } from '../tables';
import { carKit } from './car-test-kit';
import { sweepExpiring } from './expiry-job';
import { carStickers } from './tables';

const HEAD = 'เลขที่ห้อง,ทะเบียน,จังหวัด,ประเภท,ยี่ห้อ,รุ่น,สี';
const upload = (csv: string) => {
  const body = multipart({}, { file: { name: 'cars.csv', bytes: Buffer.from(csv), type: 'text/csv' } });
  return { payload: body.payload, headers: body.headers };
};

describe("the office's car sheet, the export and the expiry notice", () => {
  apiTest('a good sheet saves every car approved; the export lists them', async ({ api, community }) => {
    const k = await carKit(community);
    const sheet = `${HEAD}\nA-0101,กข 1111,กรุงเทพมหานคร,CAR,Toyota,Vios,ขาว\nb-0202,1กค-2222,Nonthaburi,MOTORCYCLE,Honda,,\n`;
    const res = await k.staff.call('POST', '/api/car-directory/car-management/register', {
      query: { communityID: community.id },
      ...upload(sheet),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.created).toBe(2);
    const rows = await api.db.select().from(unitCars).where(eq(unitCars.communityId, community.id));
    expect(rows.map((r) => [r.status, r.provinceCode, r.digits]).sort()).toEqual([
      ['APPROVED', 'TH-10', '1111'],
      ['APPROVED', 'TH-12', '2222'],
    ]);
    const xlsx = await k.get(k.staff, 'car-management/export');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await k.get(k.staff, 'car-management/register/template')).statusCode).toBe(200);
  });

  apiTest('a sheet with one bad row saves nothing and says where, in Thai', async ({ api, community }) => {
    const k = await carKit(community);
    const sheet = `${HEAD}\nA-0101,กข 1111,กรุงเทพมหานคร,CAR,,,\nZ-9999,กข 2222,Atlantis,CAR,,,\n`;
    const file = upload(sheet);
    const res = await k.staff.call('POST', '/api/car-directory/car-management/register', {
      query: { communityID: community.id },
      headers: { 'accept-language': 'th', ...file.headers },
      payload: file.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('แถว 3');
    expect(await api.db.select().from(unitCars).where(eq(unitCars.communityId, community.id))).toEqual([]);
  });

  apiTest('a sticker expiring within 30 days is told to its unit once', async ({ api, community }) => {
    const k = await carKit(community);
    const { sticker } = await k.approvedWithSticker();
    await api.db
      .update(carStickers)
      .set({ validUntil: new Date(Date.now() + 5 * 86_400_000) })
      .where(eq(carStickers.id, sticker.stickerID));
    const job = { communityID: community.id, day: new Date().toISOString().slice(0, 10) };
    expect(await sweepExpiring(job, undefined, api.app.services)).toBe(1);
    expect(await sweepExpiring(job, undefined, api.app.services)).toBe(0);
    const told = await api.db.select().from(notifications).where(eq(notifications.communityId, community.id));
    expect(told.filter((n) => n.title.includes('30 วัน'))).toHaveLength(1);
  });
});
