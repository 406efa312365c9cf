import { COMMENT_MAX, COMMENT_PHOTOS_MAX, type IssuePerson } from '@cc/contracts/issuetracking';
import { App, Button, Mentions, type MentionsProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignees } from '../api/board-queries';
import { usePostComment } from '../api/comment-mutations';
import { FilesPicker } from '../dialogs/files-picker';
import { errorText } from '../task-labels';
import { mentionedIDs } from './mentions';

/** A person in the @ list. The option's own `key` is no handle: antd hands it back with a suffix. */
type PersonOption = NonNullable<MentionsProps['options']>[number] & { userID: string };

/** Write a comment: @ opens staff and committee to mention, up to five photos; Ctrl+Enter sends. */
export function CommentComposer({ taskID }: { taskID: string }) {
  const { t } = useTranslation('task-board');
  const { message } = App.useApp();
  const people = useAssignees();
  const post = usePostComment();
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [picked, setPicked] = useState<IssuePerson[]>([]);
  const empty = !text.trim() && !photos.length;
  const send = () => {
    if (empty || post.isPending) return;
    post.mutate(
      { taskID, text: text.trim(), mentionIDs: mentionedIDs(text, picked), photos },
      {
        onSuccess: () => {
          setText('');
          setPhotos([]);
          setPicked([]);
        },
        onError: (e) => void message.error(errorText(t, e)),
      },
    );
  };
  return (
    <div className="tb-composer">
      <Mentions
        aria-label={t('comments.write')}
        placeholder={t('comments.placeholder')}
        value={text}
        onChange={setText}
        maxLength={COMMENT_MAX}
        autoSize={{ minRows: 2, maxRows: 8 }}
        data-testid="comment-input"
        onSelect={(option) => {
          const person = people.data?.find((p) => p.userID === (option as PersonOption).userID);
          if (person) setPicked((list) => [...list, person]);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send();
        }}
        options={(people.data ?? []).map(
          (p): PersonOption => ({ key: p.userID, userID: p.userID, value: p.name, label: p.name }),
        )}
      />
      <div className="tb-composer__actions">
        <FilesPicker
          value={photos}
          onChange={setPhotos}
          max={COMMENT_PHOTOS_MAX}
          label={t('files.addPhotos')}
          testID="comment-photos"
        />
        <Button
          type="primary"
          onClick={send}
          loading={post.isPending}
          disabled={empty}
          data-testid="comment-send"
        >
          {t('comments.send')}
        </Button>
      </div>
    </div>
  );
}
