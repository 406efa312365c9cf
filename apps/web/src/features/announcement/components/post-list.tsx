import { PushpinFilled } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInstant } from '../../../shared/i18n/zoned-time';
import { postListQuery, type Tab } from '../api/post-queries';
import { CategoryTag } from './category-tag';
import { PostActions } from './post-actions';
import { PostStats } from './post-stats';

interface Props {
  communityID: string;
  timeZone: string;
  tab: Tab;
  q: string;
  onOpen: (announcementID: string) => void;
}

/** One manage tab: pinned first, each post with its figures and actions, more on demand. */
export function PostList({ communityID, timeZone, tab, q, onOpen }: Props) {
  const { t, i18n } = useTranslation('announcement');
  const list = useInfiniteQuery({ ...postListQuery(communityID, tab, q), enabled: !!communityID });
  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (list.error)
    return <Alert type="error" showIcon title={t('loadFailed', { error: list.error.message })} />;
  const posts = list.data.pages.flatMap((p) => p.items);
  if (posts.length === 0)
    return (
      <Empty description={q ? t('empty.search', { q }) : t(`empty.${tab}`)}>
        {!q && (
          <Link to="/dashboard/announcement/newpost">
            <Button type="primary">{t('menu.newPost')}</Button>
          </Link>
        )}
      </Empty>
    );
  const when = (p: (typeof posts)[number]) => {
    const at =
      tab === 'DRAFT'
        ? p.updatedAt
        : tab === 'SCHEDULED'
          ? p.publishAt
          : tab === 'EXPIRED'
            ? p.expiresAt
            : p.publishedAt;
    return t(`when.${tab}`, { at: formatInstant(at, timeZone, i18n.language) });
  };
  return (
    <>
      <ul className="post-list" data-testid="post-list">
        {posts.map((p) => (
          <li key={p.announcementID} className="post-row" data-testid="post-row">
            {p.coverUrl ? (
              <img className="post-row__cover" src={p.coverUrl} alt="" />
            ) : (
              <span className="post-row__cover post-row__cover--none" aria-hidden="true" />
            )}
            <div className="post-row__main">
              <div className="post-row__meta">
                <CategoryTag category={p.category} />
                {p.pinned && (
                  <span className="post-row__pin">
                    <PushpinFilled /> {t('pinned')}
                  </span>
                )}
                <span className="muted">{t(`audience.${p.audienceKind}`)}</span>
              </div>
              <button
                type="button"
                dir="auto"
                className="post-row__title"
                onClick={() => onOpen(p.announcementID)}
              >
                {p.title}
              </button>
              <p className="post-row__excerpt muted" dir="auto">
                {p.excerpt}
              </p>
              <div className="post-row__when muted">{when(p)}</div>
              {tab !== 'DRAFT' && tab !== 'SCHEDULED' && <PostStats stats={p.stats} compact />}
            </div>
            <div className="post-row__actions">
              <PostActions communityID={communityID} post={p} />
            </div>
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="post-list__more">
          <Button loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
            {t('loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}
