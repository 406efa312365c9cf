import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person at the test provider: the login typed on its sign-in form is their subject. */
export interface ProviderAccount {
  email: string;
  email_verified: boolean;
}

export interface LocalProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts: Record<string, ProviderAccount>;
}

/**
 * A real OpenID provider (panva's oidc-provider) on a free loopback port of the test runner, with
 * one confidential client that must use PKCE, and its development sign-in and consent pages.
 * Its ID tokens carry the e-mail claims, as Google's and Apple's do. (The API's tests have the
 * same provider in apps/api/src/test/oidc-provider.ts; the browser here fills its forms itself.)
 */
export async function startLocalProvider(options: LocalProviderOptions) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['a-test-only-cookie-signing-key'] },
    // Lifetimes of its own, so it does not warn about using the defaults.
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    findAccount: (_ctx, sub) => {
      const account = options.accounts[sub] ?? { email: `${sub}@nowhere.test`, email_verified: false };
      return { accountId: sub, claims: () => ({ sub, ...account }) };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
