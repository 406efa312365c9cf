import { UserOutlined } from '@ant-design/icons';
import { UNIT_ROLES, type UnitRole } from '@cc/contracts/directory';
import type { UnitDetail } from '@cc/contracts/unit-detail';
import { App, Avatar, Button, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { useKickMember, useUnitRole } from '../api/unit-detail';
import { errorText } from '../directory-rules';
import { ReasonDialog } from './kick-dialog';

type Person = UnitDetail['members'][number];
const fullName = (p: Person) => `${p.firstname} ${p.lastname}`;

/** The unit's owners, co-residents and tenants; staff may change a unit role or remove a person. */
export function UnitPeople({ unit, canWrite }: { unit: UnitDetail; canWrite: boolean }) {
  const { t } = useTranslation('directory');
  const { message, modal } = App.useApp();
  const role = useUnitRole();
  const kick = useKickMember();
  const [kicking, setKicking] = useState<Person | null>(null);
  const changeRole = (p: Person, unitRole: UnitRole) =>
    modal.confirm({
      title: t('unitRole.confirmTitle'),
      content: t('unitRole.confirm', { name: fullName(p), role: t(`unitRoles.${unitRole}`) }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () =>
        role
          .mutateAsync({ unitNo: unit.unitNo, userID: p.userID, unitRole })
          .then(() => void message.success(t('unitRole.saved')))
          .catch((e: unknown) => void message.error(errorText(e))),
    });
  return (
    <>
      <Table<Person>
        rowKey="userID"
        dataSource={unit.members}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('unitPage.noPeople') }}
        data-testid="unit-people"
        columns={[
          {
            title: t('people.name'),
            key: 'name',
            render: (_, p) => (
              <span className="dir-person">
                <Avatar size="small" src={p.imageUrl || undefined} icon={<UserOutlined />} alt="" />{' '}
                {fullName(p)}
                <div className="dir-muted">{p.userID}</div>
              </span>
            ),
          },
          { title: t('people.mobile'), dataIndex: 'mobile', render: (v: string | null) => v ?? '–' },
          {
            title: t('people.unitRole'),
            dataIndex: 'unitRole',
            render: (r: UnitRole, p) =>
              canWrite ? (
                <Select
                  value={r}
                  size="small"
                  style={{ minWidth: 130 }}
                  aria-label={t('unitRole.changeFor', { name: fullName(p) })}
                  options={UNIT_ROLES.map((u) => ({ value: u, label: t(`unitRoles.${u}`) }))}
                  onChange={(u) => changeRole(p, u)}
                />
              ) : (
                t(`unitRoles.${r}`)
              ),
          },
          { title: t('people.since'), dataIndex: 'since', render: (v: string) => formatDate(v) },
          ...(canWrite
            ? [
                {
                  title: t('common.actions'),
                  key: 'actions',
                  render: (_: unknown, p: Person) => (
                    <Button size="small" danger onClick={() => setKicking(p)}>
                      {t('kick.action')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ReasonDialog
        name={kicking ? fullName(kicking) : null}
        title={t('kick.title', { unitNo: unit.unitNo })}
        pending={kick.isPending}
        onClose={() => setKicking(null)}
        onConfirm={(reason) =>
          kick.mutateAsync({ unitNo: unit.unitNo, userID: kicking!.userID, reason }).then((r) => {
            void message.success(r.removedFromCommunity ? t('kick.doneLeft') : t('kick.done'));
          })
        }
      />
    </>
  );
}
