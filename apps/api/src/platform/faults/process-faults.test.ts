import { describe, expect, it } from 'vitest';
import { processFaultHandlers } from './process-faults';

function recorder() {
  const lines: string[] = [];
  const exits: number[] = [];
  const log = {
    warn: (_: object, msg?: string) => void lines.push(`warn ${msg}`),
    error: (_: object, msg?: string) => void lines.push(`error ${msg}`),
    fatal: (_: object, msg?: string) => void lines.push(`fatal ${msg}`),
  };
  return { lines, exits, ...processFaultHandlers(log, (code) => void exits.push(code)) };
}

const adminShutdown = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
});

describe('what no caller caught', () => {
  it('logs a lost connection and carries on, thrown or rejected', () => {
    const r = recorder();
    r.onException(adminShutdown);
    r.onRejection(new Error('Connection terminated unexpectedly'));
    expect(r.lines).toEqual(['warn connection lost; carrying on', 'warn connection lost; carrying on']);
    expect(r.exits).toEqual([]);
  });

  it('logs any other rejection and carries on', () => {
    const r = recorder();
    r.onRejection(new TypeError('x is undefined'));
    expect(r.lines).toEqual(['error unhandled promise rejection; carrying on']);
    expect(r.exits).toEqual([]);
  });

  it('exits on any other uncaught exception, so the supervisor starts a clean process', () => {
    const r = recorder();
    r.onException(new TypeError('x is undefined'));
    expect(r.lines).toEqual(['fatal uncaught exception; exiting']);
    expect(r.exits).toEqual([1]);
  });
});
