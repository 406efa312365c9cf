import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { evidenceSchema, receiptSchema, verifierSchema } from './billing';
import { rejectEvidenceSchema, verifierInputSchema, verifyEvidenceSchema } from './billing-evidence-inputs';
import { officeReader, q } from './billing-op-parts';
import { dataEnvelope, itemsEnvelope, okSchema } from './envelope';

/**
 * Deciding payments. Verify and reject need BILLING:approve and a place on the community's
 * verifier list (checked by the API); only ADMIN (BILLING:write with SETTING:write) edits the list.
 */
export const verifierEditor = allow.to('BILLING:write', { anyOf: ['SETTING:write'] });
export const paymentDecider = allow.to('BILLING:approve');

export const billingVerifyOps = {
  verifiers: guardedOperation({
    method: 'GET',
    path: '/api/billing/setting/verified-user',
    summary: 'Who may verify and reject payments',
    access: officeReader,
    query: q(),
    response: itemsEnvelope(verifierSchema),
  }),
  addVerifier: guardedOperation({
    method: 'POST',
    path: '/api/billing/setting/verified-user',
    summary: 'Put a member whose role approves billing on the verifier list (ADMIN only)',
    access: verifierEditor,
    body: verifierInputSchema,
    response: itemsEnvelope(verifierSchema),
  }),
  deleteVerifier: guardedOperation({
    method: 'POST',
    path: '/api/billing/setting/verified-user/delete',
    summary: 'Take a member off the verifier list (ADMIN only)',
    access: verifierEditor,
    body: verifierInputSchema,
    response: okSchema,
  }),
  verify: guardedOperation({
    method: 'POST',
    path: '/api/billing/evidence/verify',
    summary:
      'Verify a waiting payment: in one transaction it pays the chosen bill, else the oldest open ones, ' +
      "keeps any surplus as the unit's credit and issues the next receipt number (RC<year>-000001)",
    access: paymentDecider,
    body: verifyEvidenceSchema,
    response: dataEnvelope(z.object({ evidence: evidenceSchema, receipt: receiptSchema })),
  }),
  reject: guardedOperation({
    method: 'POST',
    path: '/api/billing/evidence/reject',
    summary: 'Reject a waiting payment with a reason, which the unit’s residents are told',
    access: paymentDecider,
    body: rejectEvidenceSchema,
    response: dataEnvelope(evidenceSchema),
  }),
};
