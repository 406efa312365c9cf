import type { SocialProvider } from '@cc/contracts/social-providers';
import * as oidc from 'openid-client';
import type { Config } from '../../../config';
import { type ProviderSettings, providerSettings } from '../../../platform/auth/social-settings';

/**
 * Plain HTTP is allowed for an issuer on this machine alone (a local test provider): what
 * openid-client's `allowInsecureRequests` is kept for; every real provider is HTTPS.
 */
const isLoopback = (url: URL) =>
  url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** client_secret_post with a secret signed afresh for each exchange (Sign in with Apple). */
const signedSecretPost =
  (secret: () => string): oidc.ClientAuth =>
  (_as, client, body) => {
    body.set('client_id', client.client_id);
    body.set('client_secret', secret());
  };

/**
 * Each provider's OpenID configuration, found by discovery on first use and kept for the life of
 * the process; a failed discovery is forgotten, so the next sign-in tries again.
 */
export function socialClients(config: Config) {
  const found = new Map<SocialProvider, Promise<oidc.Configuration>>();
  return {
    settings: (provider: SocialProvider) => providerSettings(config, provider),
    /** Registered with the provider as the client's redirect URI. */
    redirectUri: (provider: SocialProvider) =>
      `${config.PUBLIC_URL}/api/authentication/social/${provider}/callback`,
    configuration(provider: SocialProvider, settings: ProviderSettings) {
      let pending = found.get(provider);
      if (!pending) {
        const issuer = new URL(settings.issuer);
        const secret = settings.clientSecret;
        pending = oidc.discovery(
          issuer,
          settings.clientId,
          typeof secret === 'string' ? secret : undefined,
          typeof secret === 'string' ? undefined : signedSecretPost(secret),
          isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
        );
        pending.catch(() => found.delete(provider));
        found.set(provider, pending);
      }
      return pending;
    },
  };
}
export type SocialClients = ReturnType<typeof socialClients>;
