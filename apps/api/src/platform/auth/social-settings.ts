import { SOCIAL_PROVIDERS, type SocialProvider } from '@cc/contracts/social-providers';
import type { Config } from '../../config';
import { appleClientSecret } from './apple-client-secret';

/**
 * The social sign-in providers' settings from the environment. Platform, not the account
 * feature: the public configuration (system routes) tells the console which ones are on.
 */
export interface ProviderSettings {
  issuer: string;
  clientId: string;
  /** A fixed secret, or (Apple with its key) a fresh signed one for each exchange. */
  clientSecret: string | (() => string);
}

/** A provider's settings, or null while it is not configured (then it is off everywhere). */
export function providerSettings(config: Config, provider: SocialProvider): ProviderSettings | null {
  const [issuer, clientId, clientSecret]: [
    string,
    string | undefined,
    ProviderSettings['clientSecret'] | undefined,
  ] = {
    google: [config.GOOGLE_ISSUER, config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET],
    facebook: [
      config.FACEBOOK_ISSUER,
      config.FACEBOOK_CLIENT_ID ?? config.FACEBOOK_APP_ID,
      config.FACEBOOK_CLIENT_SECRET,
    ],
    apple: [config.APPLE_ISSUER, config.APPLE_CLIENT_ID, config.APPLE_CLIENT_SECRET ?? appleSigner(config)],
  }[provider] as [string, string | undefined, ProviderSettings['clientSecret'] | undefined];
  return issuer && clientId && clientSecret ? { issuer, clientId, clientSecret } : null;
}

/** Apple's client secret signed from its key, when the key is configured instead of a secret. */
function appleSigner(config: Config) {
  const {
    APPLE_TEAM_ID: teamId,
    APPLE_KEY_ID: keyId,
    APPLE_PRIVATE_KEY: privateKey,
    APPLE_CLIENT_ID: id,
  } = config;
  if (!teamId || !keyId || !privateKey || !id) return undefined;
  return () => appleClientSecret({ teamId, keyId, privateKey }, id);
}

/** Which providers the console may offer: exactly those with settings. */
export const configuredProviders = (config: Config) =>
  Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, providerSettings(config, p) !== null])) as Record<
    SocialProvider,
    boolean
  >;
