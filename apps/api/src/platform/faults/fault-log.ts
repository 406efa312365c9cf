/** What the fault handlers log through: Fastify's logger once the app exists. */
export interface FaultLog {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  fatal?(obj: object, msg?: string): void;
  info?(obj: object, msg?: string): void;
}

/**
 * A log that can be pointed at the app's logger later: the pool and the process handlers exist
 * before the app (and its logger) does, and what they report until then still reaches stderr.
 */
export function deferredLog(): FaultLog & { use(log: FaultLog): void } {
  let target: FaultLog = {
    warn: (obj, msg) => console.warn(JSON.stringify({ level: 'warn', msg, ...errorFields(obj) })),
    error: (obj, msg) => console.error(JSON.stringify({ level: 'error', msg, ...errorFields(obj) })),
  };
  return {
    warn: (obj, msg) => target.warn(obj, msg),
    error: (obj, msg) => target.error(obj, msg),
    fatal: (obj, msg) => (target.fatal ?? target.error).call(target, obj, msg),
    use(log) {
      target = log;
    },
  };
}

/** An Error's own fields are not enumerable; JSON would print `{}` for it. */
function errorFields(obj: object): object {
  const err = (obj as { err?: unknown }).err;
  return err instanceof Error
    ? { ...obj, err: { message: err.message, code: (err as { code?: unknown }).code } }
    : obj;
}
