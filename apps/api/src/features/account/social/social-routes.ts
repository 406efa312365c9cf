import {
  SOCIAL_CODE_KEY,
  SOCIAL_ERROR_KEY,
  SOCIAL_PROVIDER_KEY,
  SOCIAL_PROVIDERS,
  SOCIAL_RESPONSE_MODE,
  type SocialError,
  type SocialProvider,
} from '@cc/contracts/social-providers';
import { type SocialCallbackParams, socialSignInOps } from '@cc/contracts/social-sign-in';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { guardedRoute } from '../../../platform/http/guarded-route';
import type { AppServices } from '../../../platform/services';
import { badRequest, notFound } from '../refusals';
import { clearFlowCookie, readFlowCookie, setFlowCookie } from './flow-cookie';
import { type SocialClients, socialClients } from './providers';
import { issueSignInCode } from './sign-in-code';
import { accountForIdentity } from './social-account';

/** Back to the console's sign-in page: with a refusal in the query, or the code in the fragment. */
const signInPage = (s: AppServices, provider: SocialProvider, error: SocialError) =>
  `${s.config.PUBLIC_URL}/signin?${SOCIAL_ERROR_KEY}=${error}&${SOCIAL_PROVIDER_KEY}=${provider}`;

function settingsOr404(clients: SocialClients, provider: SocialProvider) {
  const settings = clients.settings(provider);
  if (!settings) throw notFound('SOCIAL_NOT_CONFIGURED');
  return settings;
}

async function start(
  s: AppServices,
  clients: SocialClients,
  provider: SocialProvider,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const settings = settingsOr404(clients, provider);
  let config: oidc.Configuration;
  try {
    config = await clients.configuration(provider, settings);
  } catch (err) {
    // The provider's discovery did not answer: the person hears so on the sign-in page.
    request.log.warn({ provider, err }, 'social sign-in: provider discovery failed');
    return reply.redirect(signInPage(s, provider, 'PROVIDER_ERROR'), 302);
  }
  const verifier = oidc.randomPKCECodeVerifier();
  const flow = { provider, state: oidc.randomState(), nonce: oidc.randomNonce(), verifier };
  await setFlowCookie(s, reply, flow);
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: clients.redirectUri(provider),
    scope: 'openid email',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
    // Asked for only where it is not the default (query), which every provider takes.
    ...(SOCIAL_RESPONSE_MODE[provider] === 'form_post' ? { response_mode: 'form_post' } : {}),
  });
  return reply.header('cache-control', 'no-store').redirect(url.href, 302);
}

async function callback(
  s: AppServices,
  clients: SocialClients,
  provider: SocialProvider,
  request: FastifyRequest,
  params: SocialCallbackParams,
  reply: FastifyReply,
) {
  const settings = settingsOr404(clients, provider);
  const flow = await readFlowCookie(s, request, provider);
  clearFlowCookie(s, provider, reply).header('cache-control', 'no-store');
  // Checked before anything else is read or written: a callback this browser did not start
  // (a forged link, a replay, another tab's flow) changes nothing.
  if (!flow || params.state !== flow.state) throw badRequest('SOCIAL_STATE_MISMATCH');
  if (params.error) {
    const cancelled = params.error === 'access_denied';
    return reply.redirect(signInPage(s, provider, cancelled ? 'CANCELLED' : 'PROVIDER_ERROR'), 303);
  }
  // The URL as registered (PUBLIC_URL), not as the Host header says, with the provider's answer
  // (from the query, or from the posted form) as its query.
  const current = new URL(clients.redirectUri(provider));
  for (const [key, value] of Object.entries(params)) if (value) current.searchParams.set(key, value);
  let claims: oidc.IDToken | undefined;
  try {
    const config = await clients.configuration(provider, settings);
    // Checks the state, trades the code with the PKCE verifier, and validates the ID token:
    // its signature, issuer, audience (our client ID), expiry and nonce.
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (err) {
    request.log.warn({ provider, err }, 'social sign-in: the provider answer was refused');
  }
  if (!claims) return reply.redirect(signInPage(s, provider, 'PROVIDER_ERROR'), 303);
  const outcome = await accountForIdentity(s.db, provider, claims);
  if ('refused' in outcome) {
    request.log.info({ provider, outcome: outcome.refused }, 'social sign-in refused');
    return reply.redirect(signInPage(s, provider, outcome.refused), 303);
  }
  request.log.info({ provider, userId: outcome.user.id, linked: outcome.linked }, 'social sign-in');
  const code = await issueSignInCode(s, outcome.user.id);
  // 303: after the provider's posted form too, the browser comes to the page with a GET.
  return reply.redirect(`${s.config.PUBLIC_URL}/signin#${SOCIAL_CODE_KEY}=${code}`, 303);
}

/** Sign-in with Google, Facebook and Apple as OpenID Connect providers (see the contracts). */
export async function socialRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const clients = socialClients(s.config);
  for (const provider of SOCIAL_PROVIDERS) {
    const ops = socialSignInOps[provider];
    r.route({
      ...guardedRoute(s, ops.start, ['account']),
      handler: (request, reply) => start(s, clients, provider, request, reply),
    });
    r.route({
      ...guardedRoute(s, ops.callback, ['account']),
      handler: (request, reply) => callback(s, clients, provider, request, request.query, reply),
    });
  }
  r.route({
    ...guardedRoute(s, socialSignInOps.apple.formPostCallback, ['account']),
    handler: (request, reply) => callback(s, clients, 'apple', request, request.body, reply),
  });
}
