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
 * A real OpenID provider (panva's oidc-provider) on a free loopback port of this process (an API test, or the browser tests' runner), with
 * one confidential client that must use PKCE, and its development sign-in and consent pages.
 * Its ID tokens carry the e-mail claims, as Google's and Apple's do.
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

/** The provider's self-submitting form_post page: where it posts, and its hidden fields. */
function formPostTo(page: string, backTo: string) {
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
  if (!action?.startsWith(backTo)) return null;
  const form: Record<string, string> = {};
  for (const [, name, value] of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g))
    form[name!] = value!.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  return { url: action, form };
}

/** A browser's cookies for the provider: enough of a jar for its interaction and session cookies. */
class CookieJar {
  readonly #cookies = new Map<string, string>();
  keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.#cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }
  header = () => [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * Goes through the provider as a person would, from the authorization URL our `start` answered:
 * signs in as `login` on its sign-in form, agrees on its consent form, and answers the URL the
 * provider sends the browser back to (our callback, with its code and state), and the form it
 * posts there when the client asked for form_post. With `cancel`, the person gives up on the
 * sign-in form instead (the provider then answers access_denied).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  backTo: string,
  cancel = false,
) {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let hop = 0; hop < 12; hop++) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: jar.header() },
    });
    jar.keep(res);
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      if (next.startsWith(backTo)) return { url: next };
      url = next;
      init = {};
      continue;
    }
    const page = await res.text();
    const posted = formPostTo(page, backTo);
    if (posted) return posted;
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${page.slice(0, 300)}`);
    // Its development pages post back to the interaction URL: the login form, then consent.
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!prompt) throw new Error(`no form on the provider's page: ${page.slice(0, 300)}`);
    if (cancel) {
      url = `${url.replace(/\/$/, '')}/abort`;
      init = {};
      continue;
    }
    const form: Record<string, string> = prompt === 'login' ? { prompt, login, password: 'any' } : { prompt };
    init = {
      method: 'POST',
      body: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('the provider never sent the browser back');
}
