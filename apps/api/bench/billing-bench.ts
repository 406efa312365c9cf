import { BENCH_COMMUNITY, benchPeriods } from './billing-bench-data';
import { launchServer } from './launch-server';
import { type Measurement, measureVaried, printTable } from './measure';
import { signInAsPmc } from './sign-in';

const TARGET_LIST_P99_MS = 50;
const TARGET_RUN_MS = 15_000;
const TARGET_AGING_MS = 300;
const TARGET_RECEIPT_PDF_P99_MS = 150;
const TARGET_EVIDENCE_SEARCH_P99_MS = 50;
const TARGET_PRINT_MS = 120_000;

interface Ready {
  app: string;
  engine: string;
  months: number;
  units: number;
  bills: number;
  slips: number;
  receipts: number;
  seedMs: number;
}

const verdict = (ok: boolean, text: string) => `  ${ok ? 'met    ' : 'NOT met'} ${text}`;

/** One month's bills of every unit printed to one PDF over HTTP: time, size and pages' worth. */
async function timePrint(url: string, headers: Record<string, string>) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  const bytes = (await res.arrayBuffer()).byteLength;
  return {
    ms: performance.now() - t0,
    ok: res.ok && res.headers.get('content-type') === 'application/pdf',
    bytes,
  };
}

/** Starts a run of this month's bills for every unit and waits for its job to finish. */
async function timeRun(app: string, headers: Record<string, string>, period: string) {
  const json = { ...headers, 'content-type': 'application/json' };
  const t0 = performance.now();
  const res = await fetch(`${app}/api/billing/run/create`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ communityID: BENCH_COMMUNITY, period, runKey: `bench-${Date.now()}` }),
  });
  const started = (await res.json()) as { data?: { runID: string }; message?: string };
  if (!started.data) throw new Error(`run/create refused: ${started.message}`);
  const info = `${app}/api/billing/run/info?communityID=${BENCH_COMMUNITY}&runID=${started.data.runID}`;
  for (;;) {
    const run = ((await (await fetch(info, { headers })).json()) as { data: Record<string, unknown> }).data;
    const ms = performance.now() - t0;
    if (run.status === 'DONE' || run.status === 'FAILED' || ms > 10 * TARGET_RUN_MS)
      return { ms, status: String(run.status), created: Number(run.createdCount) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Billing at scale: list, summary, aging report, receipt PDF and evidence search latency over
 * HTTP, a month's bills of every unit printed to one PDF, and a 3,000-bill run.
 */
export async function billingBench() {
  const server = await launchServer<Ready>('billing-bench-server.ts');
  try {
    console.log(
      `\nBilling: ${server.units.toLocaleString()} units, ${server.bills.toLocaleString()} bills over ${server.months} months, ` +
        `${server.slips.toLocaleString()} slips, ${server.receipts.toLocaleString()} receipts, ` +
        `generated in ${(server.seedMs / 1000).toFixed(1)} s (${server.engine})`,
    );
    const headers = await signInAsPmc(server.app);
    const api = (p: string, q: Record<string, string> = {}) =>
      `${server.app}/api/billing/${p}?${new URLSearchParams({ communityID: BENCH_COMMUNITY, ...q })}`;
    const periods = benchPeriods(server.months);
    const keys: string[] = [];
    let lastKey: string | null = null;
    for (let page = 0; page < 20; page++) {
      const res = await fetch(api('list', lastKey ? { lastKey } : {}), { headers });
      lastKey = ((await res.json()) as { lastKey: string | null }).lastKey;
      if (!lastKey) break;
      keys.push(lastKey);
    }
    const ops: [string, string[]][] = [
      ['list: first page', [api('list')]],
      ['list: pages 2-20 (lastKey)', keys.map((k) => api('list', { lastKey: k }))],
      ['list: one month, any of 36', periods.map((period) => api('list', { period }))],
      ['list: overdue', [api('list', { overdue: 'true' })]],
      ['list: issued, last month', [api('list', { status: 'ISSUED', period: periods.at(-1)! })]],
      ['summary: a month (card, home)', periods.slice(-6).map((period) => api('summary', { period }))],
    ];
    const receipts = (await (await fetch(api('receipt/list', { limit: '50' }), { headers })).json()) as {
      items: { receiptID: string }[];
    };
    // The 20th and 21st of every month are when the bench's slips were paid; any unit's number.
    const days = periods.flatMap((p) => [`${p}-20`, `${p}-21`]);
    const unitNos = Array.from({ length: 60 }, (_, i) => {
      const k = (i * 53) % server.units;
      return `B${String(Math.floor(k / 100) + 1).padStart(2, '0')}-${String((k % 100) + 1).padStart(3, '0')}`;
    });
    ops.push(
      ['report/aging', [api('report/aging')]],
      ['receipt/pdf', receipts.items.map((r) => api('receipt/pdf', { receiptID: r.receiptID }))],
      ['evidence/search/by-date', days.map((date) => api('evidence/search/by-date', { date }))],
      ['evidence/search/by-unit-no', unitNos.map((unitNo) => api('evidence/search/by-unit-no', { unitNo }))],
    );
    const targets: [string, number][] = [
      ['list', TARGET_LIST_P99_MS],
      ['report/aging', TARGET_AGING_MS],
      ['receipt/pdf', TARGET_RECEIPT_PDF_P99_MS],
      ['evidence/search', TARGET_EVIDENCE_SEARCH_P99_MS],
    ];
    const verdicts: string[] = [];
    for (const connections of [1, 8]) {
      const rows: Measurement[] = [];
      for (const [name, urls] of ops) rows.push(await measureVaried(name, urls, headers, connections));
      printTable(
        `Billing operations over HTTP (${server.engine}; ${connections} concurrent, 4 s each)`,
        rows,
      );
      for (const r of rows) {
        const target = targets.find(([prefix]) => r.name.startsWith(prefix))?.[1];
        if (target === undefined) continue;
        const ok = r.p99 < target && r.errors === 0;
        verdicts.push(verdict(ok, `p99 < ${target} ms: ${r.name} @${connections} (${r.p99.toFixed(1)} ms)`));
      }
    }
    const thisMonth = new Date().toISOString().slice(0, 7);
    const run = await timeRun(server.app, headers, thisMonth);
    console.log(
      `\nRun of ${thisMonth} for every unit: ${(run.ms / 1000).toFixed(2)} s, ${run.status}, ${run.created} bills created`,
    );
    verdicts.push(
      verdict(
        run.ms < TARGET_RUN_MS && run.created === server.units,
        `a ${server.units}-bill run < 15 s (${(run.ms / 1000).toFixed(2)} s)`,
      ),
    );
    // The run's bills: one issued bill for each of the 3,000 units, all into one PDF.
    const print = await timePrint(api('print', { period: thisMonth }), headers);
    console.log(
      `\nPrint of the run's ${run.created.toLocaleString()} bills to one PDF over HTTP: ` +
        `${(print.ms / 1000).toFixed(1)} s, ${(print.bytes / 1024 / 1024).toFixed(1)} MB${print.ok ? '' : ' (FAILED)'}`,
    );
    verdicts.push(
      verdict(
        print.ok && print.ms < TARGET_PRINT_MS,
        `${run.created.toLocaleString()} bills printed < 120 s (${(print.ms / 1000).toFixed(1)} s)`,
      ),
    );
    console.log('\nTargets:');
    for (const v of verdicts) console.log(v);
  } finally {
    server.stop();
  }
}
