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
        pending = oidc.discovery(
          issuer,
          settings.clientId,
          settings.clientSecret,
          undefined,
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
