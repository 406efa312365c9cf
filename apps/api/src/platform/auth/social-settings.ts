import { SOCIAL_PROVIDERS, type SocialProvider } from '@cc/contracts/social-providers';
import type { Config } from '../../config';

/**
 * The social sign-in providers' settings from the environment. Platform, not the account
 * feature: the public configuration (system routes) tells the console which ones are on.
 */
export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** A provider's settings, or null while it is not configured (then it is off everywhere). */
export function providerSettings(config: Config, provider: SocialProvider): ProviderSettings | null {
  const [issuer, clientId, clientSecret] = {
    google: [config.GOOGLE_ISSUER, config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET],
    facebook: [
      config.FACEBOOK_ISSUER,
      config.FACEBOOK_CLIENT_ID ?? config.FACEBOOK_APP_ID,
      config.FACEBOOK_CLIENT_SECRET,
    ],
    apple: [config.APPLE_ISSUER, config.APPLE_CLIENT_ID, config.APPLE_CLIENT_SECRET],
  }[provider];
  return issuer && clientId && clientSecret ? { issuer, clientId, clientSecret } : null;
}

/** Which providers the console may offer: exactly those with settings. */
export const configuredProviders = (config: Config) =>
  Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, providerSettings(config, p) !== null])) as Record<
    SocialProvider,
    boolean
  >;
