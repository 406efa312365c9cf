import type { AgmItem, AgmMeetingState } from '@cc/contracts/agmmeeting';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { AgendaRow } from './agenda-row';

interface Props {
  items: readonly AgmItem[];
  meetingState: AgmMeetingState;
  editable: boolean;
  onMove: (from: number, to: number) => void;
  onEdit: (item: AgmItem) => void;
}

/** The sortable list: a pointer drags a row by its handle; the keyboard lifts it with Space. */
export function AgendaList({ items, meetingState, editable, onMove, onEdit }: Props) {
  const { t } = useTranslation('agmmeeting');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: string | number) => items.find((x) => x.itemID === id)?.title ?? '';
  const indexOf = (id: string | number) => items.findIndex((x) => x.itemID === id);
  const end = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(indexOf(active.id), indexOf(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        screenReaderInstructions: { draggable: t('agenda.dragInstructions') },
        announcements: {
          onDragStart: ({ active }) => t('agenda.dragPicked', { title: titleOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('agenda.dragOver', { title: titleOf(active.id), position: indexOf(over.id) + 1 })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('agenda.dragDropped', { title: titleOf(active.id), position: indexOf(over.id) + 1 })
              : undefined,
          onDragCancel: ({ active }) => t('agenda.dragCancelled', { title: titleOf(active.id) }),
        },
      }}
    >
      <SortableContext items={items.map((x) => x.itemID)} strategy={verticalListSortingStrategy}>
        <ol className="agm-agenda" data-testid="agenda">
          {items.map((item, i) => (
            <AgendaRow
              key={item.itemID}
              item={item}
              index={i}
              count={items.length}
              meetingState={meetingState}
              editable={editable}
              onMove={onMove}
              onEdit={onEdit}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
