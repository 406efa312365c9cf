import { z } from 'zod';
import { allow, guardedOperation } from './access';
import type { SocialProvider } from './social-providers';

/**
 * Sign-in with an outside OpenID Connect provider (authorization code, PKCE, state and nonce).
 * The browser is sent to `start`, comes back to `callback`, and lands on the console's sign-in
 * page with a one-time code in the URL fragment (never sent to a server, so never logged); the
 * console trades it at the token endpoint (`grant_type=authorization_code`) for its tokens.
 */
const param = z.string().max(4096);
/** What a provider sends back (RFC 6749 4.1.2, RFC 9207 `iss`); unknown keys are ignored. */
export const socialCallbackQuerySchema = z.object({
  code: param.optional(),
  state: param.optional(),
  iss: param.optional(),
  error: param.optional(),
  error_description: param.optional(),
});

export type SocialCallbackParams = z.infer<typeof socialCallbackQuerySchema>;

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

/**
 * Apple answers by posting a form to the callback (response_mode=form_post), which it requires
 * whenever the e-mail is asked for; the others redirect with a query.
 */
const formPostCallback = <P extends SocialProvider>(provider: P) =>
  guardedOperation({
    method: 'POST',
    path: `/api/authentication/social/${provider}/callback` as const,
    summary: `Where ${provider} posts the browser back (form_post); a wrong or missing state is refused`,
    access: allow.public,
    body: socialCallbackQuerySchema,
    response: redirectResponse,
  });

export const socialSignInOps = {
  google: socialOperations('google'),
  facebook: socialOperations('facebook'),
  apple: { ...socialOperations('apple'), formPostCallback: formPostCallback('apple') },
};
