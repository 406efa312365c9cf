import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

export const chatManifest: FeatureManifest<'chat'> = {
  key: 'chat',
  pages: {
    chat: lazy(() => import('./pages/chat-page').then((m) => ({ default: m.ChatPage }))),
  },
};
