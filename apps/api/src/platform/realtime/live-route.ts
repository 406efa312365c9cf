import type { LiveEvent } from '@cc/contracts/notification-live';
import { communityIdSchema } from '@cc/contracts/session';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../services';
import { handshakeAuthenticator, refuseForeignOrigin, tokenExpiry } from './handshake';
import type { LiveSocket } from './local-sockets';
import type { Member } from './realtime';

export interface LiveRouteOptions {
  path: string;
  /** What a socket is sent first (the current badge), so a reconnect misses nothing that counts. */
  greeting(member: Member): Promise<LiveEvent[]>;
}

const querySchema = z.object({
  communityID: communityIdSchema,
  access_token: z.string().max(4096).optional(),
});

/**
 * A live channel per signed-in member of a community. Origin, token and membership are all
 * checked before the upgrade: a refused handshake is an ordinary 400/401/403 answer.
 */
export function registerLiveRoute(app: FastifyInstance, s: AppServices, opts: LiveRouteOptions) {
  app.get(
    opts.path,
    {
      websocket: true,
      schema: { querystring: querySchema, hide: true },
      preHandler: [
        refuseForeignOrigin(s.config.PUBLIC_URL),
        handshakeAuthenticator(s.authenticate),
        s.requireCommunity({ allowSuspended: true }),
      ],
    },
    async (socket: LiveSocket, request) => {
      const member: Member = { communityId: request.community.id, userId: request.user.id };
      const held = s.realtime.hold(socket, member, tokenExpiry(request));
      socket.on('message', (data, isBinary) => {
        if (!isBinary && isPing(data)) socket.send('{"type":"pong"}');
      });
      // Held before the greeting is read, so no event falls between the two. An event that
      // arrives while the greeting is read is at least as fresh, so the greeting then stays unsent.
      try {
        const greeting = await opts.greeting(member);
        if (!held.received()) for (const event of greeting) socket.send(JSON.stringify(event));
      } catch (err) {
        request.log.error({ err }, 'live greeting failed');
        socket.close(1011, 'try again');
      }
    },
  );
}

function isPing(data: Buffer) {
  if (data.length > 64) return false;
  try {
    return (JSON.parse(data.toString()) as { type?: unknown }).type === 'ping';
  } catch {
    return false;
  }
}
