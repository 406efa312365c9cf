import { PlusOutlined } from '@ant-design/icons';
import type { TutorialItem } from '@cc/contracts/tutorial';
import { Alert, Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { usePermissions } from '../../../shared/session/use-permissions';
import { PageHeader } from '../../../shared/ui/page-header';
import { useTutorialItems } from '../api/tutorial';
import { useLiveTutorial } from '../api/use-live-tutorial';
import { ItemDialog } from '../components/item-dialog';

/** /dashboard/tutorial: the community's items, newest first. */
export function TutorialPage() {
  const { t } = useTranslation('tutorial');
  const canWrite = usePermissions().has('TUTORIAL:write');
  const { data, error, isPending } = useTutorialItems();
  const [adding, setAdding] = useState(false);
  useLiveTutorial();
  return (
    <div>
      <PageHeader
        title={t('shared:areas.tutorial')}
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
        <Table<TutorialItem>
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
