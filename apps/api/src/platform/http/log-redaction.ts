import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry credentials: the live socket's `access_token` fallback, a file
 * link's `sig`, and the authorization `code` and `state` a social sign-in provider sends back.
 */
const SECRET_PARAMS = /([?&](?:access_token|token|sig|code|state)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/** Fastify's request log fields, with credentials in the URL masked before they reach any log. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
