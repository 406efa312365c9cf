import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

/**
 * Chat with residents: the office's inbox (rooms beside the conversation, live over its own
 * socket) and the preference (office hours, auto-reply, quick replies, the chat admins), each a
 * lazy chunk, and the dashboard card with open rooms, unread and the longest wait.
 */
export const chatManifest: FeatureManifest<'chat'> = {
  key: 'chat',
  pages: {
    chat: lazy(() => import('./pages/chat-page').then((m) => ({ default: m.ChatPage }))),
    'chat/preference': lazy(() =>
      import('./pages/preference-page').then((m) => ({ default: m.PreferencePage })),
    ),
  },
  // Spec 2: "chat and chat preferences".
  menu: [
    { route: 'chat', labelKey: 'chat:menu.chat' },
    { route: 'chat/preference', labelKey: 'chat:menu.preference' },
  ],
  card: lazy(() => import('./components/summary-card').then((m) => ({ default: m.SummaryCard }))),
};
