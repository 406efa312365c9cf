import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import type { Checkpoint, PatrolLabel } from '@cc/contracts/patrol';
import { Alert, App, Button, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useCommunityID } from '../../../shared/session/use-community';
import { useCheckpoints, usePrintLabels, useRetireCheckpoint } from '../api/patrol';
import { CheckpointDialog } from './checkpoint-dialog';
import { LabelSheets } from './label-sheets';

/** The checkpoints, their labels (print six to an A4 sheet), and retiring a label or a checkpoint. */
export function CheckpointsTab() {
  const { t } = useTranslation('patrol');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const { data, error, isPending } = useCheckpoints();
  const retire = useRetireCheckpoint();
  const print = usePrintLabels();
  const [dialog, setDialog] = useState<{ editing: Checkpoint | null } | null>(null);
  const [sheets, setSheets] = useState<{ labels: PatrolLabel[]; perSheet: number } | null>(null);
  const printLabels = (checkpointIDs?: string[]) =>
    print.mutate(
      { communityID, checkpointIDs },
      {
        onSuccess: (d) => {
          setSheets(d);
          // The sheets render first, their QR images a moment later.
          setTimeout(() => window.print(), 500);
        },
        onError: (e) => void message.error(errorMessageOf(e)),
      },
    );
  const doRetire = (checkpointID: string, replace: boolean) =>
    retire.mutate(
      { checkpointID, replace },
      {
        onSuccess: () => void message.success(t('saved')),
        onError: (e) => void message.error(errorMessageOf(e)),
      },
    );
  if (error) return <Alert type="error" showIcon title={error.message} />;
  return (
    <div>
      <Space className="patrol-toolbar">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDialog({ editing: null })}
          data-testid="checkpoint-add"
        >
          {t('checkpoints.add')}
        </Button>
        <Button
          icon={<PrinterOutlined />}
          loading={print.isPending}
          disabled={!data?.some((c) => !c.retiredAt)}
          onClick={() => printLabels()}
          data-testid="labels-print"
        >
          {t('labels.printAll')}
        </Button>
      </Space>
      <Table<Checkpoint>
        rowKey="checkpointID"
        scroll={{ x: 'max-content' }}
        loading={isPending}
        dataSource={data ?? []}
        locale={{ emptyText: t('checkpoints.empty') }}
        pagination={false}
        columns={[
          { key: 'name', title: t('fields.name'), dataIndex: 'name' },
          { key: 'place', title: t('fields.place'), dataIndex: 'place' },
          {
            key: 'position',
            title: t('fields.position'),
            render: (_, c) =>
              c.latitude !== null ? `${c.latitude.toFixed(5)}, ${c.longitude?.toFixed(5)}` : '–',
          },
          {
            key: 'state',
            title: t('fields.state'),
            render: (_, c) =>
              c.retiredAt ? (
                <Tag>{t('checkpoints.retired')}</Tag>
              ) : (
                <Tag color="green">{t('checkpoints.working')}</Tag>
              ),
          },
          {
            key: 'actions',
            title: '',
            render: (_, c) =>
              c.retiredAt ? null : (
                <Space wrap>
                  <Button size="small" onClick={() => setDialog({ editing: c })}>
                    {t('edit')}
                  </Button>
                  <Button size="small" onClick={() => printLabels([c.checkpointID])}>
                    {t('labels.print')}
                  </Button>
                  <Popconfirm
                    title={t('checkpoints.replaceConfirm')}
                    okText={t('yes')}
                    cancelText={t('shared:common.cancel')}
                    onConfirm={() => doRetire(c.checkpointID, true)}
                  >
                    <Button size="small">{t('checkpoints.replace')}</Button>
                  </Popconfirm>
                  <Popconfirm
                    title={t('checkpoints.retireConfirm')}
                    okText={t('yes')}
                    okButtonProps={{ danger: true }}
                    cancelText={t('shared:common.cancel')}
                    onConfirm={() => doRetire(c.checkpointID, false)}
                  >
                    <Button size="small" danger>
                      {t('checkpoints.retire')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      <CheckpointDialog open={!!dialog} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
      {sheets && <LabelSheets {...sheets} />}
    </div>
  );
}
