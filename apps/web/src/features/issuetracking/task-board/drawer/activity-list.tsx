import { Alert, Button, Empty, Skeleton, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/i18n/format-time';
import { useTimeZone } from '../../../../shared/session/use-community';
import { useActivity } from '../api/task-queries';
import { errorText } from '../task-labels';
import { activityDetail } from './activity-detail';

/** What happened to the task, oldest first. */
export function ActivityList({ taskID }: { taskID: string }) {
  const { t } = useTranslation('task-board');
  const tz = useTimeZone();
  const activity = useActivity(taskID);
  const items = activity.data?.pages.flatMap((p) => p.items) ?? [];
  if (activity.isPending) return <Skeleton active />;
  if (activity.error) return <Alert type="error" showIcon title={errorText(t, activity.error)} />;
  if (!items.length) return <Empty description={t('activity.none')} />;
  return (
    <>
      <Timeline
        data-testid="task-activity"
        items={items.map((a) => ({
          key: a.activityID,
          content: (
            <>
              <div>
                <strong>{t(`activity.${a.kind}`)}</strong>
                {a.actor ? ` · ${a.actor.name}` : ''}
              </div>
              <div className="tb-muted">{formatDateTime(a.at, tz)}</div>
              {activityDetail(t, a.detail) && <div>{activityDetail(t, a.detail)}</div>}
            </>
          ),
        }))}
      />
      {activity.hasNextPage && (
        <Button onClick={() => void activity.fetchNextPage()} loading={activity.isFetchingNextPage}>
          {t('activity.more')}
        </Button>
      )}
    </>
  );
}
