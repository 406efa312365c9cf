import { vmsVisitorOps } from '@cc/contracts/vms-ops';
import type { Visit } from '@cc/contracts/vms-records';
import { Alert, Button, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { ltr } from '../../../shared/i18n/isolate';
import { useCan } from '../../../shared/session/use-can';
import { useTimeZone } from '../../../shared/session/use-community';
import { ForceOutDialog, type ForceOutTarget } from './force-out-dialog';
import { useInsideList } from './inside-api';

/** Whole minutes since an instant. */
const minutesSince = (iso: string) => Math.max(0, Math.floor((Date.now() - Date.parse(iso)) / 60_000));

/** Who is inside now, longest first; overstays highlighted; staff stamp one or many out. */
export function InsideList() {
  const { t } = useTranslation('inside');
  const timeZone = useTimeZone();
  const can = useCan();
  const { data, error, isPending } = useInsideList();
  const [target, setTarget] = useState<ForceOutTarget | null>(null);
  const mayForce = can(vmsVisitorOps.forceOut);
  if (error) return <Alert type="error" showIcon title={error.message} />;
  const duration = (iso: string) => {
    const m = minutesSince(iso);
    return t('list.durationValue', { h: Math.floor(m / 60), m: m % 60 });
  };
  return (
    <section className="vms-inside__list">
      <div className="vms-inside__list-head">
        <h3>{t('list.title')}</h3>
        {mayForce && (
          <Button danger onClick={() => setTarget({ kind: 'before' })} data-testid="force-out-before">
            {t('forceOut.beforeButton')}
          </Button>
        )}
      </div>
      <Table<Visit>
        rowKey="visitID"
        size="small"
        loading={isPending}
        dataSource={data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('list.empty') }}
        rowClassName={(v) => (v.overstayed ? 'vms-inside__row--overstay' : '')}
        columns={[
          {
            key: 'name',
            title: t('list.name'),
            render: (_, v) => (
              <span>
                {v.name}
                {v.overstayed && (
                  <Tag color="red" className="vms-inside__tag">
                    {t('list.overstayed')}
                  </Tag>
                )}
              </span>
            ),
          },
          { key: 'unit', title: t('list.unit'), dataIndex: 'unitNo' },
          { key: 'plate', title: t('list.plate'), render: (_, v) => (v.plate ? ltr(v.plate) : '–') },
          { key: 'in', title: t('list.timeIn'), render: (_, v) => formatDateTime(v.checkedInAt, timeZone) },
          { key: 'duration', title: t('list.durationTitle'), render: (_, v) => duration(v.checkedInAt) },
          ...(mayForce
            ? [
                {
                  key: 'actions',
                  title: '',
                  render: (_: unknown, v: Visit) => (
                    <Button
                      size="small"
                      onClick={() => setTarget({ kind: 'one', visitID: v.visitID, name: v.name })}
                      data-testid={`force-out-${v.visitID}`}
                    >
                      {t('forceOut.oneButton')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {target && <ForceOutDialog target={target} onClose={() => setTarget(null)} />}
    </section>
  );
}
