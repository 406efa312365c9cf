/**
 * The social sign-in providers and the words the API and the console share about them. No zod
 * here: the sign-in screen reads this file and must not load the schema library with it.
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

/** How each provider sends the browser back: Apple posts a form (it must, to give the e-mail). */
export const SOCIAL_RESPONSE_MODE: Record<SocialProvider, 'query' | 'form_post'> = {
  google: 'query',
  facebook: 'query',
  apple: 'form_post',
};
