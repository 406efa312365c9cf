import { suggestionOps } from '@cc/contracts/suggestion';
import {
  noteNeeded,
  SUGGESTION_NOTE_MAX,
  SUGGESTION_TEXT_MAX,
  type SuggestionDetail,
  type SuggestionTarget,
} from '@cc/contracts/suggestion-records';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Image,
  Input,
  Skeleton,
  Space,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatInstant } from '../../../shared/i18n/zoned-time';
import { useCan } from '../../../shared/session/use-can';
import { useTimeZone } from '../../../shared/session/use-community';
import { useDelete, useReply, useStatusUpdate, useSuggestion } from '../api/suggestion';
import { StateTag } from './state-tag';

/** One suggestion beside the list: what was written, its photos and timeline, the reply and the moves. */
export function DetailDrawer({ suggestionID, onClose }: { suggestionID?: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('suggestion');
  const detail = useSuggestion(suggestionID);
  return (
    <Drawer
      open={!!suggestionID}
      onClose={onClose}
      placement={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size={560}
      data-testid="suggestion-drawer"
      title={detail.data?.title ?? t('detail.title')}
      destroyOnHidden
    >
      {detail.error ? (
        <Alert type="error" showIcon title={detail.error.message} />
      ) : !detail.data ? (
        <Skeleton active />
      ) : (
        <Detail s={detail.data} />
      )}
    </Drawer>
  );
}

function Detail({ s }: { s: SuggestionDetail }) {
  const { t, i18n } = useTranslation('suggestion');
  const timeZone = useTimeZone();
  const when = (iso: string) => formatInstant(iso, timeZone, i18n.language);
  return (
    <div data-testid="suggestion-detail">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'state', label: t('columns.state'), children: <StateTag state={s.state} /> },
          { key: 'category', label: t('columns.category'), children: s.category },
          {
            key: 'author',
            label: t('columns.author'),
            children: s.author
              ? `${s.author.name}${s.author.unitNo ? ` (${s.author.unitNo})` : ''}`
              : t('anonymous'),
          },
          { key: 'written', label: t('columns.written'), children: when(s.createdAt) },
          ...(s.note ? [{ key: 'note', label: t('detail.note'), children: s.note }] : []),
        ]}
      />
      <Typography.Paragraph className="sg-text">{s.text}</Typography.Paragraph>
      {s.photos.length > 0 && (
        <Image.PreviewGroup>
          <Space wrap>
            {s.photos.map((p, i) => (
              <Image key={p.photoID} src={p.url} width={120} alt={t('detail.photo', { n: i + 1 })} />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
      {s.reply && (
        <Alert
          className="sg-reply"
          type="info"
          title={t('detail.reply')}
          description={
            <span className="sg-text" data-testid="suggestion-reply">
              {s.reply}
            </span>
          }
        />
      )}
      <OfficeActions s={s} />
      <Typography.Title level={5}>{t('detail.timeline')}</Typography.Title>
      <Timeline
        items={s.timeline.map((e) => ({
          key: `${e.at}-${e.action}`,
          children: (
            <>
              <div>
                <strong>{t(`action.${e.action}`, { defaultValue: e.action })}</strong>
                {' · '}
                {when(e.at)}
                {' · '}
                {e.by ?? t('anonymous')}
              </div>
              {e.text && <div className="sg-text">{e.text}</div>}
            </>
          ),
        }))}
      />
    </div>
  );
}

/** Reply, the moves the state allows, and delete: the office's only (SUGGESTION:approve). */
function OfficeActions({ s }: { s: SuggestionDetail }) {
  const { t } = useTranslation('suggestion');
  const { message } = App.useApp();
  const can = useCan();
  const [reply, setReply] = useState('');
  const [note, setNote] = useState('');
  const move = useStatusUpdate();
  const answer = useReply();
  const remove = useDelete();
  if (!can(suggestionOps.statusUpdate) || s.state === 'WITHDRAWN' || s.state === 'DELETED') return null;
  const ref = { suggestionID: s.suggestionID, version: s.version };
  const done = {
    onSuccess: () => {
      setNote('');
      setReply('');
      void message.success(t('detail.saved'));
    },
    onError: (e: unknown) => void message.error(errorMessageOf(e)),
  };
  const go = (state: SuggestionTarget) => {
    if (noteNeeded(s.state, state) && !note.trim()) return void message.warning(t('detail.noteNeeded'));
    move.mutate({ ...ref, state, note: note.trim() || undefined }, done);
  };
  return (
    <div className="sg-office">
      <Input.TextArea
        aria-label={t('detail.replyLabel')}
        placeholder={t('detail.replyLabel')}
        value={reply}
        maxLength={SUGGESTION_TEXT_MAX}
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(e) => setReply(e.target.value)}
      />
      <div className="sg-actions">
        <Button
          type="primary"
          disabled={!reply.trim()}
          loading={answer.isPending}
          onClick={() => answer.mutate({ ...ref, text: reply.trim() }, done)}
        >
          {t('detail.send')}
        </Button>
      </div>
      <Input.TextArea
        aria-label={t('detail.noteLabel')}
        placeholder={t('detail.noteLabel')}
        value={note}
        maxLength={SUGGESTION_NOTE_MAX}
        autoSize={{ minRows: 1, maxRows: 4 }}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="sg-actions">
        {s.moves.map((to) => (
          <Button key={to} danger={to === 'REJECTED'} loading={move.isPending} onClick={() => go(to)}>
            {t(`move.${noteNeeded(s.state, to) && to === 'IN_PROGRESS' ? 'REOPEN' : to}`)}
          </Button>
        ))}
        <Button
          danger
          type="dashed"
          loading={remove.isPending}
          onClick={() =>
            note.trim()
              ? remove.mutate({ ...ref, reason: note.trim() }, done)
              : void message.warning(t('detail.noteNeeded'))
          }
        >
          {t('move.DELETE')}
        </Button>
      </div>
    </div>
  );
}
