import { notifyChannelOps as ops } from '@cc/contracts/notify-channel-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { readChannel } from './channel-queries';
import { channelView } from './channel-view';
import { saveChannelSettings } from './save-channel';
import { sendTest } from './send-test';

const TAGS = ['notify-channel'];

/** The three channels' settings (get, update) and their test sends. */
export async function settingRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = async (request: import('fastify').FastifyRequest, kind: 'LINE' | 'TELEGRAM' | 'WEBHOOK') => {
    const row = await request.scope.run((tx) => readChannel(tx, request.scope, kind));
    return channelView(kind, request.scope.communityId, row);
  };

  r.route({
    ...guardedRoute(s, ops.lineSetting, TAGS),
    handler: async (request) => ({ isSuccess: true as const, data: (await view(request, 'LINE')) as never }),
  });
  r.route({
    ...guardedRoute(s, ops.lineSettingUpdate, TAGS),
    handler: async (request) => {
      const { groupID, channelAccessToken, channelSecret, ...rest } = request.body;
      const row = await saveChannelSettings(request, 'LINE', {
        ...rest,
        target: groupID,
        secrets: { channelAccessToken, channelSecret },
      });
      return { isSuccess: true as const, data: channelView('LINE', row.communityId, row) as never };
    },
  });
  r.route({ ...guardedRoute(s, ops.lineTest, TAGS), handler: (request) => sendTest(request, 'LINE') });

  r.route({
    ...guardedRoute(s, ops.telegramSetting, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: (await view(request, 'TELEGRAM')) as never,
    }),
  });
  r.route({
    ...guardedRoute(s, ops.telegramSettingUpdate, TAGS),
    handler: async (request) => {
      const { chatID, botToken, ...rest } = request.body;
      const row = await saveChannelSettings(request, 'TELEGRAM', {
        ...rest,
        target: chatID,
        secrets: { botToken },
      });
      return { isSuccess: true as const, data: channelView('TELEGRAM', row.communityId, row) as never };
    },
  });
  r.route({
    ...guardedRoute(s, ops.telegramTest, TAGS),
    handler: (request) => sendTest(request, 'TELEGRAM'),
  });

  r.route({
    ...guardedRoute(s, ops.webhookSetting, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: (await view(request, 'WEBHOOK')) as never,
    }),
  });
  r.route({
    ...guardedRoute(s, ops.webhookSettingUpdate, TAGS),
    handler: async (request) => {
      const { url, secret, ...rest } = request.body;
      const row = await saveChannelSettings(request, 'WEBHOOK', {
        ...rest,
        target: url,
        secrets: { secret },
      });
      return { isSuccess: true as const, data: channelView('WEBHOOK', row.communityId, row) as never };
    },
  });
  r.route({ ...guardedRoute(s, ops.webhookTest, TAGS), handler: (request) => sendTest(request, 'WEBHOOK') });
}
