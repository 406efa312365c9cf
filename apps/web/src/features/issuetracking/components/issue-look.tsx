import type { IssuePerson, IssuePriority, IssueTask } from '@cc/contracts/issuetracking';
import { Avatar, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-time';
import type { GroupColor } from '../api/groups';

/** The swatches' colours: the group's stripe on cards and the dot beside its name. */
export const GROUP_COLOR_HEX: Record<GroupColor, string> = {
  slate: '#64748b',
  red: '#dc2626',
  orange: '#ea580c',
  amber: '#d97706',
  green: '#16a34a',
  teal: '#0d9488',
  blue: '#2563eb',
  violet: '#7c3aed',
  pink: '#db2777',
};

const PRIORITY_TAG: Record<IssuePriority, string> = {
  URGENT: 'red',
  HIGH: 'orange',
  NORMAL: 'blue',
  LOW: 'default',
};

export function PriorityTag({ priority }: { priority: IssuePriority }) {
  const { t } = useTranslation('issuetracking');
  return (
    <Tag color={PRIORITY_TAG[priority]} data-testid="priority-tag">
      {t(`priority.${priority}`)}
    </Tag>
  );
}

/** The due time in the SLA's colour: overdue red, due within a day amber (and said, not only coloured). */
export function DueCell({ task, timeZone }: { task: IssueTask; timeZone: string }) {
  const { t } = useTranslation('issuetracking');
  if (!task.dueAt) return <span className="it-muted">{t('list.noDue')}</span>;
  const state = task.dueState;
  return (
    <span className={`it-due it-due--${state.toLowerCase()}`} data-due-state={state}>
      {formatDateTime(task.dueAt, timeZone)}
      {(state === 'OVERDUE' || state === 'DUE_SOON') && (
        <span className="it-due__state">{t(`due.${state}`)}</span>
      )}
    </span>
  );
}

export function GroupDot({ color }: { color: GroupColor }) {
  return <span className="it-group-dot" style={{ background: GROUP_COLOR_HEX[color] }} aria-hidden="true" />;
}

/** Assignees as overlapping avatars with their names on hover, and the names for screen readers. */
export function People({ people }: { people: readonly IssuePerson[] }) {
  const { t } = useTranslation('issuetracking');
  if (!people.length) return <span className="it-muted">{t('list.unassigned')}</span>;
  const names = people.map((p) => p.name).join(', ');
  return (
    <span className="it-people" title={names}>
      <Avatar.Group max={{ count: 3 }} size="small">
        {people.map((p) => (
          <Tooltip key={p.userID} title={p.name}>
            <Avatar src={p.photo ?? undefined} alt="">
              {p.name.slice(0, 1)}
            </Avatar>
          </Tooltip>
        ))}
      </Avatar.Group>
      <span className="it-people__names">{names}</span>
    </span>
  );
}
