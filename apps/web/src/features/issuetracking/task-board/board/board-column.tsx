import type { IssueStage, IssueTask } from '@cc/contracts/issuetracking';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../shared/i18n/format-time';
import { SortableTaskCard } from './task-card';

export const columnID = (stage: IssueStage) => `column:${stage}`;
export const stageOfColumn = (id: string): IssueStage | null =>
  id.startsWith('column:') ? (id.slice(7) as IssueStage) : null;

interface Props {
  stage: IssueStage;
  tasks: IssueTask[];
  total: number;
  canDrag: boolean;
  onOpen: (task: IssueTask) => void;
}

/** One column: a drop target of its own (so an empty column takes cards) holding sortable cards. */
export function BoardColumn({ stage, tasks, total, canDrag, onOpen }: Props) {
  const { t } = useTranslation('task-board');
  const { setNodeRef, isOver } = useDroppable({ id: columnID(stage), data: { stage } });
  const title = t(`stage.${stage}`);
  return (
    <section
      className={`tb-column tb-column--${stage.toLowerCase()}${isOver ? ' tb-column--over' : ''}`}
      aria-label={title}
      data-testid={`column-${stage}`}
    >
      <h2 className="tb-column__title">
        {title}
        <span className="tb-count">{formatNumber(total)}</span>
      </h2>
      <SortableContext
        id={columnID(stage)}
        items={tasks.map((x) => x.taskID)}
        strategy={verticalListSortingStrategy}
      >
        <div ref={setNodeRef} className="tb-column__cards">
          {tasks.map((task) => (
            <SortableTaskCard
              key={task.taskID}
              task={task}
              draggable={canDrag && stage !== 'CLOSED'}
              onOpen={onOpen}
            />
          ))}
          {!tasks.length && (
            <p className="tb-column__empty">
              {t(stage === 'CLOSED' ? 'board.dropToClose' : 'board.emptyColumn')}
            </p>
          )}
          {stage === 'CLOSED' && total > tasks.length && (
            <p className="tb-muted">{t('board.closedShown', { shown: tasks.length, total })}</p>
          )}
        </div>
      </SortableContext>
    </section>
  );
}
