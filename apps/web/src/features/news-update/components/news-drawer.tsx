import { ArrowLeftOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Empty, Segmented, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { isLang } from '../../../shared/i18n/load-language';
import { type NewsKind, newsInfoQuery, newsListQuery } from '../api/news-queries';
import '../news-update.css';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The reader's console language, for the texts the news carries. */
function useNewsLang() {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : 'th';
}

/** The product's release notes and tips: a paged list, and one item's full text. */
export function NewsDrawer({ open, onClose }: Props) {
  const { t } = useTranslation('news-update');
  const [kind, setKind] = useState<NewsKind | 'ALL'>('ALL');
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('title')}
      size="default"
      className="news-drawer"
      data-testid="news-drawer"
    >
      {selected ? (
        <NewsDetail newsID={selected} onBack={() => setSelected(null)} />
      ) : (
        <>
          <Segmented
            block
            value={kind}
            onChange={(v) => setKind(v as NewsKind | 'ALL')}
            options={(['ALL', 'RELEASE', 'TIP'] as const).map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          />
          <NewsList kind={kind === 'ALL' ? undefined : kind} onOpen={setSelected} />
        </>
      )}
    </Drawer>
  );
}

function NewsList({ kind, onOpen }: { kind?: NewsKind; onOpen: (id: string) => void }) {
  const { t } = useTranslation('news-update');
  const list = useInfiniteQuery(newsListQuery(kind, useNewsLang()));
  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (list.error)
    return <Alert type="error" showIcon title={t('loadFailed', { error: list.error.message })} />;
  const items = list.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <Empty description={t('empty')} />;
  return (
    <>
      <ul className="news-list" data-testid="news-list">
        {items.map((n) => (
          <li key={n.newsID}>
            <button type="button" className="news-list__item" onClick={() => onOpen(n.newsID)}>
              <span className="news-list__meta">
                <Tag color={n.kind === 'RELEASE' ? 'cyan' : 'gold'}>{t(`kinds.${n.kind}`)}</Tag>
                <span className="muted">{formatDate(n.publishAt)}</span>
              </span>
              <span className="news-list__title" dir="auto" lang={n.lang}>
                {n.title}
              </span>
              <span className="news-list__excerpt muted" dir="auto" lang={n.lang}>
                {n.body}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="news-list__more">
          <Button loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
            {t('loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}

function NewsDetail({ newsID, onBack }: { newsID: string; onBack: () => void }) {
  const { t } = useTranslation('news-update');
  const info = useQuery(newsInfoQuery(newsID, useNewsLang()));
  return (
    <article className="news-detail" data-testid="news-detail">
      <Button type="link" icon={<ArrowLeftOutlined className="news-flip-rtl" />} onClick={onBack}>
        {t('back')}
      </Button>
      {info.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {info.error && <Alert type="error" showIcon title={t('loadFailed', { error: info.error.message })} />}
      {info.data && (
        <>
          <span className="news-list__meta">
            <Tag color={info.data.kind === 'RELEASE' ? 'cyan' : 'gold'}>{t(`kinds.${info.data.kind}`)}</Tag>
            <span className="muted">{formatDate(info.data.publishAt)}</span>
          </span>
          <h2 className="section-title news-detail__title" dir="auto" lang={info.data.lang}>
            {info.data.title}
          </h2>
          {/* Plain text from the operator: shown as text, paragraphs kept. */}
          <div className="news-detail__body" dir="auto" lang={info.data.lang}>
            {info.data.body}
          </div>
        </>
      )}
    </article>
  );
}
