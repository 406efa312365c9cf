import type { Operation } from '@cc/contracts/envelope';

/** Turns a contract operation into a Fastify route's method, url and schema. */
export function routeOf<O extends Operation>(op: O, tags: string[]) {
  return {
    method: op.method,
    url: op.path,
    schema: {
      summary: op.summary,
      tags,
      // Fastify warns about keys present but undefined, so only set the ones the operation has.
      ...((op.query ? { querystring: op.query } : {}) as { querystring: O['query'] }),
      ...((op.body ? { body: op.body } : {}) as { body: O['body'] }),
      response: { 200: op.response as O['response'] },
    },
  };
}
