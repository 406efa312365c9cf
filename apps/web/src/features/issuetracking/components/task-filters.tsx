import { ISSUE_PRIORITIES, type IssueGroup } from '@cc/contracts/issuetracking';
import { Checkbox, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAssignees } from '../api/groups';
import type { ListFilters, ListTab } from '../list-params';

interface Props {
  tab: ListTab;
  groups: readonly IssueGroup[];
  filters: ListFilters;
  onChange: (f: ListFilters) => void;
}

/** Group (both tabs); assignee, priority and overdue (current tab). Each change writes the address. */
export function TaskFilters({ tab, groups, filters, onChange }: Props) {
  const { t } = useTranslation('issuetracking');
  const assignees = useAssignees(tab === 'current');
  const set = (patch: Partial<ListFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="it-filters" data-testid="task-filters">
      <Select
        allowClear
        className="it-filter"
        aria-label={t('filters.group')}
        placeholder={t('filters.allGroups')}
        value={filters.groupID}
        onChange={(groupID?: string) => set({ groupID })}
        options={groups.map((g) => ({ value: g.groupID, label: g.name }))}
        data-testid="filter-group"
      />
      {tab === 'current' && (
        <>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            className="it-filter"
            aria-label={t('filters.assignee')}
            placeholder={t('filters.anyAssignee')}
            loading={assignees.isPending}
            value={filters.assigneeID}
            onChange={(assigneeID?: string) => set({ assigneeID })}
            options={(assignees.data ?? []).map((p) => ({ value: p.userID, label: p.name }))}
            data-testid="filter-assignee"
          />
          <Select
            allowClear
            className="it-filter"
            aria-label={t('filters.priority')}
            placeholder={t('filters.anyPriority')}
            value={filters.priority}
            onChange={(priority?: ListFilters['priority']) => set({ priority })}
            options={ISSUE_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
            data-testid="filter-priority"
          />
          <Checkbox
            checked={!!filters.overdue}
            onChange={(e) => set({ overdue: e.target.checked || undefined })}
            data-testid="filter-overdue"
          >
            {t('filters.overdueOnly')}
          </Checkbox>
        </>
      )}
    </div>
  );
}
