import { renderBillsPdf } from './bills-pdf';
import { sampleBill, sampleReceipt } from './document-fixtures';
import { renderReceiptPdf } from './receipt-pdf';
import { readSlipImage } from './slip-reader';
import { makeSlipImage, makeSlipPayload } from './slip-test-images';

/** Latency figures of one operation repeated `runs` times after one warm-up (wasm, fonts). */
export type DocumentTiming = { name: string; runs: number; p50: number; p99: number };

async function timeRuns(
  name: string,
  runs: number,
  run: (i: number) => Promise<unknown>,
): Promise<DocumentTiming> {
  await run(-1);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await run(i);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const at = (p: number) => ms[Math.min(ms.length - 1, Math.floor(ms.length * p))]!;
  return { name, runs, p50: at(0.5), p99: at(0.99) };
}

/** Slip QR read from a 1080x1920 JPEG phone screenshot, the QR in its bottom-right corner. */
export async function timeSlipRead(runs = 50): Promise<DocumentTiming> {
  const images = Array.from({ length: 5 }, (_, i) =>
    makeSlipImage(makeSlipPayload({ sendingBank: '004', transRef: `0151731435${i}BPP06952` }), {
      format: 'jpeg',
      width: 1080,
      height: 1920,
    }),
  );
  return timeRuns('slip QR read, 1080x1920 JPEG', runs, async (i) => {
    const reading = await readSlipImage(images[(i + 5) % 5]!);
    if (reading.kind !== 'SLIP') throw new Error(`bench slip read as ${reading.kind}`);
  });
}

/** One A4 Thai receipt to PDF bytes. */
export function timeReceiptPdf(runs = 50): Promise<DocumentTiming> {
  return timeRuns('receipt PDF', runs, (i) =>
    renderReceiptPdf(sampleReceipt({ number: `RC2568-${String(i + 2).padStart(6, '0')}` })),
  );
}

/** `count` bills, two to an A4 page, into one PDF: total time, pages and size. */
export async function timeBillsPdf(count: number) {
  const bills = Array.from({ length: count }, (_, i) => sampleBill(i));
  const t0 = performance.now();
  const bytes = await renderBillsPdf(bills);
  return {
    name: `${count.toLocaleString()} bills to one PDF`,
    count,
    ms: performance.now() - t0,
    bytes: bytes.length,
  };
}

/** `npm run bench -w apps/api -- billing-docs`: prints the document figures, asserts nothing. */
export async function billingDocsBench(billCounts = [100, 3000]) {
  console.log(
    '\nBilling documents (targets: slip read p99 < 150 ms, receipt p99 < 150 ms, 3,000 bills < 120 s)',
  );
  console.log('operation'.padEnd(34), 'runs'.padStart(6), 'p50 ms'.padStart(9), 'p99 ms'.padStart(9));
  for (const t of [await timeSlipRead(), await timeReceiptPdf()]) {
    console.log(
      t.name.padEnd(34),
      String(t.runs).padStart(6),
      t.p50.toFixed(1).padStart(9),
      t.p99.toFixed(1).padStart(9),
    );
  }
  for (const count of billCounts) {
    const t = await timeBillsPdf(count);
    const mb = (t.bytes / 1_048_576).toFixed(1);
    console.log(t.name.padEnd(34), `${(t.ms / 1000).toFixed(1)} s`.padStart(25), `  ${mb} MB`);
  }
}
