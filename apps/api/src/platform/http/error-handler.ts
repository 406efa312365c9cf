import type { Lang } from '@cc/contracts/i18n';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { connectionErrorReason, isConnectionError } from '../db/connection-errors';
import { databaseCode, isUniqueViolation } from '../db/unique-violation';
import { AppError } from '../errors';
import { renderMessage } from '../i18n/message';
import { requestLanguage } from '../i18n/request-language';
import { describeIssue } from '../i18n/validation-message';
import { isMalformedUpload } from './input-safety';

/**
 * Sends the envelope, worded from the catalog in the caller's language; `english` (by default
 * the catalog's own English) answers when the catalog has no entry for the code.
 */
export function sendRefusal(
  reply: FastifyReply,
  lang: Lang,
  refusal: {
    status: number;
    code: string;
    english?: string;
    messageCode?: string;
    params?: AppError['params'];
  },
) {
  const code = refusal.messageCode ?? refusal.code;
  const params = refusal.params ?? {};
  const message = renderMessage(
    lang,
    code,
    params,
    refusal.english ?? renderMessage('en', code, params, code),
  );
  return reply
    .code(refusal.status)
    .send({ isSuccess: false, code: refusal.code, message, errorMessage: message });
}

/** Every failure leaves as the house envelope; nothing internal (stack, SQL) reaches the caller. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const lang = requestLanguage(request.headers['accept-language']);
    const send = (status: number, code: string, english?: string) =>
      sendRefusal(reply, lang, { status, code, english });
    if (err instanceof AppError) {
      const { statusCode: status, code, message: english, messageCode, params } = err;
      return sendRefusal(reply, lang, { status, code, english, messageCode, params });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const message = [...new Set(err.validation.map((issue) => describeIssue(issue, lang)))].join('; ');
      return reply
        .code(400)
        .send({ isSuccess: false, code: 'VALIDATION_FAILED', message, errorMessage: message });
    }
    // The database is away for now (restart, failover): worth retrying, never a 500.
    if (isConnectionError(err)) {
      request.log.warn(
        { reason: connectionErrorReason(err) },
        'a backing service is unavailable; answered 503',
      );
      return sendRefusal(reply.header('retry-after', '3'), lang, {
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    // Races that the code's own checks cannot see still end as a refusal, not a 500.
    if (isUniqueViolation(err)) return send(409, 'ALREADY_EXISTS');
    const sqlState = databaseCode(err);
    if (sqlState === '23503') return send(409, 'REFERENCE_GONE');
    // 22021: text the database cannot hold (a NUL byte) that input-safety did not see first.
    if (['22P02', '22007', '22008', '22003', '22021'].includes(sqlState ?? '')) {
      return send(400, 'INVALID_VALUE');
    }
    if (isMalformedUpload(err)) return send(400, 'MALFORMED_UPLOAD');
    const status = err.statusCode ?? 500;
    if (status === 429) return send(429, 'TOO_MANY_REQUESTS');
    // Fastify's own refusals the catalog words (FST_ codes) answer in the caller's language;
    // any other keeps fastify's English.
    if (status >= 400 && status < 500) return send(status, err.code ?? 'BAD_REQUEST', err.message);
    request.log.error({ err }, 'unhandled error');
    return send(500, 'INTERNAL');
  });
}
