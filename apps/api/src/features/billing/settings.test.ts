import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { billingKit, CHARGES } from './billing-test-kit';
import { billingAccounts } from './tables';

const ACCOUNTS = '/api/billing/setting/bank-account';

describe('billing settings', () => {
  apiTest(
    'bank and PromptPay accounts are added, listed and deleted (kept, marked)',
    async ({ api, community }) => {
      const k = await billingKit(api, community);
      const bank = await k.send('POST', `${ACCOUNTS}/bank`, {
        bankCode: '014',
        accountNo: '1234567890',
        accountName: 'นิติบุคคลอาคารชุด',
      });
      expect(bank.statusCode, bank.body).toBe(200);
      const pp = await k.send('POST', `${ACCOUNTS}/promptpay`, {
        promptpayKind: 'BILLER',
        promptpayID: '010555512345601',
        accountName: 'Biller',
      });
      expect(pp.statusCode, pp.body).toBe(200);
      const list = await k.get(ACCOUNTS);
      expect(list.json().items.map((a: { kind: string }) => a.kind)).toEqual(['BANK', 'PROMPTPAY']);

      const del = await k.send('POST', `${ACCOUNTS}/delete`, { accountID: bank.json().data.accountID });
      expect(del.statusCode, del.body).toBe(200);
      expect((await k.get(ACCOUNTS)).json().items).toHaveLength(1);
      expect(await countRows(api.db, billingAccounts)).toBeGreaterThanOrEqual(2);
      expectRefusal(
        await k.send('POST', `${ACCOUNTS}/delete`, { accountID: bank.json().data.accountID }),
        404,
        'BILLING_ACCOUNT_NOT_FOUND',
      );
    },
  );

  apiTest(
    'a PromptPay ID that is not valid for its kind, or a bad bank number, saves nothing',
    async ({ api, community }) => {
      const k = await billingKit(api, community);
      const before = await countRows(api.db, billingAccounts);
      const badTaxId = await k.send('POST', `${ACCOUNTS}/promptpay`, {
        promptpayKind: 'TAX_ID',
        promptpayID: '1234567890123',
        accountName: 'x',
      });
      expectRefusal(badTaxId, 400, 'BILLING_PROMPTPAY_ID_INVALID');
      const badPhone = await k.send('POST', `${ACCOUNTS}/promptpay`, {
        promptpayKind: 'PHONE',
        promptpayID: '12345',
        accountName: 'x',
      });
      expectRefusal(badPhone, 400);
      expectRefusal(
        await k.send('POST', `${ACCOUNTS}/bank`, { bankCode: '14', accountNo: '1', accountName: 'x' }),
        400,
      );
      expect(await countRows(api.db, billingAccounts)).toBe(before);
      const phone = await k.send('POST', `${ACCOUNTS}/promptpay`, {
        promptpayKind: 'PHONE',
        promptpayID: '0812345678',
        accountName: 'Office',
      });
      expect(phone.statusCode, phone.body).toBe(200);
    },
  );

  apiTest(
    'contact phone and charges are read back as written; bad ones refused',
    async ({ api, community }) => {
      const k = await billingKit(api, community);
      expect((await k.get('/api/billing/setting/contact-phone')).json().data.contactPhone).toBeNull();
      expect(
        (await k.send('PUT', '/api/billing/setting/contact-phone', { contactPhone: '021234567' })).statusCode,
      ).toBe(200);
      expect((await k.get('/api/billing/setting/contact-phone')).json().data.contactPhone).toBe('021234567');
      expectRefusal(
        await k.send('PUT', '/api/billing/setting/contact-phone', { contactPhone: 'call us' }),
        400,
      );

      expect((await k.get('/api/billing/setting/charge')).json().data).toEqual(CHARGES);
      const bad = await k.send('PUT', '/api/billing/setting/charge', { charges: { ...CHARGES, dueDay: 31 } });
      expectRefusal(bad, 400);
      expect((await k.get('/api/billing/setting/charge')).json().data.dueDay).toBe(CHARGES.dueDay);
    },
  );
});
