import { PlusOutlined } from '@ant-design/icons';
import type { PatrolPlan } from '@cc/contracts/patrol';
import { Alert, Button, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckpoints, usePlans } from '../api/patrol';
import { PlanDialog } from './plan-dialog';

/** The plans, with their route and timetable in words. */
export function PlansTab() {
  const { t } = useTranslation('patrol');
  const { data, error, isPending } = usePlans();
  const names = new Map((useCheckpoints().data ?? []).map((c) => [c.checkpointID, c.name]));
  const [dialog, setDialog] = useState<{ editing: PatrolPlan | null } | null>(null);
  if (error) return <Alert type="error" showIcon title={error.message} />;
  return (
    <div>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        className="patrol-toolbar"
        onClick={() => setDialog({ editing: null })}
        data-testid="plan-add"
      >
        {t('plans.add')}
      </Button>
      <Table<PatrolPlan>
        rowKey="planID"
        scroll={{ x: 'max-content' }}
        loading={isPending}
        dataSource={data ?? []}
        locale={{ emptyText: t('plans.empty') }}
        pagination={false}
        columns={[
          { key: 'name', title: t('fields.name'), dataIndex: 'name' },
          {
            key: 'when',
            title: t('plans.schedule'),
            render: (_, p) =>
              p.schedule.kind === 'TIMES'
                ? p.schedule.times.join(', ')
                : t('plans.every', {
                    from: p.schedule.shiftStart,
                    to: p.schedule.shiftEnd,
                    minutes: p.schedule.everyMinutes,
                  }),
          },
          {
            key: 'days',
            title: t('plans.weekdays'),
            render: (_, p) => p.weekdays.map((d) => t(`weekdays.${d}`)).join(' '),
          },
          {
            key: 'route',
            title: t('plans.checkpoints'),
            render: (_, p) => p.checkpointIDs.map((id) => names.get(id) ?? '?').join(' → '),
          },
          { key: 'active', title: '', render: (_, p) => (p.active ? null : <Tag>{t('plans.paused')}</Tag>) },
          {
            key: 'edit',
            title: '',
            render: (_, p) => (
              <Button size="small" onClick={() => setDialog({ editing: p })}>
                {t('edit')}
              </Button>
            ),
          },
        ]}
      />
      <PlanDialog open={!!dialog} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
    </div>
  );
}
