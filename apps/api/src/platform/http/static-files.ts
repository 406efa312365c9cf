import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../i18n/request-language';
import { sendRefusal } from './error-handler';

/**
 * Serves the built console (precompressed .br/.gz written by the web build). Uploaded files are
 * not here: they are served one by one after a check (platform/files/file-route.ts).
 * Hashed assets are cached for a year; index.html is never cached, so a deploy shows at once.
 * Paths outside /api that match no file get index.html, for the console's own router.
 */
export async function registerStaticFiles(app: FastifyInstance, webDist: string) {
  const hasConsole = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      preCompressed: true,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (hasConsole && request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/uploads/')) {
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
