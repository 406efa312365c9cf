import type { ChatPreference } from '@cc/contracts/chat';

import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { chatPreferences } from './tables';

/** What a community has before its office saves anything: weekdays 08:30-17:30, Saturday morning. */
export const DEFAULT_PREFERENCE: ChatPreference = {
  officeHours: [
    null,
    { open: '08:30', close: '17:30' },
    { open: '08:30', close: '17:30' },
    { open: '08:30', close: '17:30' },
    { open: '08:30', close: '17:30' },
    { open: '08:30', close: '17:30' },
    { open: '09:00', close: '12:00' },
  ],
  holidays: [],
  autoReplyEnabled: true,
  autoReplyTexts: {},
  greeting: '',
  quickReplies: [],
};

export async function readPreference(tx: Executor, scope: CommunityScope): Promise<ChatPreference> {
  const [row] = await tx.select().from(chatPreferences).where(scope.owns(chatPreferences));
  if (!row) return DEFAULT_PREFERENCE;
  return {
    officeHours: row.officeHours as ChatPreference['officeHours'],
    holidays: row.holidays as string[],
    autoReplyEnabled: row.autoReplyEnabled,
    autoReplyTexts: row.autoReplyTexts as ChatPreference['autoReplyTexts'],
    greeting: row.greeting,
    quickReplies: row.quickReplies as string[],
  };
}

export async function writePreference(tx: Executor, scope: CommunityScope, p: ChatPreference) {
  const values = { ...p, communityId: scope.communityId, updatedAt: new Date() };
  await tx
    .insert(chatPreferences)
    .values(values)
    .onConflictDoUpdate({ target: chatPreferences.communityId, set: values });
  return readPreference(tx, scope);
}
