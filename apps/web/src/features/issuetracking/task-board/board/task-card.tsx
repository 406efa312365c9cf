import { MessageOutlined } from '@ant-design/icons';
import type { IssueTask } from '@cc/contracts/issuetracking';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../../../shared/ui/reduced-motion';
import { DueTag, PeopleAvatars, PriorityTag } from '../task-labels';

/** What a card shows: number, unread dot, title, priority, due in SLA colour, assignees, comments. */
export function TaskCardView({ task, lifted }: { task: IssueTask; lifted?: boolean }) {
  const { t } = useTranslation('task-board');
  return (
    <div className={`tb-card${lifted ? ' tb-card--lifted' : ''}`}>
      <div className="tb-card__head">
        <span className="tb-number">{task.number}</span>
        {task.unread && (
          <span className="tb-unread" role="img" aria-label={t('card.unread')} data-testid="task-unread" />
        )}
      </div>
      <div className="tb-card__title">{task.title}</div>
      <div className="tb-card__tags">
        <PriorityTag priority={task.priority} />
        <DueTag task={task} />
      </div>
      <div className="tb-card__foot">
        <PeopleAvatars people={task.assignees} />
        {task.commentCount > 0 && (
          <span className="tb-muted">
            <MessageOutlined aria-label={t('card.comments', { count: task.commentCount })} />{' '}
            <span aria-hidden>{task.commentCount}</span>
          </span>
        )}
      </div>
    </div>
  );
}

interface Props {
  task: IssueTask;
  /** Whether the caller may drag (ISSUE_TRACKING:write) and the card is current. */
  draggable: boolean;
  onOpen: (task: IssueTask) => void;
}

/**
 * A board card: the whole card is the drag source (mouse, touch, or Space then the arrow keys);
 * a click or Enter opens its drawer.
 */
export function SortableTaskCard({ task, draggable, onOpen }: Props) {
  const { t } = useTranslation('task-board');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: task.taskID,
    data: { stage: task.stage },
    disabled: !draggable,
  });
  // People who ask for less motion see the cards jump into place instead of sliding.
  const reduceMotion = usePrefersReducedMotion();
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    listeners?.onKeyDown?.(e);
    if (e.key === 'Enter' && !isDragging && !e.defaultPrevented) onOpen(task);
  };
  return (
    // A div, not a button: a button may not hold the card's blocks; the role and Tab stop make it one.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: reduceMotion ? undefined : transition,
      }}
      className={`tb-sortable${isDragging ? ' tb-sortable--placeholder' : ''}`}
      data-testid="task-card"
      data-task-id={task.taskID}
      data-task-number={task.number}
      {...attributes}
      {...listeners}
      role="button"
      tabIndex={0}
      // No aria-label: the card's name is what it shows (number, dot, title, tags, people), so
      // what a voice user reads off the screen names it (axe: label-content-name-mismatch).
      aria-roledescription={draggable ? t('card.roleDescription') : undefined}
      onKeyDown={onKeyDown}
      onClick={() => onOpen(task)}
    >
      <TaskCardView task={task} />
    </div>
  );
}
