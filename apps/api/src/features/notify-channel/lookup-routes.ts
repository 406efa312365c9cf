import { notifyChannelOps as ops } from '@cc/contracts/notify-channel-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GrammyError } from 'grammy';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { lineGroups, readChannel } from './channel-queries';
import { openSecrets } from './channel-secrets';
import { webhookPathOf } from './channel-view';
import { badRequest } from './refusals';
import { telegramApi } from './telegram-send';

const TAGS = ['notify-channel'];

/** Where the LINE bot and the Telegram bot are: the webhook path, joined groups, seen chats. */
export async function lookupRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, ops.lineWebhook, TAGS),
    handler: async (request) => {
      const row = await request.scope.run((tx) => readChannel(tx, request.scope, 'LINE'));
      return {
        isSuccess: true as const,
        data: {
          webhookPath: webhookPathOf(request.scope.communityId),
          lastEventAt: row?.lastEventAt?.toISOString() ?? null,
        },
      };
    },
  });

  r.route({
    ...guardedRoute(s, ops.lineGroups, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await request.scope.run((tx) => lineGroups(tx, request.scope)),
    }),
  });

  r.route({
    ...guardedRoute(s, ops.telegramDiscover, TAGS),
    handler: async (request) => {
      const row = await request.scope.run((tx) => readChannel(tx, request.scope, 'TELEGRAM'));
      const token = row ? (await openSecrets(s, row)).botToken : undefined;
      if (!token) throw badRequest('CHANNEL_NOT_READY');
      const updates = await telegramApi(token, s.config.TELEGRAM_API_ROOT)
        .getUpdates({ limit: 100, timeout: 0 })
        .catch((err: unknown) => {
          if (err instanceof GrammyError) throw badRequest('PROVIDER_REFUSED', { status: err.error_code });
          throw badRequest('PROVIDER_UNREACHABLE');
        });
      const chats = new Map<string, { chatID: string; title: string; type: string }>();
      for (const u of updates) {
        const chat = u.message?.chat ?? u.my_chat_member?.chat ?? u.channel_post?.chat;
        if (!chat || chat.type === 'private') continue;
        chats.set(String(chat.id), {
          chatID: String(chat.id),
          title: 'title' in chat ? (chat.title ?? '') : '',
          type: chat.type,
        });
      }
      return { isSuccess: true as const, items: [...chats.values()] };
    },
  });
}
