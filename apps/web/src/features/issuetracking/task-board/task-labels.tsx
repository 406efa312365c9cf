import type { IssuePerson, IssuePriority, IssueTask } from '@cc/contracts/issuetracking';
import { Avatar, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';

export const PRIORITY_COLOR: Record<IssuePriority, string> = {
  URGENT: 'red',
  HIGH: 'orange',
  NORMAL: 'blue',
  LOW: 'default',
};

/** SLA colours: overdue red, due within a day amber, on time green. */
const DUE_COLOR: Record<IssueTask['dueState'], string> = {
  NONE: 'default',
  ON_TIME: 'green',
  DUE_SOON: 'gold',
  OVERDUE: 'red',
};

/**
 * A failed call in the reader's words: the API already words its refusals in the console's
 * language (the 409 of a stale version says someone changed the task); no answer at all is ours.
 */
export function errorText(t: TFunction<'task-board'>, error: unknown): string {
  if (error instanceof ApiError && error.isNetwork) return t('errors.network');
  return error instanceof Error ? error.message : String(error);
}

export function PriorityTag({ priority }: { priority: IssuePriority }) {
  const { t } = useTranslation('task-board');
  return (
    <Tag color={PRIORITY_COLOR[priority]} data-testid="task-priority">
      {t(`priority.${priority}`)}
    </Tag>
  );
}

/** The due time in the community's clock, coloured by its SLA state (and said in words too). */
export function DueTag({ task }: { task: Pick<IssueTask, 'dueAt' | 'dueState' | 'stage'> }) {
  const { t } = useTranslation('task-board');
  const tz = useTimeZone();
  if (!task.dueAt) return null;
  const state = task.stage === 'CLOSED' ? 'NONE' : task.dueState;
  return (
    <Tag color={DUE_COLOR[state]} data-testid="task-due" data-due-state={state}>
      {state === 'OVERDUE' || state === 'DUE_SOON' ? `${t(`due.${state}`)} · ` : ''}
      {formatDateTime(task.dueAt, tz)}
    </Tag>
  );
}

const initials = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '?';

export function PersonAvatar({ person, size = 24 }: { person: IssuePerson; size?: number }) {
  return (
    <Tooltip title={person.name}>
      <Avatar size={size} src={person.photo ?? undefined} alt={person.name}>
        {initials(person.name)}
      </Avatar>
    </Tooltip>
  );
}

/** Assignees as overlapping avatars; their names are the group's accessible label. */
export function PeopleAvatars({ people, max = 3 }: { people: IssuePerson[]; max?: number }) {
  if (!people.length) return null;
  return (
    <span role="img" aria-label={people.map((p) => p.name).join(', ')}>
      <Avatar.Group max={{ count: max }} size={24}>
        {people.map((p) => (
          <PersonAvatar key={p.userID} person={p} />
        ))}
      </Avatar.Group>
    </span>
  );
}
