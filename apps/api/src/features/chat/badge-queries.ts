import { gt } from 'drizzle-orm';
import { badgeCounts } from '../../platform/feature/badge-queries';
import type { BadgeCounter } from '../../platform/feature/define-feature';
import { chatRooms } from './tables';

/** The office (CHAT_NITI:approve) answers the rooms with messages it has not read. */
export const chatBadge: BadgeCounter = async (ctx) => {
  if (!ctx.permissions.has('CHAT_NITI:approve')) return null;
  const { unread } = await badgeCounts(ctx, {
    unread: { table: chatRooms, where: gt(chatRooms.officeUnread, 0) },
  });
  return [{ name: 'unreadRooms', count: unread, target: '/dashboard/chat' }];
};
