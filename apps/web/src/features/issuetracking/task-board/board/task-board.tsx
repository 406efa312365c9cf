import type { IssueTask } from '@cc/contracts/issuetracking';
import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo, useRef, useState } from 'react';
import type { BoardData } from '../api/board-queries';
import { BoardColumn } from './board-column';
import { type DropOperation, dropOperation } from './board-logic';
import { crossColumns, type DragColumns, dragColumnsOf, droppedColumn } from './drag-columns';
import { TaskCardView } from './task-card';
import { useBoardAnnouncements } from './use-board-announcements';

interface Props {
  board: BoardData;
  canDrag: boolean;
  onOpen: (task: IssueTask) => void;
  /** A drop that means a change: an update to send, or the close dialog to open. */
  onDrop: (operation: Exclude<DropOperation, { kind: 'none' }>) => void;
}

/**
 * The group's board: To do, Doing, Waiting and Closed. Cards move with the mouse, a finger (a
 * long press, so the page still scrolls) or the keyboard (Space, arrows, Space; Escape cancels).
 * While a drag is under way the board shows its own column order; the drop hands one operation
 * to the page, which shows it at once and puts it back if the server refuses.
 */
export function TaskBoard({ board, canDrag, onOpen, onDrop }: Props) {
  const [drag, setDrag] = useState<DragColumns | null>(null);
  const dragRef = useRef<DragColumns>({});
  const [activeID, setActiveID] = useState<string | null>(null);
  const byID = useMemo(
    () => new Map(board.columns.flatMap((c) => c.tasks).map((t) => [t.taskID, t] as const)),
    [board],
  );
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Enter opens the card's drawer; Space picks it up and puts it down.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const columnsNow = () => dragRef.current;
  const accessibility = useBoardAnnouncements((id) => byID.get(id), columnsNow);

  const setColumns = (next: DragColumns | null) => {
    dragRef.current = next ?? {};
    setDrag(next);
  };
  const start = ({ active }: DragStartEvent) => {
    setActiveID(String(active.id));
    setColumns(dragColumnsOf(board));
  };
  const over = ({ active, over: target }: DragOverEvent) => {
    if (!target) return;
    const dragged = active.rect.current.translated;
    const below = !!dragged && dragged.top + dragged.height / 2 > target.rect.top + target.rect.height / 2;
    const next = crossColumns(dragRef.current, String(active.id), String(target.id), below);
    if (next !== dragRef.current) setColumns(next);
  };
  const end = ({ active, over: target }: DragEndEvent) => {
    const columns = dragRef.current;
    setActiveID(null);
    setColumns(null);
    const task = byID.get(String(active.id));
    const dropped = target && droppedColumn(columns, String(active.id), String(target.id));
    if (!task || !dropped) return;
    const column = dropped.ids.map((id) => byID.get(id)).filter((t): t is IssueTask => !!t);
    const operation = dropOperation(task, dropped.stage, column);
    if (operation.kind !== 'none') onDrop(operation);
  };
  const cancel = () => {
    setActiveID(null);
    setColumns(null);
  };

  const active = activeID ? byID.get(activeID) : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={accessibility}
      onDragStart={start}
      onDragOver={over}
      onDragEnd={end}
      onDragCancel={cancel}
    >
      <div className="tb-board" data-testid="task-board">
        {board.columns.map((c) => {
          const ids = drag?.[c.stage];
          const tasks = ids ? ids.map((id) => byID.get(id)).filter((t): t is IssueTask => !!t) : c.tasks;
          return (
            <BoardColumn
              key={c.stage}
              stage={c.stage}
              tasks={tasks}
              total={c.total}
              canDrag={canDrag}
              onOpen={onOpen}
            />
          );
        })}
      </div>
      <DragOverlay>{active ? <TaskCardView task={active} lifted /> : null}</DragOverlay>
    </DndContext>
  );
}
