import type { FeeBreakdown } from '@cc/contracts/vms-ops';
import type { VisitDetail, VmsPaymentMethod } from '@cc/contracts/vms-records';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** What the 80 mm printer gets next: a visitor's entry slip, or the fee receipt at the exit. */
export type PrintJob =
  | { kind: 'slip'; visit: VisitDetail; qr: string; at: number }
  | {
      kind: 'receipt';
      visit: VisitDetail;
      /** Null when printed again later from the visit's record alone. */
      fee: FeeBreakdown | null;
      paymentMethod: VmsPaymentMethod | null;
      at: number;
    };

/** The slip code as an SVG QR image: crisp on a thermal printer, read back by the desk's scanner. */
export const slipQr = async (slipCode: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    await QRCode.toString(slipCode, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }),
  )}`;

/**
 * The job on screen (a preview the guard can print again) and the browser's print dialog once it
 * has rendered: the QR is made before the job is set, so the paper never misses it.
 */
export function usePrintJob() {
  const [job, setJob] = useState<PrintJob | null>(null);
  useEffect(() => {
    if (!job) return;
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, [job]);
  return {
    job,
    printSlip: async (visit: VisitDetail) =>
      setJob({ kind: 'slip', visit, qr: await slipQr(visit.slipCode), at: Date.now() }),
    printReceipt: (visit: VisitDetail, fee: FeeBreakdown | null, paymentMethod: VmsPaymentMethod | null) =>
      setJob({ kind: 'receipt', visit, fee, paymentMethod, at: Date.now() }),
    again: () => setJob((j) => (j ? { ...j, at: Date.now() } : j)),
    clear: () => setJob(null),
  };
}
