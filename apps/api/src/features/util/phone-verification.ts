import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { SMS_CODE_TRIES, SMS_CODE_TTL_MS } from '@cc/contracts/util';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../platform/i18n/request-language';
import { confirmVerification, countWrongTry, insertVerification } from './phone-queries';
import { badRequest, conflict, inLanguage, notFound } from './refusals';

/** Codes are kept as an HMAC under the verification's own id: a table dump gives no code. */
const hashOf = (id: string, userId: string, code: string) =>
  createHmac('sha256', `${id}:${userId}`).update(code).digest('hex');

/**
 * A 6-digit code texted to the number, through the SMS adapter (a delivery log file unless a
 * gateway is configured). At most 3 sends per user in 15 minutes on the shared attempt limiter.
 */
export async function sendPhoneCode(request: FastifyRequest, phoneNumber: string) {
  const s = request.server.services;
  const userId = request.user.id;
  await s.limits.phoneSend.check(userId);
  await s.limits.phoneSend.hit(userId);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + SMS_CODE_TTL_MS);
  const id = randomUUID();
  const row = await insertVerification(s.db, {
    id,
    userId,
    phoneNumber,
    codeHash: hashOf(id, userId, code),
    expiresAt,
  });
  const lang = requestLanguage(request.headers['accept-language']);
  await s.sms.send({ to: phoneNumber, text: inLanguage(lang, 'SMS_TEXT', { code }) });
  return { verificationID: row.id, phoneNumber, expiresAt: expiresAt.toISOString() };
}

/** Exactly one confirm of a code succeeds; a wrong one counts against its 5 tries. */
export async function confirmPhoneCode(request: FastifyRequest, verificationId: string, code: string) {
  const s = request.server.services;
  const userId = request.user.id;
  const won = await confirmVerification(
    s.db,
    verificationId,
    userId,
    hashOf(verificationId, userId, code),
    SMS_CODE_TRIES,
  );
  if (won) return { phoneNumber: won.phoneNumber, verified: true as const };
  const row = await countWrongTry(s.db, verificationId, userId);
  if (!row) throw notFound('NO_SUCH_VERIFICATION');
  if (row.confirmedAt) throw conflict('CODE_USED');
  if (row.expiresAt.getTime() <= Date.now()) throw badRequest('SMS_CODE_EXPIRED');
  if (row.tries >= SMS_CODE_TRIES) throw badRequest('TOO_MANY_TRIES');
  throw badRequest('WRONG_CODE');
}
