import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseCode, isUniqueViolation } from '../db/unique-violation';
import { AppError } from '../errors';

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** Zod's own wording names types, not fields; say which field is wrong, in plain words. */
function describeIssue(issue: ValidationIssue): string {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
  const message = issue.message ?? 'is not valid';
  if (/received undefined$/.test(message)) return `${field} is required`;
  if (message.startsWith('Invalid') || message.startsWith('Too ')) return `${field}: ${message}`;
  return message;
}

const send = (reply: import('fastify').FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ isSuccess: false, code, message, errorMessage: message });

/** Every failure leaves as the house envelope; nothing internal (stack, SQL) reaches the caller. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) return send(reply, err.statusCode, err.code, err.message);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const message = [...new Set(err.validation.map(describeIssue))].join('; ');
      return send(reply, 400, 'VALIDATION_FAILED', message);
    }
    // Races that the code's own checks cannot see still end as a refusal, not a 500.
    if (isUniqueViolation(err))
      return send(reply, 409, 'ALREADY_EXISTS', 'This already exists. Reload and try again.');
    const sqlState = databaseCode(err);
    if (sqlState === '23503')
      return send(
        reply,
        409,
        'REFERENCE_GONE',
        'Something this refers to no longer exists. Reload and try again.',
      );
    if (sqlState === '22P02' || sqlState === '22007' || sqlState === '22008' || sqlState === '22003') {
      return send(reply, 400, 'INVALID_VALUE', 'A value in the request is not valid');
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return send(reply, 429, 'TOO_MANY_REQUESTS', 'Too many requests. Try again shortly.');
    if (status >= 400 && status < 500) {
      const messages: Record<string, string> = {
        FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
        FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
        FST_REQ_FILE_TOO_LARGE: 'The file is too large',
      };
      return send(reply, status, err.code ?? 'BAD_REQUEST', messages[err.code] ?? err.message);
    }
    request.log.error({ err }, 'unhandled error');
    return send(reply, 500, 'INTERNAL', 'Something went wrong on our side. Please try again later.');
  });
}
