import { isConnectionError } from '../db/connection-errors';
import type { FaultLog } from './fault-log';

/**
 * The process's last line: what no caller caught.
 *
 * - A lost database or Redis connection is logged and the process lives on: the pool and the
 *   Redis clients reconnect by themselves, and every instance dying on a failover is the outage
 *   this guards against.
 * - A promise rejected with no handler is logged and the process lives on: unlike a throw, it
 *   leaves no synchronous code half-run, and ending every request in flight for it costs more.
 * - Any other uncaught exception leaves the process in a state no one reasoned about: it is
 *   logged as fatal and `exit(1)` runs, so the supervisor starts a clean one.
 */
export function guardProcess(log: FaultLog, exit: (code: number) => void = (c) => process.exit(c)) {
  const { onRejection, onException } = processFaultHandlers(log, exit);
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}

/** The two handlers guardProcess installs, apart so a test can call them. */
export function processFaultHandlers(log: FaultLog, exit: (code: number) => void) {
  return {
    onRejection(reason: unknown) {
      if (isConnectionError(reason)) log.warn({ err: reason }, 'connection lost; carrying on');
      else log.error({ err: reason }, 'unhandled promise rejection; carrying on');
    },
    onException(err: Error) {
      if (isConnectionError(err)) return log.warn({ err }, 'connection lost; carrying on');
      (log.fatal ?? log.error).call(log, { err }, 'uncaught exception; exiting');
      exit(1);
    },
  };
}
