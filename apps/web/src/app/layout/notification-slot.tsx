import { NotificationBell } from '../../features/notification/components/notification-bell';
import { useViewport } from './use-viewport';

/**
 * The notification bell's place in the top bar: the bell with its badge, and its popover
 * (360 px wide, 310 on small screens, 300 px body), from the notification feature.
 */
export function NotificationSlot() {
  return <NotificationBell compact={useViewport() === 'mobile'} />;
}
