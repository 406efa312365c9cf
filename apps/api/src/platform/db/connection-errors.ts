/**
 * Whether an error means "the database (or the way to it) is away for now", not "this request is
 * wrong": a restart, a failover, a pooler dropping a connection, a pool that cannot get one in
 * time. Such an error answers 503 with Retry-After, never 500, and never ends the process; the
 * pool opens fresh connections on the next query, so the same request succeeds once it is back.
 */
export function isConnectionError(err: unknown): boolean {
  // Drizzle wraps the driver's error (`cause`); node-postgres chains its own timeouts the same way.
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || isUnavailableState(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.startsWith(m))) return true;
  }
  return false;
}

/** The driver's own words for a log line: the innermost error, not Drizzle's "Failed query". */
export function connectionErrorReason(err: unknown): string {
  let e = err as { cause?: unknown; code?: unknown; message?: unknown } | undefined;
  for (let depth = 0; e?.cause && depth < 5; depth++) e = e.cause as typeof e;
  return [e?.code, e?.message].filter((part) => typeof part === 'string').join(' ');
}

/** The network said no: nothing listens yet, the peer hung up, or the address cannot be found. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going or not yet there: class 08 (connection exception), 57P01
 * (admin shutdown: "terminating connection due to administrator command"), 57P02 (crash
 * shutdown), 57P03 (cannot connect now: starting up or shutting down), 53300 (too many
 * connections, e.g. while a failover drains).
 */
function isUnavailableState(code: string): boolean {
  return (
    code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
  );
}

/** node-postgres and pg-pool raise these without a code; their wording is all there is. */
const DRIVER_MESSAGES = [
  'Connection terminated', // unexpectedly, or due to connection timeout
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
