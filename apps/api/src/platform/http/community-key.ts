import type { Operation } from '@cc/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Fields = Record<string, unknown> | undefined;

/** The contract's own schema for `communityID`, from its query or else its body (when it is an object). */
function keySchemaOf(op: Operation): z.ZodType | undefined {
  for (const part of [op.query, op.body]) {
    if (part instanceof z.ZodObject && part.shape.communityID) return part.shape.communityID as z.ZodType;
  }
  return undefined;
}

/**
 * The guard runs before validation, yet must not look a malformed community up: this checks the
 * one field it reads against the contract's own rule, refusing as validation would (400
 * VALIDATION_FAILED, same wording), and leaves the normalised value (trimmed) where it was found.
 */
export function communityKeyCheck(op: Operation) {
  const schema = keySchemaOf(op);
  const validate = schema && validatorCompiler({ schema: z.object({ communityID: schema }) } as never);
  return async function checkCommunityKey(request: FastifyRequest) {
    if (!validate) return;
    const query = request.query as Fields;
    const body = request.body as Fields;
    const holder = query?.communityID !== undefined ? query : body;
    const result = validate({ communityID: holder?.communityID }) as
      | { value: { communityID: string } }
      | { error: unknown[] };
    if ('error' in result) {
      throw Object.assign(new Error('communityID is not valid'), {
        statusCode: 400,
        validation: result.error,
      });
    }
    if (holder && typeof holder === 'object') holder.communityID = result.value.communityID;
  };
}
