import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useComments } from '../api/task-queries';
import { errorText } from '../task-labels';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';

/** A task's conversation, oldest first (keyset pages), with the composer under it. */
export function CommentList({ taskID }: { taskID: string }) {
  const { t } = useTranslation('task-board');
  const comments = useComments(taskID);
  const items = comments.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="tb-comments">
      {comments.isPending && <Skeleton active />}
      {comments.error && <Alert type="error" showIcon title={errorText(t, comments.error)} />}
      {comments.data && !items.length && <Empty description={t('comments.none')} />}
      <ul className="tb-comment-list" data-testid="comments">
        {items.map((c) => (
          <CommentItem key={c.commentID} comment={c} />
        ))}
      </ul>
      {comments.hasNextPage && (
        <Button onClick={() => void comments.fetchNextPage()} loading={comments.isFetchingNextPage}>
          {t('comments.more')}
        </Button>
      )}
      <CommentComposer taskID={taskID} />
    </div>
  );
}
