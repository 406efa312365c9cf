import type { IssueTask } from '@cc/contracts/issuetracking';
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { containerOf, type DragColumns } from './drag-columns';

/**
 * What a screen reader hears while a card is dragged, in the page's language: which card, over
 * which column and at which place, and where it was dropped.
 */
export function useBoardAnnouncements(
  taskOf: (id: string) => IssueTask | undefined,
  columns: () => DragColumns,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t } = useTranslation('task-board');
  const card = (id: string | number) => {
    const task = taskOf(String(id));
    return task ? `${task.number} ${task.title}` : '';
  };
  const place = (activeID: string | number, overID: string | number) => {
    const stage = containerOf(columns(), String(overID));
    if (!stage) return null;
    const ids = columns()[stage] ?? [];
    const at = ids.indexOf(String(activeID));
    return {
      column: t(`stage.${stage}`),
      position: (at < 0 ? ids.length : at) + 1,
      count: Math.max(ids.length, 1),
    };
  };
  return {
    screenReaderInstructions: { draggable: t('dnd.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('dnd.picked', { card: card(active.id) }),
      onDragOver: ({ active, over }) => {
        const p = over && place(active.id, over.id);
        return p
          ? t('dnd.over', { card: card(active.id), ...p })
          : t('dnd.outside', { card: card(active.id) });
      },
      onDragEnd: ({ active, over }) => {
        const p = over && place(active.id, over.id);
        return p
          ? t('dnd.dropped', { card: card(active.id), ...p })
          : t('dnd.cancelled', { card: card(active.id) });
      },
      onDragCancel: ({ active }) => t('dnd.cancelled', { card: card(active.id) }),
    },
  };
}
