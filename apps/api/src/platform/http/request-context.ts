import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

interface RequestContext {
  /** The request's ID (its x-request-id, or one made up), or the ID a job inherited from one. */
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The request (or job) the current code is working for, if any. */
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

/** Runs `work` as part of the request `requestId` (a job running for the request that made it). */
export const runForRequest = <T>(requestId: string | null | undefined, work: () => Promise<T>): Promise<T> =>
  requestId ? storage.run({ requestId }, work) : work();

/**
 * Every request's code runs in a context that knows its ID, so a job it schedules records the
 * ID and the job's log lines carry it: one search by request ID finds the request and the work
 * it caused. `run(…, done)` is Fastify's documented way to keep the context for the rest of the
 * request's hooks and its handler.
 */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ requestId: request.id }, done);
  });
}
