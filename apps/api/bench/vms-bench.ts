import { vmsDashboardOps as admin } from '@cc/contracts/vms-admin-ops';
import { vmsCouponOps as coupon } from '@cc/contracts/vms-coupon-ops';
import { vmsVisitorOps as visitor } from '@cc/contracts/vms-ops';
import { vmsReportOps as report } from '@cc/contracts/vms-report-ops';
import { benchOnTestDatabase } from './bench-host';
import { launchServer } from './launch-server';
import { type Measurement, printTable } from './measure';
import { signInAsPmc } from './sign-in';
import { VMS_BENCH_COMMUNITY, type VmsBenchFigures } from './vms-bench-data';

interface Ready extends VmsBenchFigures {
  app: string;
  engine: string;
  kept: boolean;
  seedMs: number;
}

/** p99 targets in ms, by what an operation is. */
const TARGETS = { gate: 100, read: 50, approve: 2_000, excel: 5_000 } as const;
const WARM_UP = 20;
const REQUESTS = 200;
const CONNECTIONS = [1, 8];
/** Batches of 1,000 approved: the seeded one, then more walked there through the API. */
const APPROVALS = 8;

/** One request: a GET with `query`, or a POST of `body` (a FormData goes as multipart). */
interface Call {
  path: string;
  query?: Record<string, string>;
  body?: object;
}

/** A measured operation: one line of OPERATIONS. */
interface Operation {
  name: string;
  /** The p99 target, in ms. */
  target: number;
  /** The i-th request (warm-up included). */
  call: (i: number) => Call;
  /** Unmeasured requests first (default WARM_UP); a slow report wants few. */
  warmUp?: number;
  /** Requests measured per concurrency after the warm-up (default REQUESTS); a slow report wants few. */
  requests?: number;
  /** Concurrencies measured at (default CONNECTIONS). */
  connections?: number[];
  /** Unmeasured work before the i-th request (a batch brought to where it can be approved). */
  prepare?: (i: number) => Promise<void>;
  /** Reads what an answer says (a check-in's slip code, for a checkout). */
  answered?: (json: unknown) => void;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const verdict = (target: number, r: Measurement, label: string) =>
  `  ${r.p99 < target && r.errors === 0 ? 'met    ' : 'NOT met'} p99 < ${target.toLocaleString()} ms: ${label} (p50 ${r.p50.toFixed(1)}, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, ${r.errors} errors` : ''})`;

/** A tiny PNG's signature: the slip upload reads a picture's type from its first bytes. */
const SLIP_PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

/**
 * Visitor management at scale over HTTP as the PMC: the gate's check-in and checkout, the visit
 * log's first and a filtered page, search by plate and by name, coupon search by code, at 1 and 8
 * concurrent clients; and approving batches of 1,000 coupons one after another. Figures beside
 * their p99 targets, printed, never asserted.
 */
export async function vmsBench() {
  // PostgreSQL when the tests' server is given and the bench's own is not (a database of its own).
  benchOnTestDatabase();
  const server = await launchServer<Ready>('vms-bench-server.ts');
  try {
    console.log(
      `\nVisitor management: ${server.units.toLocaleString()} units, ${server.visits.toLocaleString()} visits over ` +
        `18 months (${server.inside} inside, ${server.stamps.toLocaleString()} stamps), ${server.coupons.toLocaleString()} coupons in ` +
        `${server.batches} batches ${server.kept ? 'reused' : 'generated'} in ${(server.seedMs / 1000).toFixed(1)} s ` +
        `(${server.engine}); ${server.monthVisits.toLocaleString()} visits from ${server.monthFrom} to ${server.monthTo}`,
    );
    const headers = await signInAsPmc(server.app);
    const c = { communityID: VMS_BENCH_COMMUNITY };
    const send = async ({ path, query, body }: Call) => {
      const url = `${server.app}${path}?${new URLSearchParams({ ...c, ...query })}`;
      if (!body) return fetch(url, { headers });
      const form = body instanceof FormData;
      return fetch(url, {
        method: 'POST',
        headers: form ? headers : { ...headers, 'content-type': 'application/json' },
        body: form ? body : JSON.stringify({ ...c, ...body }),
      });
    };
    const data = async <T>(call: Call) => {
      const res = await send(call);
      if (!res.ok) throw new Error(`${call.path}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: T }).data;
    };

    // Check-ins leave slip codes; checkouts take them, oldest first.
    const slips: string[] = [];
    const PLATE_LETTERS = ['กข', 'ฆม', 'ทน', 'ศร', 'อบ', '1กค', '3ฒย', '9ฮก'];
    const newVisitor = (i: number) => ({
      clientID: `bench-${Date.now()}-${i}`,
      name: `ผู้มาเยือน ทดสอบ ${i}`,
      phone: `09${String(10_000_000 + i).slice(-8)}`,
      visitorType: i % 3 === 0 ? 'DELIVERY' : 'GUEST',
      vehicleType: i % 4 === 3 ? null : i % 3 === 0 ? 'MOTORCYCLE' : 'CAR',
      plate: `${PLATE_LETTERS[i % PLATE_LETTERS.length]} ${1000 + (i % 9000)}`,
      province: 'กรุงเทพมหานคร',
      unitID: server.unitIDs[(i * 37) % server.unitIDs.length],
      purpose: 'เยี่ยมญาติ',
    });
    const names = ['สมชาย', 'วิไล ศรีสุข', 'ธนากร', 'พิมพ์ชนก ทองคำ', 'Kerry', 'เกียรติศักดิ์ ชัยมงคล'];
    /** The 31 community days up to yesterday. */
    const month = { from: server.monthFrom, to: server.monthTo };
    const types = ['GUEST', 'DELIVERY', 'CONTRACTOR', 'TAXI', 'OTHER'];

    // Batches to approve: the seeded one first, then each created, priced, paid and slipped over
    // the API before its (measured) approval.
    const toApprove: string[] = server.waitingBatchID ? [server.waitingBatchID] : [];
    const walkToVerify = async () => {
      const batch = await data<{ batchID: string; priceSatang: number }>({
        path: coupon.createBatch.path,
        body: { ownerUnitID: server.ownerUnitID, count: 1_000, hours: 2 },
      });
      await data({
        path: coupon.requestPayment.path,
        body: {
          batchID: batch.batchID,
          amountSatang: batch.priceSatang,
          dueDate: `${server.monthTo.slice(0, 4)}-12-31`,
        },
      });
      const form = new FormData();
      form.append('photo', new Blob([SLIP_PNG], { type: 'image/png' }), 'slip.png');
      await data({ path: coupon.uploadSlip.path, query: { batchID: batch.batchID }, body: form });
      toApprove.push(batch.batchID);
    };

    const pick = <T>(xs: T[], i: number) => xs[i % xs.length]!;
    /** A GET of `path`, its i-th request's query from `query`. */
    const get = (
      name: string,
      target: number,
      path: string,
      query?: (i: number) => Record<string, string>,
      more: Partial<Operation> = {},
    ): Operation => ({ name, target, call: (i) => ({ path, query: query?.(i) }), ...more });

    const OPERATIONS: Operation[] = [
      {
        name: 'visitor/checkin',
        target: TARGETS.gate,
        call: (i) => ({ path: visitor.checkin.path, body: newVisitor(i) }),
        answered: (j) => slips.push((j as { data: { slipCode: string } }).data.slipCode),
      },
      {
        name: 'visitor/checkout',
        target: TARGETS.gate,
        call: () => ({
          path: visitor.checkout.path,
          body: { slipCode: slips.shift(), paymentMethod: 'CASH' },
        }),
      },
      get('visitor/list: first page', TARGETS.read, visitor.list.path),
      get('visitor/list: type + 31 days + OUT', TARGETS.read, visitor.list.path, (i) => ({
        ...month,
        visitorType: pick(types, i),
        state: 'OUT',
      })),
      get('visitor/search: a plate', TARGETS.read, visitor.search.path, (i) => ({
        q: pick(server.plates, i),
      })),
      get('visitor/search: a name', TARGETS.read, visitor.search.path, (i) => ({ q: pick(names, i) })),
      get('coupon/search: a code prefix', TARGETS.read, coupon.search.path, (i) => ({
        q: pick(server.couponPrefixes, i),
      })),
      {
        name: 'coupon/review-batch: approve 1,000',
        target: TARGETS.approve,
        requests: APPROVALS,
        connections: [1],
        prepare: async (i) => (i < toApprove.length ? undefined : walkToVerify()),
        call: (i) => ({ path: coupon.review.path, body: { batchID: toApprove[i], decision: 'APPROVE' } }),
      },
      get('dashboard', TARGETS.gate, admin.dashboard.path),
      // 31 days of visits (the count is printed above) as the sheet the office downloads.
      get('report-between-dates/excel: 31 days', TARGETS.excel, report.excel.path, () => month, {
        warmUp: 1,
        requests: 5,
        connections: [1],
      }),
    ];

    /** `requests` of `op` after its warm-up (none for a one-off like an approval), `connections` at once. */
    const measureOp = async (op: Operation, connections: number, start: number): Promise<Measurement> => {
      const requests = op.requests ?? REQUESTS;
      const warmUp = op.prepare ? 0 : (op.warmUp ?? WARM_UP);
      const latencies: number[] = [];
      let errors = 0;
      let next = 0;
      let busy = 0;
      const worker = async () => {
        while (next < warmUp + requests) {
          const i = next++;
          await op.prepare?.(start + i);
          const call = op.call(start + i);
          const t0 = performance.now();
          const res = await send(call);
          const body = await res.text();
          const ms = performance.now() - t0;
          if (res.ok) op.answered?.(JSON.parse(body));
          if (i < warmUp) continue;
          busy += ms;
          latencies.push(ms);
          if (!res.ok) {
            errors++;
            if (errors === 1) console.error(`  ${op.name}: ${res.status} ${body.slice(0, 300)}`);
          }
        }
      };
      await Promise.all(Array.from({ length: connections }, worker));
      latencies.sort((a, b) => a - b);
      return {
        name: op.name,
        rps: (latencies.length * connections * 1000) / busy,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        errors,
      };
    };

    const verdicts: string[] = [];
    const counters = new Map<Operation, number>();
    for (const connections of CONNECTIONS) {
      const rows: Measurement[] = [];
      for (const op of OPERATIONS) {
        if (!(op.connections ?? CONNECTIONS).includes(connections)) continue;
        const start = counters.get(op) ?? 0;
        const r = await measureOp(op, connections, start);
        counters.set(op, start + (op.prepare ? 0 : (op.warmUp ?? WARM_UP)) + (op.requests ?? REQUESTS));
        rows.push(r);
        verdicts.push(verdict(op.target, r, `${r.name} @${connections}`));
      }
      printTable(
        `Visitor management over HTTP as the PMC (${server.engine}; ${connections} concurrent, ${REQUESTS} requests each after ${WARM_UP} warm-up; approvals ${APPROVALS})`,
        rows,
      );
    }
    console.log('\nTargets:');
    for (const v of verdicts) console.log(v);
  } finally {
    server.stop();
  }
}
