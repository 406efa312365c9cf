import { CURRENT_STAGES, type IssueStage, type IssueTask } from '@cc/contracts/issuetracking';

/** Current stages are the columns a drag may change; CLOSED goes through the close dialog. */
type CurrentStage = (typeof CURRENT_STAGES)[number];
export const isCurrentStage = (stage: IssueStage): stage is CurrentStage =>
  (CURRENT_STAGES as readonly string[]).includes(stage);

/**
 * The place of a card dropped between two neighbours: the midpoint of their positions, one step
 * before the first card or after the last, or 1 in an empty column. Positions are floats, so a
 * drop never needs to renumber the other cards.
 */
export function positionBetween(before: number | undefined, after: number | undefined): number {
  if (before === undefined && after === undefined) return 1;
  if (before === undefined) return (after as number) - 1;
  if (after === undefined) return before + 1;
  return (before + after) / 2;
}

/** What a drop asks of the API. */
export type DropOperation =
  | { kind: 'none' }
  | { kind: 'update'; taskID: string; version: number; stage: CurrentStage; position: number }
  | { kind: 'close'; task: IssueTask };

/**
 * The operation a drop means. `column` is the target column as the drop leaves it, the dragged
 * card at its new place; its neighbours there give the position. The card's own version goes
 * along, so a board read before someone else's change is refused (409) instead of overwriting it.
 */
export function dropOperation(
  task: IssueTask,
  stage: IssueStage,
  column: readonly IssueTask[],
): DropOperation {
  if (task.stage === 'CLOSED') return { kind: 'none' };
  if (stage === 'CLOSED') return { kind: 'close', task };
  const at = column.findIndex((t) => t.taskID === task.taskID);
  const before = at > 0 ? column[at - 1] : at < 0 ? column[column.length - 1] : undefined;
  const after = at >= 0 ? column[at + 1] : undefined;
  const lower = before?.position ?? Number.NEGATIVE_INFINITY;
  const upper = after?.position ?? Number.POSITIVE_INFINITY;
  // Dropped back between the same neighbours: nothing to send.
  if (stage === task.stage && lower <= task.position && task.position <= upper) return { kind: 'none' };
  return {
    kind: 'update',
    taskID: task.taskID,
    version: task.version,
    stage,
    position: positionBetween(before?.position, after?.position),
  };
}

/** The cards of a column in board order: by position, then by number (ties from older data). */
export const byPosition = (a: IssueTask, b: IssueTask) => a.position - b.position || a.no - b.no;
