import type { MessageParams } from './i18n/message';

/**
 * A refusal the caller can act on: its status, a stable code and a message a person can read.
 * The message is the English wording (for logs); the error handler answers in the caller's
 * language from the catalog entry `messageCode`, filled with `params` (the unit, name or limit it
 * mentions). `messageCode` names the entry when one code has several wordings (a client branches
 * on the code, e.g. OAuth's invalid_grant, so a variant keeps it and differs in wording only).
 * Throw sites do not build one by hand: they call their owner's helpers (`defineRefusals`).
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
