import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../i18n/request-language';
import { sendRefusal } from './error-handler';

/** Where the guard app (GuardOS) is served: same origin as the console, so no CORS and one login host. */
export const GUARD_APP_PREFIX = '/guardos/';

const cacheHeaders = (res: { header(name: string, value: string): unknown }, filePath: string) => {
  // Hashed assets never change under their name; everything else (index.html, the service
  // worker, the manifest) is asked again each time, so a deploy shows at once.
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
};

/**
 * Serves the built console (precompressed .br/.gz written by the web build) and the built guard
 * app under /guardos/. Uploaded files are not here: they are served one by one after a check
 * (platform/files/file-route.ts). Hashed assets are cached for a year; index.html is never
 * cached. Paths outside /api that match no file get the index.html of the app they belong to,
 * for that app's own routing: /guardos/... the guard app's, anything else the console's.
 */
export async function registerStaticFiles(app: FastifyInstance, webDist: string, guardDist?: string) {
  const hasConsole = fs.existsSync(path.join(webDist, 'index.html'));
  const hasGuardApp = !!guardDist && fs.existsSync(path.join(guardDist, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      preCompressed: true,
      index: false,
      setHeaders: cacheHeaders,
    });
  }
  if (hasGuardApp) {
    await app.register(fastifyStatic, {
      root: guardDist,
      prefix: GUARD_APP_PREFIX,
      wildcard: true,
      preCompressed: true,
      // The app's start URL (and the manifest's): /guardos/ itself answers its index.
      index: ['index.html'],
      // The console's registration already gave replies sendFile (rooted at its own folder).
      decorateReply: !hasConsole,
      setHeaders: cacheHeaders,
    });
    app.get('/guardos', { schema: { hide: true } }, (_request, reply) =>
      reply.redirect(GUARD_APP_PREFIX, 301),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const page = request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/uploads/');
    if (page && hasGuardApp && url.startsWith(GUARD_APP_PREFIX)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', guardDist!);
    }
    if (page && hasConsole) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return sendRefusal(reply, requestLanguage(request.headers['accept-language']), {
      status: 404,
      code: 'NOT_FOUND',
      messageCode: 'NO_OPERATION',
      params: { method: request.method, url },
    });
  });
}
