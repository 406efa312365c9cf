import { PlusOutlined } from '@ant-design/icons';
import type { RegulationItem } from '@cc/contracts/regulation';
import { Alert, Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { usePermissions } from '../../../shared/session/use-permissions';
import { PageHeader } from '../../../shared/ui/page-header';
import { useRegulationItems } from '../api/regulation';
import { useLiveRegulation } from '../api/use-live-regulation';
import { ItemDialog } from '../components/item-dialog';

/** /dashboard/regulation: the community's items, newest first. */
export function RegulationPage() {
  const { t } = useTranslation('regulation');
  const canWrite = usePermissions().has('COMMUNITY_RULES:write');
  const { data, error, isPending } = useRegulationItems();
  const [adding, setAdding] = useState(false);
  useLiveRegulation();
  return (
    <div>
      <PageHeader
        title={t('shared:areas.regulation')}
        extra={
          canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('add')}
            </Button>
          )
        }
      />
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : (
        <Table<RegulationItem>
          rowKey="itemID"
          loading={isPending}
          dataSource={data ?? []}
          locale={{ emptyText: t('empty') }}
          pagination={false}
          columns={[
            { key: 'title', title: t('columns.title'), dataIndex: 'title' },
            {
              key: 'createdAt',
              title: t('columns.created'),
              render: (_, item) => formatDate(item.createdAt),
            },
          ]}
        />
      )}
      <ItemDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
