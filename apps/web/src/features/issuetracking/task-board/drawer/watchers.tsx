import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { IssueTaskDetail } from '@cc/contracts/issuetracking';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWatchTask } from '../api/task-mutations';
import { errorText, PeopleAvatars } from '../task-labels';

/** Who follows the task (comments on it notify them), and the caller's own watch toggle. */
export function Watchers({ task }: { task: IssueTaskDetail }) {
  const { t } = useTranslation('task-board');
  const { message } = App.useApp();
  const watch = useWatchTask();
  return (
    <section className="tb-section tb-watchers" aria-labelledby="tb-watchers">
      <h3 id="tb-watchers">{t('watch.title', { count: task.watchers.length })}</h3>
      <PeopleAvatars people={task.watchers} max={8} />
      <Button
        icon={task.watching ? <EyeInvisibleOutlined /> : <EyeOutlined />}
        aria-pressed={task.watching}
        loading={watch.isPending}
        data-testid="task-watch"
        onClick={() =>
          watch.mutate(
            { taskID: task.taskID, watching: !task.watching },
            { onError: (e) => void message.error(errorText(t, e)) },
          )
        }
      >
        {task.watching ? t('watch.stop') : t('watch.start')}
      </Button>
    </section>
  );
}
