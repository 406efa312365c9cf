import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectionErrorReason, isConnectionError } from './connection-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('connection errors: the database away for now, not a wrong request', () => {
  it.each([
    ['admin shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['cannot connect now', withCode('57P03', 'the database system is starting up')],
    ['crash shutdown', withCode('57P02')],
    ['connection exception class 08', withCode('08006')],
    ['too many connections', withCode('53300')],
    ['refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['reset', withCode('ECONNRESET')],
    ['terminated', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['dead client', new Error('Client has encountered a connection error and is not queryable')],
  ])('%s', (_, err) => {
    expect(isConnectionError(err)).toBe(true);
    // As Drizzle hands it on: wrapped, with the driver's error as the cause.
    expect(isConnectionError(new DrizzleQueryError('select 1', [], err))).toBe(true);
  });

  it.each([
    ['unique violation', withCode('23505')],
    ['bad byte sequence', withCode('22021')],
    ['syntax', withCode('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s is not one', (_, err) => {
    expect(isConnectionError(err)).toBe(false);
  });
});

it('names the driver error for the log, beneath what wraps it', () => {
  const err = new DrizzleQueryError(
    'rollback',
    [],
    withCode('57P01', 'terminating connection due to administrator command'),
  );
  expect(connectionErrorReason(err)).toBe('57P01 terminating connection due to administrator command');
});
