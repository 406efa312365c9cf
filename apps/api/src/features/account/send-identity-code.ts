import { randomInt } from 'node:crypto';
import { IDENTITY_CODE_LENGTH, IDENTITY_CODE_MINUTES } from '@cc/contracts/user-identity';
import { hashSecret } from '../../platform/auth/secrets';
import type { AppServices } from '../../platform/services';
import { isOwnIdentity } from './identities';
import { badRequest } from './refusals';
import { identityVerifications } from './tables';

/** A code's hash is salted with its verification's id, so one table of six-digit hashes fits no other row. */
export const codeHash = (verificationId: string, code: string) => hashSecret(`${verificationId}:${code}`);

/**
 * Sends a one-time code to an e-mail (through the mailer) or a phone (through the SMS port)
 * the user wants to add. Whether another account already uses it is not said here: only the
 * one who receives the code can learn that, when they add it.
 */
export async function sendIdentityCode(
  s: AppServices,
  userId: string,
  identity: { identityType: 'EMAIL' | 'PHONE'; userIdentity: string },
) {
  await s.limits.identitySend.check(userId);
  await s.limits.identitySend.hit(userId);
  if (await isOwnIdentity(s.db, userId, identity.identityType, identity.userIdentity)) {
    throw badRequest('IDENTITY_ALREADY_YOURS');
  }
  const id = crypto.randomUUID();
  const code = String(randomInt(10 ** IDENTITY_CODE_LENGTH)).padStart(IDENTITY_CODE_LENGTH, '0');
  await s.db.insert(identityVerifications).values({
    id,
    userId,
    identityType: identity.identityType,
    identity: identity.userIdentity,
    codeHash: codeHash(id, code),
    expiresAt: new Date(Date.now() + IDENTITY_CODE_MINUTES * 60_000),
  });
  const text = `รหัสยืนยันของคุณคือ ${code} (ใช้ได้ ${IDENTITY_CODE_MINUTES} นาที)\nYour verification code is ${code} (valid for ${IDENTITY_CODE_MINUTES} minutes).`;
  if (identity.identityType === 'EMAIL') {
    await s.mailer.send({ to: identity.userIdentity, subject: 'รหัสยืนยัน / Verification code', text });
  } else {
    await s.sms.send({ to: identity.userIdentity, text });
  }
  return { isSuccess: true as const, data: { verificationID: id, expiresIn: IDENTITY_CODE_MINUTES * 60 } };
}
