import type { UnitRole } from '@cc/contracts/directory';
import { formatCode } from '@cc/contracts/invitation';
import type { Role } from '@cc/contracts/roles';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';

export interface NewCode {
  code: string;
  unitNo: string | null;
  unitRole: UnitRole | null;
  role: Role;
  expiresAt: string;
}

/** The codes just made, to copy or print; they are also found later under the code search. */
export function NewCodes({ codes }: { codes: NewCode[] }) {
  const { t } = useTranslation('directory');
  return (
    <div data-testid="new-codes">
      <Alert
        type="success"
        showIcon
        title={t('invite.generated', { count: codes.length })}
        style={{ marginBlockEnd: 12 }}
      />
      <Table<NewCode>
        size="small"
        rowKey="code"
        dataSource={codes}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 480 }}
        columns={[
          {
            title: t('invite.code'),
            dataIndex: 'code',
            render: (c: string) => <span className="dir-codes">{formatCode(c)}</span>,
          },
          { title: t('unit.unitNo'), dataIndex: 'unitNo', render: (v: string | null) => v ?? '–' },
          {
            title: t('people.role'),
            key: 'role',
            render: (_, c) => (c.unitRole ? t(`unitRoles.${c.unitRole}`) : t(`shared:roles.${c.role}`)),
          },
          { title: t('invite.expires'), dataIndex: 'expiresAt', render: (v: string) => formatDate(v) },
        ]}
      />
    </div>
  );
}
