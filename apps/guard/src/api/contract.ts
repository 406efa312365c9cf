import type { Operation } from '@cc/contracts/envelope';
import type { z } from 'zod';
import { apiData, type CallOptions } from './http';

/**
 * A contract operation as the phone calls it: its method and path, typed by the shared contract,
 * without its schemas. The contracts' zod schemas would weigh on the app's first load and check
 * nothing the server does not check again, so the app imports the operations as types only; the
 * test beside (routes.test.ts) holds every route here to its operation's method and path.
 */
export interface Route<O extends Operation> {
  method: O['method'];
  path: string;
  /** Never set: carries the operation's type to the call. */
  readonly op?: O;
}

export const route = <O extends Operation>(method: O['method'], path: string): Route<O> => ({ method, path });

/** What the operation takes (before the server's defaults and trims). */
export type BodyOf<O extends Operation> = O['body'] extends z.ZodType ? z.input<O['body']> : never;
export type QueryOf<O extends Operation> = O['query'] extends z.ZodType ? z.input<O['query']> : never;
/** The `data` of the operation's envelope. */
export type DataOf<O extends Operation> = z.output<O['response']> extends { data: infer D } ? D : never;

/** Calls the route with the session's bearer; answers the envelope's data. */
export function callRoute<O extends Operation>(
  r: Route<O>,
  o: { query?: QueryOf<O>; body?: BodyOf<O> } & Pick<CallOptions, 'headers'>,
): Promise<DataOf<O>> {
  return apiData<DataOf<O>>(r.method, r.path, o as CallOptions);
}
