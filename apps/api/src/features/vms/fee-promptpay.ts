import type { FeePromptPay, FeePromptPayInput } from '@cc/contracts/vms-fee-promptpay';
import { promptPayPayload } from '../../platform/payment/promptpay-payload';
import { calculateFee } from './fee-work';
import { loadAdminSettings } from './setting-queries';
import type { VmsWork } from './vms-work';

/**
 * What a visit leaving now pays, as a PromptPay payload to the office's ID: the fee is the
 * preview's own (so the QR and the amount on screen agree); a mobile number or a 13-digit tax ID,
 * as the account settings accept them. No payload when nothing is to pay or no ID is set.
 */
export async function feePromptPay(w: VmsWork, input: FeePromptPayInput): Promise<FeePromptPay> {
  const fee = await calculateFee(w, { ...input, stamps: 0 });
  const { account } = await loadAdminSettings(w);
  const id = account.promptPayID;
  if (!id || fee.totalSatang <= 0) return { amountSatang: fee.totalSatang, payload: null };
  const kind = id.length === 13 ? 'TAX_ID' : 'PHONE';
  return { amountSatang: fee.totalSatang, payload: promptPayPayload({ kind, id }, fee.totalSatang) };
}
