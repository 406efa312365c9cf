import { z } from 'zod';
import { guardedOperation } from './access';
import { bankAccountSchema, chargeSettingsSchema } from './billing';
import {
  bankInputSchema,
  chargeInputSchema,
  contactPhoneSchema,
  promptPayInputSchema,
} from './billing-inputs';
import { accountItems, officeReader, officeWriter, q } from './billing-op-parts';
import { dataEnvelope, okSchema } from './envelope';

const accountData = dataEnvelope(bankAccountSchema);

/** The office's billing settings: where residents pay, whom they call, what a unit is charged. */
export const billingSettingOps = {
  accounts: guardedOperation({
    method: 'GET',
    path: '/api/billing/setting/bank-account',
    summary: 'The bank and PromptPay accounts bills name, oldest first',
    access: officeReader,
    query: q(),
    response: accountItems,
  }),
  addBank: guardedOperation({
    method: 'POST',
    path: '/api/billing/setting/bank-account/bank',
    summary: 'Add a bank account (bank code, account number, name)',
    access: officeWriter,
    body: bankInputSchema,
    response: accountData,
  }),
  addPromptPay: guardedOperation({
    method: 'POST',
    path: '/api/billing/setting/bank-account/promptpay',
    summary: 'Add a PromptPay account (phone, tax ID, e-wallet or biller ID); the ID is checked',
    access: officeWriter,
    body: promptPayInputSchema,
    response: accountData,
  }),
  deleteAccount: guardedOperation({
    method: 'POST',
    path: '/api/billing/setting/bank-account/delete',
    summary: 'Take an account off the bills (kept, marked deleted)',
    access: officeWriter,
    body: q({ accountID: z.uuid('accountID is not valid') }),
    response: okSchema,
  }),
  contactPhone: guardedOperation({
    method: 'GET',
    path: '/api/billing/setting/contact-phone',
    summary: "The billing office's phone number shown on bills",
    access: officeReader,
    query: q(),
    response: dataEnvelope(z.object({ contactPhone: z.string().nullable() })),
  }),
  setContactPhone: guardedOperation({
    method: 'PUT',
    path: '/api/billing/setting/contact-phone',
    summary: "Set the billing office's phone number",
    access: officeWriter,
    body: contactPhoneSchema,
    response: dataEnvelope(z.object({ contactPhone: z.string().nullable() })),
  }),
  charges: guardedOperation({
    method: 'GET',
    path: '/api/billing/setting/charge',
    summary: 'What a unit is charged: common fee, water, power, parking, fixed lines, rounding, due day',
    access: officeReader,
    query: q(),
    response: dataEnvelope(chargeSettingsSchema),
  }),
  setCharges: guardedOperation({
    method: 'PUT',
    path: '/api/billing/setting/charge',
    summary: 'Replace the charge settings (bills already made keep their lines)',
    access: officeWriter,
    body: chargeInputSchema,
    response: dataEnvelope(chargeSettingsSchema),
  }),
};
