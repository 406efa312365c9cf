import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../platform/db/client';
import { runOperatorCommand } from './commands';
import { forbidden } from './refusals';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The embedded database belongs to one process, so the operator CLI sends its commands here
 * while the server runs. Only from this machine, and only with the token in DATA_DIR.
 */
export function registerOperatorRoute(app: FastifyInstance, db: Database, token: string) {
  app.post('/api/operator/command', {
    schema: {
      hide: true,
      body: z.object({ command: z.string().min(1), args: z.record(z.string(), z.string()).default({}) }),
    },
    handler: async (request) => {
      const given = Buffer.from(String(request.headers['x-operator-token'] ?? ''));
      const expected = Buffer.from(token);
      const tokenOk = given.length === expected.length && timingSafeEqual(given, expected);
      if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !tokenOk) {
        request.log.warn({ ip: request.ip }, 'operator command refused');
        throw forbidden('OPERATOR_ONLY');
      }
      const { command, args } = request.body as { command: string; args: Record<string, string> };
      request.log.info({ command }, 'operator command');
      const data = await runOperatorCommand(db, command, args, { notify: app.services.notify });
      return { isSuccess: true, data };
    },
  });
}
