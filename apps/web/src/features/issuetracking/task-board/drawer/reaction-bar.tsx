import { ISSUE_REACTIONS, type IssueReaction, REACTION_EMOJI } from '@cc/contracts/issuetracking';
import { Button, Empty, Modal, Skeleton, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../../shared/i18n/format-time';
import { useTimeZone } from '../../../../shared/session/use-community';
import { type ReactionTarget, useReactedBy } from '../api/task-queries';
import { PersonAvatar } from '../task-labels';

interface Props {
  reactions: { emoji: IssueReaction; count: number; mine: boolean }[];
  target: ReactionTarget;
  onToggle: (emoji: IssueReaction) => void;
  pending?: boolean;
}

/**
 * The six reactions: each emoji toggles the caller's own; a count opens who reacted with it.
 * Both are buttons with their meaning spelled out, so the bar works from the keyboard.
 */
export function ReactionBar({ reactions, target, onToggle, pending }: Props) {
  const { t } = useTranslation('task-board');
  const [who, setWho] = useState<IssueReaction | null>(null);
  const of = (emoji: IssueReaction) => reactions.find((r) => r.emoji === emoji);
  return (
    <div className="tb-reactions" data-testid="reactions">
      {ISSUE_REACTIONS.map((emoji) => {
        const r = of(emoji);
        const name = t(`reaction.${emoji}`);
        return (
          <span key={emoji} className={`tb-reaction${r?.mine ? ' tb-reaction--mine' : ''}`}>
            <Tooltip title={name}>
              <Button
                size="small"
                type={r?.mine ? 'primary' : 'default'}
                ghost={r?.mine}
                aria-pressed={!!r?.mine}
                aria-label={name}
                disabled={pending}
                onClick={() => onToggle(emoji)}
                data-testid={`react-${emoji}`}
              >
                <span aria-hidden>{REACTION_EMOJI[emoji]}</span>
              </Button>
            </Tooltip>
            {!!r?.count && (
              <Button
                size="small"
                type="link"
                aria-label={t('reaction.who', { count: r.count, reaction: name })}
                onClick={() => setWho(emoji)}
                data-testid={`reaction-count-${emoji}`}
              >
                {formatNumber(r.count)}
              </Button>
            )}
          </span>
        );
      })}
      {who && <ReactedBy target={target} emoji={who} onClose={() => setWho(null)} />}
    </div>
  );
}

function ReactedBy({
  target,
  emoji,
  onClose,
}: {
  target: ReactionTarget;
  emoji: IssueReaction;
  onClose: () => void;
}) {
  const { t } = useTranslation('task-board');
  const tz = useTimeZone();
  const people = useReactedBy(target, emoji);
  return (
    <Modal open title={`${REACTION_EMOJI[emoji]} ${t(`reaction.${emoji}`)}`} footer={null} onCancel={onClose}>
      {people.isPending && <Skeleton active />}
      {people.data && !people.data.length && <Empty description={t('reaction.none')} />}
      {people.data && people.data.length > 0 && (
        <ul className="tb-people" data-testid="reacted-by">
          {people.data.map((r) => (
            <li key={`${r.person.userID}-${r.emoji}`}>
              <PersonAvatar person={r.person} size={32} />
              <span className="tb-people__name">{r.person.name}</span>
              <span className="tb-muted">{formatDateTime(r.at, tz)}</span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
