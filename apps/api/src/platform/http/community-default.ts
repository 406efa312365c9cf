import type { GuardedOperation } from '@cc/contracts/access';
import type { FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Hook = (request: FastifyRequest) => Promise<void>;
type Fields = Record<string, unknown>;

/**
 * Where an operation's community comes from when the caller leaves `communityID` out (the spec's
 * payloads for some calls name none). It runs after authentication and before the community
 * guard, so the guard still decides membership, role, feature and usage status exactly as if the
 * caller had sent that community: a default never widens access.
 */
export interface CommunityDefault {
  readonly communityDefault: Hook;
}

type BodyOf<O extends GuardedOperation> = O['body'] extends z.ZodType ? z.output<O['body']> : never;

/**
 * `resolve` gets the body already checked against the operation's own schema (refused as
 * validation would refuse it, so a lookup never sees a malformed key) and answers the signed-in
 * caller's community, or undefined when there is none (the guard then refuses with
 * COMMUNITY_REQUIRED). A `communityID` the caller sent always wins; a resolved one is written into
 * the body, where the guard and the handler read it.
 */
export function communityDefault<O extends GuardedOperation>(
  op: O,
  resolve: (request: FastifyRequest, body: BodyOf<O>) => Promise<string | undefined>,
): CommunityDefault {
  const validate = validatorCompiler({ schema: op.body } as never);
  return {
    communityDefault: async (request) => {
      const query = request.query as Fields | undefined;
      const body = request.body as Fields | null | undefined;
      if (query?.communityID !== undefined || body?.communityID !== undefined) return;
      const result = validate(body) as { value: BodyOf<O> } | { error: unknown[] };
      if ('error' in result) {
        throw Object.assign(new Error('The request is not valid'), {
          statusCode: 400,
          validation: result.error,
        });
      }
      const communityId = await resolve(request, result.value);
      if (communityId !== undefined && body && typeof body === 'object') body.communityID = communityId;
    },
  };
}

export const isCommunityDefault = (hook: unknown): hook is CommunityDefault =>
  typeof hook === 'object' && hook !== null && 'communityDefault' in hook;
