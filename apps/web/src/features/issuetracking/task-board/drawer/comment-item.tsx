import { COMMENT_MAX, type IssueComment } from '@cc/contracts/issuetracking';
import { App, Button, Image, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/i18n/format-time';
import { useTimeZone } from '../../../../shared/session/use-community';
import { useCommentReaction, useDeleteComment, useEditComment } from '../api/comment-mutations';
import { errorText, PersonAvatar } from '../task-labels';
import { stillEditable } from './comment-rules';
import { ReactionBar } from './reaction-bar';

/** One comment: author, time, text with its mentions, photos, reactions; edit and delete for who may. */
export function CommentItem({ comment }: { comment: IssueComment }) {
  const { t } = useTranslation('task-board');
  const { message } = App.useApp();
  const tz = useTimeZone();
  const edit = useEditComment();
  const remove = useDeleteComment();
  const react = useCommentReaction();
  const [draft, setDraft] = useState<string | null>(null);
  const fail = (e: unknown) => void message.error(errorText(t, e));
  if (comment.deleted)
    return (
      <li className="tb-comment tb-comment--deleted" data-testid="comment">
        <span className="tb-muted">{t('comments.deleted')}</span>
      </li>
    );
  return (
    <li className="tb-comment" data-testid="comment">
      <div className="tb-comment__head">
        {comment.author && <PersonAvatar person={comment.author} size={28} />}
        <strong>{comment.author?.name ?? t('comments.someone')}</strong>
        <span className="tb-muted">
          {formatDateTime(comment.createdAt, tz)}
          {comment.editedAt ? ` · ${t('comments.edited')}` : ''}
        </span>
      </div>
      {draft === null ? (
        comment.text && <p className="tb-text">{comment.text}</p>
      ) : (
        <Space direction="vertical" style={{ inlineSize: '100%' }}>
          <Input.TextArea
            aria-label={t('comments.editLabel')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={COMMENT_MAX}
            autoSize={{ minRows: 2 }}
            autoFocus
          />
          <Space>
            <Button
              type="primary"
              size="small"
              loading={edit.isPending}
              disabled={!draft.trim()}
              onClick={() =>
                edit.mutate(
                  { commentID: comment.commentID, text: draft.trim() },
                  { onSuccess: () => setDraft(null), onError: fail },
                )
              }
            >
              {t('common.save')}
            </Button>
            <Button size="small" onClick={() => setDraft(null)}>
              {t('common.cancel')}
            </Button>
          </Space>
        </Space>
      )}
      {comment.photos.length > 0 && (
        <div className="tb-comment__photos">
          {comment.photos.map((p) => (
            <Image
              key={p.attachmentID}
              src={p.url}
              alt={p.fileName}
              width={80}
              height={80}
              className="tb-thumb"
            />
          ))}
        </div>
      )}
      <div className="tb-comment__foot">
        <ReactionBar
          reactions={comment.reactions}
          target={{ commentID: comment.commentID }}
          pending={react.isPending}
          onToggle={(emoji) => react.mutate({ commentID: comment.commentID, emoji }, { onError: fail })}
        />
        <Space size={4}>
          {stillEditable(comment) && draft === null && (
            <Button size="small" type="link" onClick={() => setDraft(comment.text)}>
              {t('comments.edit')}
            </Button>
          )}
          {comment.canDelete && (
            <Popconfirm
              title={t('comments.deleteConfirm')}
              okText={t('common.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutateAsync(comment.commentID).catch(fail)}
            >
              <Button size="small" type="link" danger>
                {t('common.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      </div>
    </li>
  );
}
