import { ISSUE_STAGES } from '@cc/contracts/issuetracking';
import { Alert, Button, Empty, Skeleton, Timeline } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/i18n/format-time';
import { useTimeZone } from '../../../../shared/session/use-community';
import { useActivity } from '../api/task-queries';
import { errorText } from '../task-labels';

const isStage = (v: unknown): v is (typeof ISSUE_STAGES)[number] =>
  typeof v === 'string' && (ISSUE_STAGES as readonly string[]).includes(v);
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);

/** The parts of an activity's detail a person reads: stages, groups, a reason, a note. */
export function activityDetail(t: TFunction<'task-board'>, detail: Record<string, unknown>): string {
  const parts: string[] = [];
  const from = detail.from ?? detail.fromStage;
  const to = detail.to ?? detail.toStage ?? detail.stage;
  if (isStage(from) && isStage(to)) parts.push(`${t(`stage.${from}`)} → ${t(`stage.${to}`)}`);
  const fromGroup = text(detail.fromGroupName ?? detail.fromGroup);
  const toGroup = text(detail.toGroupName ?? detail.toGroup);
  if (fromGroup && toGroup) parts.push(`${fromGroup} → ${toGroup}`);
  for (const key of ['reason', 'note', 'fileName'] as const) {
    const v = text(detail[key]);
    if (v) parts.push(v);
  }
  return parts.join(' · ');
}

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
