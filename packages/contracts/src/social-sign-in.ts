import { z } from 'zod';
import { allow, guardedOperation } from './access';

/**
 * Sign-in with an outside OpenID Connect provider (authorization code, PKCE, state and nonce).
 * The browser is sent to `start`, comes back to `callback`, and lands on the console's sign-in
 * page with a one-time code in the URL fragment (never sent to a server, so never logged); the
 * console trades it at the token endpoint (`grant_type=authorization_code`) for its tokens.
 */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The identity type a provider's subjects are kept under (user identities). */
export const SOCIAL_IDENTITY_TYPE = { google: 'GOOGLE', facebook: 'FACEBOOK', apple: 'APPLE' } as const;

/** The fragment key of the one-time code, and the query keys of a refusal, on the sign-in page. */
export const SOCIAL_CODE_KEY = 'social_code';
export const SOCIAL_ERROR_KEY = 'social_error';
export const SOCIAL_PROVIDER_KEY = 'social_provider';

/** Why a social sign-in came back to the sign-in page without signing in. */
export const SOCIAL_ERRORS = ['NOT_LINKED', 'ACCOUNT_DISABLED', 'CANCELLED', 'PROVIDER_ERROR'] as const;
export type SocialError = (typeof SOCIAL_ERRORS)[number];

const param = z.string().max(4096);
/** What a provider sends back (RFC 6749 4.1.2, RFC 9207 `iss`); unknown keys are ignored. */
export const socialCallbackQuerySchema = z.object({
  code: param.optional(),
  state: param.optional(),
  iss: param.optional(),
  error: param.optional(),
  error_description: param.optional(),
});

/** A redirect: these operations answer 302 (or a refusal), never a body on success. */
const redirectResponse = z.object({ isSuccess: z.literal(true) });

const socialOperations = <P extends SocialProvider>(provider: P) => ({
  start: guardedOperation({
    method: 'GET',
    path: `/api/authentication/social/${provider}/start` as const,
    summary: `Sends the browser to ${provider} to sign in (404 when the provider is not configured)`,
    access: allow.public,
    response: redirectResponse,
  }),
  callback: guardedOperation({
    method: 'GET',
    path: `/api/authentication/social/${provider}/callback` as const,
    summary: `Where ${provider} sends the browser back; a wrong or missing state is refused`,
    access: allow.public,
    query: socialCallbackQuerySchema,
    response: redirectResponse,
  }),
});

export const socialSignInOps = {
  google: socialOperations('google'),
  facebook: socialOperations('facebook'),
  apple: socialOperations('apple'),
};
