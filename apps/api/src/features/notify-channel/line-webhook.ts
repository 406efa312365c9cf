import { validateSignature } from '@line/bot-sdk';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { communityScope } from '../../platform/db/community-scope';
import type { AppServices } from '../../platform/services';
import { lineChannelOf, markLineEvent, noteLineGroup } from './channel-queries';
import { openSecrets } from './channel-secrets';
import { badRequest, notFound, unauthorized } from './refusals';

const eventsSchema = z.object({
  events: z
    .array(
      z.looseObject({
        type: z.string(),
        source: z.looseObject({ type: z.string(), groupId: z.string().max(64).optional() }).optional(),
      }),
    )
    .max(100),
});

/**
 * LINE calls `/api/line-notify/webhook/{communityID}` when the bot joins or leaves a group. The
 * body is kept raw to check `x-line-signature` (HMAC-SHA256 under the channel secret) before
 * anything is read or stored: a wrong signature gets 401 and changes nothing. Not a console
 * operation (LINE's own format), so it is left out of the published API.
 */
export async function lineWebhookRoute(app: FastifyInstance, s: AppServices) {
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    raw.post<{ Params: { communityID: string } }>('/api/line-notify/webhook/:communityID', {
      schema: { hide: true },
      handler: async (request) => {
        const communityId = request.params.communityID.slice(0, 64);
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw badRequest('BAD_EVENTS');
        const scope = communityScope(s.db, communityId);
        const [channel] = await scope.run((tx) => lineChannelOf(tx, scope));
        const secret = channel ? (await openSecrets(s, channel)).channelSecret : undefined;
        if (!secret) throw notFound('CHANNEL_NOT_READY');
        const signature = String(request.headers['x-line-signature'] ?? '');
        if (!signature || !validateSignature(body, secret, signature)) throw unauthorized('BAD_SIGNATURE');
        let parsed: z.infer<typeof eventsSchema>;
        try {
          parsed = eventsSchema.parse(JSON.parse(body.toString('utf8')));
        } catch {
          throw badRequest('BAD_EVENTS');
        }
        await scope.run(async (tx) => {
          for (const event of parsed.events) {
            const groupId = event.source?.groupId;
            if (!groupId) continue;
            if (event.type === 'join') await noteLineGroup(tx, scope, groupId, true);
            if (event.type === 'leave') await noteLineGroup(tx, scope, groupId, false);
          }
          await markLineEvent(tx, scope);
        });
        return { isSuccess: true };
      },
    });
  });
}
