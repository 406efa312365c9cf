import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useImportGroups } from './api';
import { errorText } from './defect-texts';

interface Props {
  value: string | null;
  onChange: (groupID: string) => void;
  disabled: boolean;
}

/** Which group the defects become tasks in: loading, none yet (make one first), or a choice. */
export function GroupPicker({ value, onChange, disabled }: Props) {
  const { t } = useTranslation('defect-import');
  const id = useId();
  const groups = useImportGroups();
  if (groups.error)
    return (
      <Alert
        type="error"
        showIcon
        title={errorText(t, groups.error)}
        action={<Button onClick={() => void groups.refetch()}>{t('retry')}</Button>}
      />
    );
  if (groups.data?.length === 0)
    return (
      <Empty description={t('group.none')} data-testid="import-no-groups">
        <Link to="/dashboard/issuetracking/group">{t('group.manage')}</Link>
      </Empty>
    );
  return (
    <div className="defect-import__group">
      <label htmlFor={id} className="defect-import__label">
        {t('group.label')}
      </label>
      <Select
        id={id}
        className="defect-import__select"
        data-testid="import-group"
        showSearch={{ optionFilterProp: 'label' }}
        // An office has tens of groups: every option is in the page (no virtual list), so the
        // newest is found by scrolling as well as by typing.
        virtual={false}
        loading={groups.isPending}
        disabled={disabled || groups.isPending}
        placeholder={groups.isPending ? t('group.loading') : t('group.placeholder')}
        value={value ?? undefined}
        onChange={onChange}
        options={(groups.data ?? []).map((g) => ({
          value: g.groupID,
          label: g.name,
          title: g.name,
          isPrivate: g.isPrivate,
        }))}
        optionRender={(o) => (
          <span>
            {o.data.isPrivate && (
              <LockOutlined aria-label={t('group.private')} className="defect-import__lock" />
            )}
            {o.data.label}
          </span>
        )}
      />
    </div>
  );
}
