import { SOCIAL_RESPONSE_MODE, type SocialProvider } from '@cc/contracts/social-providers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../../platform/services';

/**
 * One social sign-in's secrets between `start` and `callback`: the state, the nonce and the PKCE
 * verifier, in a cookie this server signed, that only this browser holds (HttpOnly), that goes
 * only to the social routes, and that lives ten minutes. A callback without it, or whose state
 * is not the cookie's, did not start in this browser and is refused (no login CSRF).
 */
const COOKIE = 'cc_social_flow';
const PATH = '/api/authentication/social/';
const AUDIENCE = 'social-flow';
const FLOW_SECONDS = 600;

export interface Flow {
  provider: SocialProvider;
  state: string;
  nonce: string;
  verifier: string;
}

/**
 * Lax: the cookie goes along with the provider's redirect back (a top-level GET), and with no
 * other cross-site request. A provider that posts its answer back (Apple's form_post) needs the
 * cookie on a cross-site POST: SameSite=None, which browsers take only with Secure (HTTPS, as
 * Apple requires of redirect URIs anyway). The state check is what refuses a forged callback.
 */
function cookieHeader(s: AppServices, provider: SocialProvider, value: string, maxAge: number) {
  const posted = SOCIAL_RESPONSE_MODE[provider] === 'form_post';
  const secure = posted || s.config.PUBLIC_URL.startsWith('https:') ? '; Secure' : '';
  const site = posted ? 'None' : 'Lax';
  return `${COOKIE}=${value}; Path=${PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=${site}${secure}`;
}

export async function setFlowCookie(s: AppServices, reply: FastifyReply, flow: Flow) {
  const note = await s.jwt.signNote(
    { p: flow.provider, st: flow.state, n: flow.nonce, v: flow.verifier },
    AUDIENCE,
    FLOW_SECONDS,
  );
  reply.header('set-cookie', cookieHeader(s, flow.provider, note, FLOW_SECONDS));
}

/** The flow is spent by its callback, whatever the outcome: a second try starts over. */
export const clearFlowCookie = (s: AppServices, provider: SocialProvider, reply: FastifyReply) =>
  reply.header('set-cookie', cookieHeader(s, provider, '', 0));

function cookieValue(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) return rest.join('=');
  }
  return undefined;
}

/** The browser's flow for this provider, or null when there is none (or it is forged, or old). */
export async function readFlowCookie(
  s: AppServices,
  request: FastifyRequest,
  provider: SocialProvider,
): Promise<Flow | null> {
  const value = cookieValue(request);
  const note = value ? await s.jwt.verifyNote(value, AUDIENCE) : null;
  if (!note || note.p !== provider) return null;
  const { st, n, v } = note;
  if (typeof st !== 'string' || typeof n !== 'string' || typeof v !== 'string') return null;
  return { provider, state: st, nonce: n, verifier: v };
}
