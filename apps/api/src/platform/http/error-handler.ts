import type { Lang } from '@cc/contracts/i18n';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseCode, isUniqueViolation } from '../db/unique-violation';
import { AppError } from '../errors';
import { renderMessage } from '../i18n/message';
import { requestLanguage } from '../i18n/request-language';
import { describeIssue } from '../i18n/validation-message';

/** Fastify's own refusals; any other FST_ code keeps fastify's English. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
};

/** Sends the envelope, worded from the catalog in the caller's language (`english` when none). */
export function sendRefusal(
  reply: FastifyReply,
  lang: Lang,
  refusal: {
    status: number;
    code: string;
    english: string;
    messageCode?: string;
    params?: AppError['params'];
  },
) {
  const message = renderMessage(
    lang,
    refusal.messageCode ?? refusal.code,
    refusal.params ?? {},
    refusal.english,
  );
  return reply
    .code(refusal.status)
    .send({ isSuccess: false, code: refusal.code, message, errorMessage: message });
}

/** Every failure leaves as the house envelope; nothing internal (stack, SQL) reaches the caller. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const lang = requestLanguage(request.headers['accept-language']);
    const send = (status: number, code: string, english: string) =>
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
    // Races that the code's own checks cannot see still end as a refusal, not a 500.
    if (isUniqueViolation(err))
      return send(409, 'ALREADY_EXISTS', 'This already exists. Reload and try again.');
    const sqlState = databaseCode(err);
    if (sqlState === '23503')
      return send(409, 'REFERENCE_GONE', 'Something this refers to no longer exists. Reload and try again.');
    if (sqlState === '22P02' || sqlState === '22007' || sqlState === '22008' || sqlState === '22003') {
      return send(400, 'INVALID_VALUE', 'A value in the request is not valid');
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return send(429, 'TOO_MANY_REQUESTS', 'Too many requests. Try again shortly.');
    if (status >= 400 && status < 500) {
      const english = FASTIFY_MESSAGES[err.code];
      return english ? send(status, err.code, english) : send(status, err.code ?? 'BAD_REQUEST', err.message);
    }
    request.log.error({ err }, 'unhandled error');
    return send(500, 'INTERNAL', 'Something went wrong on our side. Please try again later.');
  });
}
