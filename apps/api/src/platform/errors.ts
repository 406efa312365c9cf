import type { MessageParams } from './i18n/message';

/**
 * A refusal the caller can act on: its status, a stable code and a message a person can read.
 * The message is the English wording; the error handler answers in the caller's language from
 * the catalog entry `messageCode`, filled with `params` (the unit, name or limit it mentions).
 * `messageCode` names the entry when one code has several wordings (a client branches on the
 * code, e.g. OAuth's invalid_grant, so a variant keeps it and differs in wording only).
 */
export class AppError extends Error {
  readonly messageCode: string;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly params: MessageParams = {},
    messageCode?: string,
  ) {
    super(message);
    this.messageCode = messageCode ?? code;
  }
}

type Refusal = (message: string, code?: string, params?: MessageParams, messageCode?: string) => AppError;

export const badRequest: Refusal = (message, code = 'BAD_REQUEST', params, messageCode) =>
  new AppError(400, code, message, params, messageCode);
export const unauthorized = (
  message = 'Sign in again to continue',
  code = 'UNAUTHORIZED',
  params?: MessageParams,
  messageCode?: string,
) => new AppError(401, code, message, params, messageCode);
export const forbidden = (
  message = 'You do not have access to this',
  code = 'FORBIDDEN',
  params?: MessageParams,
  messageCode?: string,
) => new AppError(403, code, message, params, messageCode);
export const notFound = (
  message = 'Not found',
  code = 'NOT_FOUND',
  params?: MessageParams,
  messageCode?: string,
) => new AppError(404, code, message, params, messageCode);
export const conflict: Refusal = (message, code = 'CONFLICT', params, messageCode) =>
  new AppError(409, code, message, params, messageCode);
/** Every limit answers TOO_MANY_REQUESTS; its wording says "attempts", so it has its own entry. */
export const tooManyRequests = (message = 'Too many attempts. Try again in a few minutes.') =>
  new AppError(429, 'TOO_MANY_REQUESTS', message, {}, 'TOO_MANY_ATTEMPTS');
