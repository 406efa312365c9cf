import { BellOutlined } from '@ant-design/icons';
import type { InboxItem } from '@cc/contracts/notification';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Popover } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/use-session';
import { badgeCountQuery, countFailure } from '../api/badge-count';
import { rememberShownItems } from '../api/inbox';
import { notificationKeys } from '../api/notification-keys';
import { markRead } from '../api/read-marks';
import type { WorkerMessage } from '../push/service-worker';
import { clickTarget } from './click-target';
import { useNotificationEvents } from './use-notification-events';
import { useReadMarkFromUrl } from './use-read-mark';
import '../notification.css';

// The list, its paging and the push prompt load on the first open; the bell itself stays small.
const NotificationPanel = lazy(() =>
  import('./notification-panel').then((m) => ({ default: m.NotificationPanel })),
);

/**
 * Spec 2: the bell in the top bar; its badge counts unread items (shown as 99+ above 99).
 * `compact` is the phone layout (under 768 px), where the panel is 310 px and kept on screen.
 */
export function NotificationBell({ compact = false }: { compact?: boolean }) {
  const { communityID } = useSession();
  return communityID ? <Bell communityID={communityID} compact={compact} /> : null;
}

function Bell({ communityID, compact }: { communityID: string; compact: boolean }) {
  const { t } = useTranslation('notification');
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const badge = useQuery(badgeCountQuery(communityID));
  const count = badge.data ?? 0;

  // Spec 8: a failed count says so, once per failure (each failure is a new error object; the
  // key replaces an earlier notice instead of stacking them).
  useEffect(() => {
    if (!badge.error) return;
    const f = countFailure(badge.error);
    const content =
      f.kind === 'offline' ? t('errors.offline') : t('errors.fetchFailed', { errorMessage: f.errorMessage });
    message.error({ content, key: 'notification-count' });
  }, [badge.error, message, t]);

  const go = (
    target: string,
    notificationID: string | undefined,
    unread: boolean,
    community = communityID,
  ) => {
    setOpen(false);
    navigate(target);
    if (notificationID && unread) void markRead(client, community, notificationID);
  };

  useReadMarkFromUrl(communityID);
  useNotificationEvents(communityID, (m: WorkerMessage) => {
    if (m.type !== 'notification:open') return;
    const target = clickTarget({ featureEnum: m.data?.featureEnum, target: m.target });
    go(target, m.data?.notificationID, true, m.data?.communityID ?? communityID);
  });

  const onOpenChange = (next: boolean) => {
    // Spec 4: opening clears the list and loads the first page.
    if (next) {
      client.removeQueries({ queryKey: notificationKeys.inbox(communityID) });
      rememberShownItems(null);
    }
    setOpen(next);
  };

  const label = count > 0 ? t('bell.labelUnread', { count }) : t('bell.label');
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      // On a phone the bell sits mid-bar: slide the 310 px panel back on screen rather than clip it.
      align={compact ? { overflow: { adjustY: true, shiftX: 8 } } : undefined}
      destroyOnHidden
      classNames={{ root: 'notif-popover' }}
      content={
        <Suspense fallback={<PanelFallback />}>
          <NotificationPanel
            communityID={communityID}
            unread={count}
            onPick={(item: InboxItem) => go(clickTarget(item), item.notificationID, !item.readContentFlag)}
          />
        </Suspense>
      }
    >
      <Button
        type="text"
        className="notif-bell"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notification-bell"
        data-count={count}
        icon={
          <Badge count={count} overflowCount={99} size="small" className="notif-bell__badge">
            <BellOutlined className="notif-bell__icon" />
          </Badge>
        }
      />
    </Popover>
  );
}

/** While the panel's code loads (first open only): plain text, so antd's spinner stays lazy too. */
function PanelFallback() {
  const { t } = useTranslation('notification');
  return (
    <div className="notif-panel__state" role="status">
      {t('panel.loading')}
    </div>
  );
}
