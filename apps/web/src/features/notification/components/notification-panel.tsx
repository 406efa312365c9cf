import type { InboxItem } from '@cc/contracts/notification';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../../shared/session/use-community';
import { FIRST_PAGE_KEY, fetchInboxPage, nextPageKey, rememberShownItems } from '../api/inbox';
import { notificationKeys } from '../api/notification-keys';
import { markAllRead } from '../api/read-marks';
import { InboxRow } from './inbox-row';
import { PanelLoading } from './panel-loading';
import { PushPrompt } from './push-prompt';

interface Props {
  communityID: string;
  unread: number;
  onPick: (item: InboxItem) => void;
}

/** The popover: header with mark-all-read, the push prompt, and the 300 px scrolling inbox. */
export function NotificationPanel({ communityID, unread, onPick }: Props) {
  const { t } = useTranslation('notification');
  const client = useQueryClient();
  const timeZone = useTimeZone();
  const inbox = useInfiniteQuery({
    queryKey: notificationKeys.inbox(communityID),
    queryFn: ({ pageParam }) => fetchInboxPage(communityID, pageParam),
    initialPageParam: FIRST_PAGE_KEY,
    getNextPageParam: nextPageKey,
    // The list changes by live events and clicks; it reloads only when the popover opens.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const items = useMemo(() => inbox.data?.pages.flatMap((p) => p.items) ?? [], [inbox.data]);

  useEffect(() => {
    if (inbox.data) rememberShownItems(items);
  }, [inbox.data, items]);

  // Spec 8: inbox failures are only logged; the panel offers to try again.
  useEffect(() => {
    if (inbox.error) console.error('The notifications could not be loaded', inbox.error);
  }, [inbox.error]);

  return (
    <section className="notif-panel" aria-label={t('panel.title')} data-testid="notification-panel">
      <header className="notif-panel__header">
        <h2 className="notif-panel__title">{t('panel.title')}</h2>
        <Button
          type="link"
          size="small"
          disabled={unread === 0}
          onClick={() => void markAllRead(client, communityID)}
          data-testid="notification-read-all"
        >
          {t('panel.markAllRead')}
        </Button>
      </header>
      <PushPrompt />
      <div className="notif-panel__body" data-testid="notification-list">
        {inbox.isPending ? (
          <PanelLoading />
        ) : inbox.isError && items.length === 0 ? (
          <div className="notif-panel__state" role="alert">
            <span className="notif-panel__state-text">{t('panel.loadFailed')}</span>
            <Button size="small" onClick={() => void inbox.refetch()}>
              {t('panel.retry')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="notif-panel__state">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panel.empty')} />
          </div>
        ) : (
          <>
            <ul className="notif-panel__list">
              {items.map((item) => (
                <InboxRow key={item.notificationID} item={item} timeZone={timeZone} onPick={onPick} />
              ))}
            </ul>
            <div className="notif-panel__more">
              {inbox.hasNextPage ? (
                <Button
                  block
                  loading={inbox.isFetchingNextPage}
                  onClick={() => void inbox.fetchNextPage()}
                  data-testid="notification-load-more"
                >
                  {t('panel.loadMore')}
                </Button>
              ) : (
                <span className="notif-panel__last" data-testid="notification-last-data">
                  {t('panel.lastData')}
                </span>
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
