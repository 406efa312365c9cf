import { gt } from 'drizzle-orm';
import { badgeCount } from '../../platform/feature/badge-queries';
import { type BadgeCounter, badgeQuery } from '../../platform/feature/define-feature';
import { chatRooms } from './tables';

/** The office (CHAT_NITI:approve) answers the rooms with messages it has not read. */
export const chatBadge: BadgeCounter = ({ scope, permissions }) =>
  permissions.has('CHAT_NITI:approve')
    ? badgeQuery({
        counts: { n: badgeCount(scope, chatRooms, gt(chatRooms.officeUnread, 0)) },
        parts: ({ n }) => [{ name: 'unreadRooms', count: n, target: '/dashboard/chat' }],
      })
    : null;
