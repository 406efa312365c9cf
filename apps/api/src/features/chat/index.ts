import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { chatBadge } from './badge-queries';
import { chatRoutes } from './chat-routes';
import { seedDemoChat } from './demo-seed';
import { chatLiveRoute } from './live-socket';
import { chatPresence } from './presence';
import { chatRefusals } from './refusals';
import { settingRoutes } from './setting-routes';

async function chatPlugin(app: FastifyInstance, s: AppServices) {
  const presence = chatPresence(s, app.log);
  app.addHook('onClose', async () => presence.stop());
  chatLiveRoute(app, s, presence);
  await chatRoutes(app, s);
  await settingRoutes(app, s);
}

export const chatModule = defineFeature({
  key: 'chat',
  plugin: chatPlugin,
  refusals: chatRefusals,
  seed: seedDemoChat,
  badge: chatBadge,
});
