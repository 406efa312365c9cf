import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope, okSchema } from './envelope';
import { emailSchema, IDENTITY_TYPES, mobileSchema, normalizePhone } from './session';

/** The ways a user signs in: listed, added after a one-time code proves them, removed (never the last). */

/** What a user may add and verify: a second e-mail, or a phone number. */
export const VERIFIABLE_IDENTITY_TYPES = ['EMAIL', 'PHONE'] as const;
export const SIGN_IN_IDENTITY_TYPES = [...IDENTITY_TYPES, 'PHONE'] as const;
export type SignInIdentityType = (typeof SIGN_IN_IDENTITY_TYPES)[number];

/** Minutes a verification code can be used, and how many wrong tries a user gets per window. */
export const IDENTITY_CODE_MINUTES = 10;
export const IDENTITY_CODE_LENGTH = 6;

export const verifiableIdentitySchema = z.discriminatedUnion('identityType', [
  z.object({ identityType: z.literal('EMAIL'), userIdentity: emailSchema }),
  z.object({ identityType: z.literal('PHONE'), userIdentity: mobileSchema.transform(normalizePhone) }),
]);

/** An identity as typed: never a NUL byte, which no e-mail, phone or provider subject holds (and PostgreSQL refuses). */
const userIdentitySchema = z
  .string()
  .trim()
  .min(1, 'userIdentity is required')
  .max(254)
  .refine((v) => !v.includes('\u0000'), 'userIdentity must not contain a NUL character');

export const userIdentityCheckQuerySchema = z.object({
  userIdentity: userIdentitySchema,
  identityType: z.enum(
    SIGN_IN_IDENTITY_TYPES,
    'identityType must be EMAIL, FACEBOOK, APPLE, GOOGLE or PHONE',
  ),
});

export const identityAddSchema = z.object({
  verificationID: z.uuid('verificationID is required'),
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9]{${IDENTITY_CODE_LENGTH}}$`), `code must be ${IDENTITY_CODE_LENGTH} digits`),
});

export const identityRemoveSchema = z.object({
  identityType: z.enum(
    SIGN_IN_IDENTITY_TYPES,
    'identityType must be EMAIL, FACEBOOK, APPLE, GOOGLE or PHONE',
  ),
  userIdentity: userIdentitySchema,
});

export const identityItemSchema = z.object({
  identityType: z.enum(SIGN_IN_IDENTITY_TYPES),
  userIdentity: z.string(),
  /** The account's own e-mail (its userID): changed through the profile, never removed. */
  primary: z.boolean(),
});

export const userIdentityOps = {
  check: guardedOperation({
    method: 'GET',
    path: '/api/user/identity/check',
    summary:
      "Whether the identity is already one of the caller's sign-in ways (another account's is never told)",
    access: allow.signedIn,
    query: userIdentityCheckQuerySchema,
    response: dataEnvelope(z.object({ exists: z.boolean() })),
  }),
  verify: guardedOperation({
    method: 'POST',
    path: '/api/user/identity/verify',
    summary: 'Send a one-time code to an e-mail or phone the user wants to add',
    access: allow.signedIn,
    body: verifiableIdentitySchema,
    response: dataEnvelope(z.object({ verificationID: z.string(), expiresIn: z.number().int() })),
  }),
  list: guardedOperation({
    method: 'GET',
    path: '/api/user/identity',
    summary: 'The ways the user signs in',
    access: allow.signedIn,
    response: itemsEnvelope(identityItemSchema),
  }),
  add: guardedOperation({
    method: 'POST',
    path: '/api/user/identity',
    summary: 'Add the verified e-mail or phone with its one-time code',
    access: allow.signedIn,
    body: identityAddSchema,
    response: dataEnvelope(identityItemSchema),
  }),
  remove: guardedOperation({
    method: 'DELETE',
    path: '/api/user/identity',
    summary: 'Remove a sign-in way; never the last one, nor the account e-mail',
    access: allow.signedIn,
    body: identityRemoveSchema,
    response: okSchema,
  }),
} as const;
