import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope } from './envelope';
import { communityIdSchema } from './session';
import { couponCodesSchema } from './vms-coupon-inputs';
import { visitIdSchema } from './vms-inputs';

/**
 * The PromptPay QR of what a visit leaving now pays, for the gate (VMS_NITI:write) to show at
 * checkout: the same fee as the preview (lost slip, coupons counted) to the office's PromptPay ID.
 */
export const feePromptPaySchema = z.object({
  communityID: communityIdSchema,
  visitID: visitIdSchema,
  slipLost: z.boolean().default(false),
  couponCodes: couponCodesSchema,
});
export type FeePromptPayInput = z.output<typeof feePromptPaySchema>;

export const feePromptPayAnswerSchema = z.object({
  /** The fee the payload asks for, in satang. */
  amountSatang: z.number().int(),
  /** The EMVCo payload to draw as a QR; null when nothing is to pay or no PromptPay ID is set. */
  payload: z.string().nullable(),
});
export type FeePromptPay = z.infer<typeof feePromptPayAnswerSchema>;

export const vmsFeePromptPayOps = {
  promptpay: guardedOperation({
    method: 'POST',
    path: '/api/vms/fee/promptpay',
    summary:
      "The PromptPay payload of a visit's fee if it left now (coupons and lost slip counted), to the office's PromptPay ID",
    access: allow.to('VMS_NITI:write'),
    body: feePromptPaySchema,
    response: dataEnvelope(feePromptPayAnswerSchema),
  }),
};
