import autocannon from 'autocannon';

export interface Measurement {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Drives one request shape at the server for a few seconds and reports throughput and latency. */
export async function measure(
  name: string,
  url: string,
  opts: {
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    seconds?: number;
    connections?: number;
  } = {},
): Promise<Measurement> {
  const result = await autocannon({
    url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    duration: opts.seconds ?? 5,
    connections: opts.connections ?? 10,
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The value at fraction `p` of sorted latencies (p99: 0.99). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * `count` requests, `connections` at once, each timed end to end; the i-th built by `request`
 * (a scan, a vote: requests that differ and must each be sent once, not a URL for a duration).
 */
export async function measureCount(
  name: string,
  count: number,
  connections: number,
  request: (i: number) => Promise<Response>,
): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      const res = await request(i);
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!res.ok) errors++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  return {
    name,
    rps: count / ((performance.now() - started) / 1000),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
  };
}

/**
 * Drives `connections` concurrent clients at the URLs in turn for `seconds`, timing every
 * request end to end (varied search terms and pages, not one cached URL).
 */
export async function measureVaried(
  name: string,
  urls: string[],
  headers: Record<string, string>,
  connections: number,
  seconds = 4,
): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const url = urls[next++ % urls.length]!;
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!res.ok) errors++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!;
  return { name, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors };
}

export function printTable(title: string, rows: Measurement[], baseline?: Measurement) {
  console.log(`\n${title}`);
  console.log(
    'operation'.padEnd(34),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
    baseline ? 'vs bare'.padStart(9) : '',
  );
  for (const r of rows) {
    const ratio = baseline ? `${(r.rps / baseline.rps).toFixed(2)}x`.padStart(9) : '';
    console.log(
      r.name.padEnd(34),
      r.rps.toFixed(0).padStart(9),
      r.p50.toFixed(1).padStart(8),
      r.p99.toFixed(1).padStart(8),
      String(r.errors).padStart(7),
      ratio,
    );
  }
}
