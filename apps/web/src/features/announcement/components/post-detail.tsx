import { PaperClipOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../shared/i18n/zoned-time';
import { postDetailQuery } from '../api/post-queries';
import { CategoryTag } from './category-tag';
import { PostActions } from './post-actions';
import { PostBody } from './post-body';
import { PostStats } from './post-stats';

interface Props {
  communityID: string;
  timeZone: string;
  announcementID: string | null;
  onClose: () => void;
}

/** One post as staff see it: the body residents get, its audience, times and figures. */
export function PostDetail({ communityID, timeZone, announcementID, onClose }: Props) {
  const { t, i18n } = useTranslation('announcement');
  const detail = useQuery({
    ...postDetailQuery(communityID, announcementID ?? ''),
    enabled: !!announcementID,
  });
  const d = detail.data;
  const at = (v: string | null) => formatInstant(v, timeZone, i18n.language) || t('notSet');
  return (
    <Drawer
      open={!!announcementID}
      onClose={onClose}
      size="large"
      title={d?.title ?? t('detail.title')}
      extra={d && <PostActions communityID={communityID} post={d} />}
      destroyOnHidden
    >
      {detail.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {detail.error && (
        <Alert type="error" showIcon title={t('loadFailed', { error: detail.error.message })} />
      )}
      {d && (
        <div className="post-detail" data-testid="post-detail">
          {d.coverUrl && <img className="post-detail__cover" src={d.coverUrl} alt={t('form.coverAlt')} />}
          <PostStats stats={d.stats} />
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'state', label: t('detail.state'), children: t(`tabs.${d.state}`) },
              { key: 'category', label: t('form.category'), children: <CategoryTag category={d.category} /> },
              { key: 'audience', label: t('form.audience'), children: t(`audience.${d.audience.kind}`) },
              { key: 'publishAt', label: t('form.publishAt'), children: at(d.publishedAt ?? d.publishAt) },
              { key: 'expiresAt', label: t('form.expiresAt'), children: at(d.expiresAt) },
              { key: 'by', label: t('detail.by'), children: d.createdBy?.name ?? t('notSet') },
            ]}
          />
          <PostBody body={d.body} bodyFormat={d.bodyFormat} />
          {d.attachments.length > 0 && (
            <ul className="post-detail__files">
              {d.attachments.map((f) => (
                <li key={f.fileID}>
                  <PaperClipOutlined />{' '}
                  <a href={f.url} target="_blank" rel="noreferrer">
                    {f.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Drawer>
  );
}
