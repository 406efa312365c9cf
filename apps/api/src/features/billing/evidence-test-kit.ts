import type { Evidence } from '@cc/contracts/billing';
import { expect } from 'vitest';
import { multipart } from '../../test/as-user';
import type { CommunityKit, Member } from '../../test/community-kit';
import type { TestApp } from '../../test/test-app';
import { type BillingKit, billingKit } from './billing-test-kit';
import { makeSlipImage, makeSlipPayload } from './documents/slip-test-images';

export interface EvidenceKit extends BillingKit {
  /** Lives in A1. */
  resident: Member;
  /** Sends a slip image as `who` (the resident unless told); answers the response. */
  upload(image: Uint8Array, fields: Record<string, string>, who?: Member): ReturnType<Member['call']>;
  /** A slip of this reference paid for A1's bill, sent and accepted; answers the evidence. */
  slip(transRef: string, fields?: Record<string, string>): Promise<Evidence>;
}

/** A real mini-QR slip image (small, so reading it stays fast). */
export const slipImage = (transRef: string, format: 'png' | 'jpeg' = 'png', sendingBank = '004') =>
  makeSlipImage(makeSlipPayload({ sendingBank, transRef }), { format });

/** The billing kit with a resident of A1 and a way to send slips. */
export async function evidenceKit(api: TestApp, community: CommunityKit): Promise<EvidenceKit> {
  const k = await billingKit(api, community);
  const resident = await community.member('RESIDENT', { home: { unitId: k.unitIds.A1 } });
  const upload: EvidenceKit['upload'] = (image, fields, who = resident) => {
    const form = multipart(fields, { image: { name: 'slip', bytes: Buffer.from(image) } });
    return who.call('POST', '/api/billing/evidence/upload', {
      query: { communityID: community.id },
      payload: form.payload,
      headers: form.headers,
    });
  };
  return {
    ...k,
    resident,
    upload,
    async slip(transRef, fields = {}) {
      const res = await upload(slipImage(transRef), {
        unitID: k.unitIds.A1,
        amountSatang: '100000',
        paidAt: '2026-11-01T10:00:00+07:00',
        ...fields,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
  };
}
