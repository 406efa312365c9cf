import { useQuery } from '@tanstack/react-query';
import { Alert, Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import { postDetailQuery } from '../api/post-queries';
import { PostForm } from '../components/post-form';
import { fromDetail } from '../form-values';
import '../announcement.css';

/**
 * announcement/newpost: the plain form, or with ?mode=advanced the rich-text editor and the
 * residents'-eye preview; ?edit=<id> edits a saved post.
 */
export function NewPostPage() {
  const { t } = useTranslation('announcement');
  const [params, setParams] = useSearchParams();
  const communityID = useCommunityID();
  const timeZone = useTimeZone();
  const editID = params.get('edit') ?? undefined;
  const existing = useQuery({ ...postDetailQuery(communityID, editID ?? ''), enabled: !!editID });
  const advanced = editID ? existing.data?.bodyFormat === 'HTML' : params.get('mode') === 'advanced';

  const title = editID ? t('page.edit') : advanced ? t('page.advanced') : t('page.newPost');
  return (
    <section className="announcement">
      <div className="announcement__head">
        <h1 className="page-title">{title}</h1>
        {!editID && (
          <Segmented
            value={advanced ? 'advanced' : 'plain'}
            onChange={(v) => setParams(v === 'advanced' ? { mode: 'advanced' } : {})}
            options={[
              { value: 'plain', label: t('menu.newPost') },
              { value: 'advanced', label: t('menu.advanced') },
            ]}
          />
        )}
      </div>
      {editID && existing.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {editID && existing.error && (
        <Alert type="error" showIcon title={t('loadFailed', { error: existing.error.message })} />
      )}
      {(!editID || existing.data) && (
        <PostForm
          // A new key per mode and post: the form starts again from that post's values.
          key={`${advanced}:${editID ?? 'new'}`}
          communityID={communityID}
          timeZone={timeZone}
          advanced={advanced}
          announcementID={editID}
          initial={existing.data ? fromDetail(existing.data, timeZone) : undefined}
          live={existing.data ? existing.data.state !== 'DRAFT' : false}
        />
      )}
    </section>
  );
}
