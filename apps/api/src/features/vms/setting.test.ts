import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { vmsVisits } from './tables';
import { KIT_RULES, vmsKit } from './vms-test-kit';

const UTILITY = {
  gates: ['ประตูหน้า', 'ประตูหลัง'],
  visitorTypes: ['GUEST', 'DELIVERY', 'TAXI'],
  overstayMinutes: 90,
  photoRequired: false,
  plateRequired: true,
  badges: ['V-01', 'V-02'],
  overridePlates: ['กท 9999'],
};
const ACCOUNT = {
  receiptName: 'นิติบุคคลอาคารชุด ทดสอบ',
  addressLines: ['1 ถนนเจริญกรุง', 'กรุงเทพมหานคร 10120'],
  taxID: '0-9935-54012-34-5',
  promptPayID: '081-234-5678',
};
const DOCUMENTS = {
  slipHeader: 'บัตรผู้มาติดต่อ',
  slipFooter: 'กรุณาคืนบัตร',
  acceptedDocuments: ['THAI_ID', 'PASSPORT'],
  retentionDays: 30,
};

describe('vms settings', () => {
  apiTest(
    'the office sets the utility config, account and document setting; anyone of vms reads them',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const put = (url: string, body: object) =>
        k.staff.call('PUT', url, { body: { communityID: community.id, ...body } });
      // Defaults before anything is set.
      const before = (await k.get(k.resident, '/api/vms/document-setting')).json().data;
      expect(before.retentionDays).toBe(90);

      const utility = await put('/api/vms/utility-config', UTILITY);
      expect(utility.statusCode, utility.body).toBe(200);
      expect(utility.json().data).toMatchObject({ ...UTILITY, overridePlates: ['กท 9999'] });
      // One overstay value: the fee setting reads what the utility config wrote, and the other way round.
      expect((await k.get(k.guard, '/api/vms/fee')).json().data.overstayMinutes).toBe(90);
      await put('/api/vms/fee', { rules: KIT_RULES, overstayMinutes: 120 });
      expect((await k.get(k.guard, '/api/vms/utility-config')).json().data.overstayMinutes).toBe(120);

      const account = await put('/api/vms/account', ACCOUNT);
      expect(account.statusCode, account.body).toBe(200);
      expect(account.json().data).toEqual({ ...ACCOUNT, taxID: '0993554012345', promptPayID: '0812345678' });
      expect((await k.get(k.resident, '/api/vms/account')).json().data.taxID).toBe('0993554012345');

      const docs = await put('/api/vms/document-setting', DOCUMENTS);
      expect(docs.statusCode, docs.body).toBe(200);
      expect((await k.get(k.guard, '/api/vms/document-setting')).json().data).toEqual(DOCUMENTS);

      const logged = await api.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.communityId, community.id));
      expect(logged.map((l) => l.action)).toEqual(
        expect.arrayContaining([
          'vms.setting.utility-config',
          'vms.setting.account',
          'vms.setting.document-setting',
        ]),
      );
    },
  );

  apiTest('bad settings are refused in the caller’s language, nothing saved', async ({ api, community }) => {
    const k = await vmsKit(api, community);
    const th = { 'accept-language': 'th' };
    const put = (url: string, body: object) =>
      k.staff.call('PUT', url, { body: { communityID: community.id, ...body }, headers: th });
    expectRefusal(await put('/api/vms/account', { ...ACCOUNT, taxID: '0993554012341' }), 400);
    expectRefusal(await put('/api/vms/account', { ...ACCOUNT, promptPayID: '12345' }), 400);
    expectRefusal(
      await put('/api/vms/account', { ...ACCOUNT, addressLines: ['a', 'b', 'c', 'd', 'e'] }),
      400,
    );
    expectRefusal(await put('/api/vms/document-setting', { ...DOCUMENTS, retentionDays: 0 }), 400);
    expectRefusal(await put('/api/vms/document-setting', { ...DOCUMENTS, retentionDays: 3651 }), 400);
    expectRefusal(await put('/api/vms/document-setting', { ...DOCUMENTS, acceptedDocuments: [] }), 400);
    expectRefusal(await put('/api/vms/document-setting', { ...DOCUMENTS, acceptedDocuments: ['CARD'] }), 400);
    expectRefusal(await put('/api/vms/utility-config', { ...UTILITY, visitorTypes: [] }), 400);
    expectRefusal(await put('/api/vms/utility-config', { ...UTILITY, overstayMinutes: 0 }), 400);
    expectRefusal(await put('/api/vms/utility-config', { ...UTILITY, gates: [''] }), 400);
    expectRefusal(await put('/api/vms/utility-config', { ...UTILITY, photoRequired: 'yes' }), 400);
    expect((await k.get(k.staff, '/api/vms/account')).json().data.taxID).toBeNull();
    expect((await k.get(k.staff, '/api/vms/document-setting')).json().data.retentionDays).toBe(90);
    expect((await k.get(k.staff, '/api/vms/utility-config')).json().data.gates).toEqual([]);
  });

  apiTest(
    'only VMS_NITI:approve changes settings; residents read them; another community’s stay apart',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      for (const [url, body] of [
        ['/api/vms/utility-config', UTILITY],
        ['/api/vms/account', ACCOUNT],
        ['/api/vms/document-setting', DOCUMENTS],
      ] as const) {
        const payload = { body: { communityID: community.id, ...body } };
        expectRefusal(await k.guard.call('PUT', url, payload), 403);
        expectRefusal(await k.resident.call('PUT', url, payload), 403);
        expect((await k.get(k.resident, url)).statusCode).toBe(200);
      }
      expectRefusal(
        await k.post(k.guard, '/api/vms/factory-setting', { communityName: 'Kit Community' }),
        403,
      );
      const admin = await community.member('ADMIN');
      const ok = await admin.call('PUT', '/api/vms/account', {
        body: { communityID: community.id, ...ACCOUNT },
      });
      expect(ok.statusCode, ok.body).toBe(200);

      const other = await newCommunity(api, { name: 'Other' });
      const o = await vmsKit(api, other);
      expect((await o.get(o.staff, '/api/vms/account')).json().data.taxID).toBeNull();
      // A member of one community cannot read or write another's settings.
      expectRefusal(await k.staff.call('GET', '/api/vms/account', { query: { communityID: other.id } }), 403);
      expectRefusal(
        await k.staff.call('PUT', '/api/vms/account', { body: { communityID: other.id, ...ACCOUNT } }),
        403,
      );
    },
  );

  apiTest(
    'check-in follows the rules: types in use, photo, documents, plates needing the office',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const put = (url: string, body: object) =>
        k.staff.call('PUT', url, { body: { communityID: community.id, ...body } });
      await put('/api/vms/utility-config', UTILITY);
      await put('/api/vms/document-setting', DOCUMENTS);
      const checkin = (who: typeof k.guard, extra: object) =>
        k.post(who, '/api/vms/visitor/checkin', {
          name: 'ผู้มาติดต่อ',
          visitorType: 'GUEST',
          unitID: k.unitIds.home,
          ...extra,
        });
      expectRefusal(await checkin(k.guard, { visitorType: 'CONTRACTOR' }), 400, 'VMS_TYPE_NOT_IN_USE');
      expectRefusal(
        await checkin(k.guard, { idDocument: { type: 'DRIVING_LICENCE', number: 'B1234567' } }),
        400,
        'VMS_DOCUMENT_NOT_ACCEPTED',
      );
      // The listed plate, however it is spaced or cased: the guard is refused, and may not override.
      expectRefusal(
        await checkin(k.guard, { vehicleType: 'CAR', plate: 'กท9999' }),
        403,
        'VMS_PLATE_NEEDS_OVERRIDE',
      );
      expectRefusal(
        await checkin(k.guard, { vehicleType: 'CAR', plate: 'กท 9999', override: true }),
        403,
        'VMS_OVERRIDE_STAFF_ONLY',
      );
      const overridden = await checkin(k.staff, { vehicleType: 'CAR', plate: 'กท 9999', override: true });
      expect(overridden.statusCode, overridden.body).toBe(200);
      expect((await checkin(k.guard, { vehicleType: 'CAR', plate: 'กข 1' })).statusCode).toBe(200);

      await put('/api/vms/utility-config', { ...UTILITY, photoRequired: true });
      expectRefusal(await checkin(k.guard, {}), 400, 'VMS_PHOTO_REQUIRED');
      const stored = await api.db.select().from(vmsVisits).where(eq(vmsVisits.communityId, community.id));
      expect(stored).toHaveLength(2);
    },
  );

  apiTest(
    'factory reset: refused for a wrong name; the right name puts every setting back, visits kept',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const put = (url: string, body: object) =>
        k.staff.call('PUT', url, { body: { communityID: community.id, ...body } });
      await put('/api/vms/utility-config', UTILITY);
      await put('/api/vms/account', ACCOUNT);
      await put('/api/vms/document-setting', DOCUMENTS);
      const visit = await k.checkin({ plate: 'กข 2' });

      const wrong = expectRefusal(
        await k.post(k.staff, '/api/vms/factory-setting', { communityName: 'Kit Communit' }),
        400,
        'VMS_RESET_NAME_MISMATCH',
      );
      expect(wrong.message).toMatch(/name/);
      expectRefusal(await k.post(k.staff, '/api/vms/factory-setting', { communityName: '' }), 400);
      expect((await k.get(k.staff, '/api/vms/account')).json().data.taxID).toBe('0993554012345');

      const ok = await k.post(k.staff, '/api/vms/factory-setting', { communityName: 'Kit Community' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await k.get(k.staff, '/api/vms/account')).json().data).toEqual({
        receiptName: '',
        addressLines: [],
        taxID: null,
        promptPayID: null,
      });
      expect((await k.get(k.staff, '/api/vms/document-setting')).json().data.retentionDays).toBe(90);
      const utility = (await k.get(k.staff, '/api/vms/utility-config')).json().data;
      expect(utility).toMatchObject({ gates: [], overstayMinutes: 240, overridePlates: [] });
      const fee = (await k.get(k.staff, '/api/vms/fee')).json().data;
      expect(fee.rules.CAR.dailyCapSatang).not.toBeNull(); // the defaults, not the kit's rules
      expect((await k.get(k.staff, '/api/vms/visitor/info', { visitID: visit.visitID })).statusCode).toBe(
        200,
      );
      const [audit] = await api.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.communityId, community.id), eq(auditLog.action, 'vms.setting.factory-reset')));
      expect(audit?.before).toMatchObject({ account: { taxID: '0993554012345' } });
    },
  );
});
