import { areaByPermissionKey, type PermissionKey } from '@cc/contracts/features';
import { ACTIONS, type Action, ROLES, type Role } from '@cc/contracts/roles';
import type { PermissionRow } from '@cc/contracts/setting';
import { Alert, App, Checkbox, Segmented, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissionMatrix, useSetPermission } from '../api/permissions';
import { errorText } from '../settings-rules';

/** ADMIN always keeps the settings, so nobody can lock the community's settings away. */
const isLocked = (role: Role, f: PermissionKey, a: Action) =>
  role === 'ADMIN' && f === 'SETTING' && a !== 'approve';

/** Per role, per feature: read, write, approve. Only a role holding SETTING:write changes it. */
export function PermissionMatrix({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation('settings');
  const { message } = App.useApp();
  const [role, setRole] = useState<Role>('PMC');
  const { data, error, isPending } = usePermissionMatrix();
  const set = useSetPermission();
  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (error) return <Alert type="error" showIcon title={errorText(error)} />;
  const rows = data.items.filter((r) => r.role === role);
  return (
    <>
      <p className="set-muted">{t('permissions.intro')}</p>
      {!canWrite && (
        <Alert type="info" showIcon title={t('permissions.readOnly')} style={{ marginBlockEnd: 12 }} />
      )}
      <Segmented<Role>
        value={role}
        onChange={setRole}
        options={ROLES.map((r) => ({ value: r, label: t(`shared:roles.${r}`) }))}
        className="set-roles"
        aria-label={t('permissions.role')}
      />
      <Table<PermissionRow>
        rowKey="featureEnum"
        dataSource={rows}
        pagination={false}
        size="small"
        scroll={{ x: 480 }}
        data-testid="permission-matrix"
        columns={[
          {
            title: t('features.feature'),
            dataIndex: 'featureEnum',
            render: (f: PermissionKey) => t(`shared:areas.${areaByPermissionKey(f).key}`),
          },
          ...ACTIONS.map((a) => ({
            title: t(`permissions.actions.${a}`),
            key: a,
            width: 110,
            align: 'center' as const,
            render: (_: unknown, r: PermissionRow) => (
              <Checkbox
                checked={r[a]}
                disabled={!canWrite || set.isPending || isLocked(role, r.featureEnum, a)}
                aria-label={t('permissions.cell', {
                  role: t(`shared:roles.${role}`),
                  feature: t(`shared:areas.${areaByPermissionKey(r.featureEnum).key}`),
                  action: t(`permissions.actions.${a}`),
                })}
                onChange={(e) =>
                  set.mutate(
                    { role, featureEnum: r.featureEnum, action: a, value: e.target.checked },
                    {
                      onSuccess: () => void message.success(t('permissions.saved')),
                      onError: (err) => void message.error(errorText(err)),
                    },
                  )
                }
              />
            ),
          })),
        ]}
      />
    </>
  );
}
