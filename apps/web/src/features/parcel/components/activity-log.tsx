import { PARCEL_ACTIONS, type ParcelAction } from '@cc/contracts/parcel';
import { Alert, Empty, Select, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datePickerFormat } from '../../../shared/i18n/format-date';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { RangePicker } from '../../../shared/ui/date-picker';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { type ActivityFilter, useActivityLog } from '../api/activity';
import { errorText } from '../parcel-labels';
import { eventDetail } from './event-detail';
import { pagingTexts } from './paging-texts';

/** The activity log (activity/pmc): every change to every parcel, newest first. */
export function ActivityLog() {
  const { t, i18n } = useTranslation('parcel');
  const tz = useTimeZone();
  const [filter, setFilter] = useState<ActivityFilter>({});
  const log = useActivityLog(filter);
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="cc-card">
      <PageHeader title={t('menu.activity')} />
      <div className="parcel-filters">
        <RangePicker
          aria-label={t('filters.dates')}
          format={datePickerFormat(i18n.language)}
          allowEmpty={[true, true]}
          value={[filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null]}
          placeholder={[t('filters.from'), t('filters.to')]}
          onChange={(r) =>
            setFilter({ ...filter, from: r?.[0]?.format('YYYY-MM-DD'), to: r?.[1]?.format('YYYY-MM-DD') })
          }
        />
        <Select
          aria-label={t('activity.action')}
          placeholder={t('activity.action')}
          allowClear
          value={filter.action}
          options={PARCEL_ACTIONS.map((a) => ({ value: a, label: t(`actions.${a}`) }))}
          onChange={(action?: ParcelAction) => setFilter({ ...filter, action })}
          style={{ minWidth: 180 }}
        />
      </div>
      {log.error && <Alert type="error" showIcon title={errorText(t, log.error)} />}
      <Table
        rowKey="eventID"
        size="middle"
        loading={log.isPending}
        dataSource={items}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: <Empty description={t('activity.empty')} /> }}
        columns={[
          { key: 'at', title: t('activity.at'), render: (_, e) => formatDateTime(e.at, tz) },
          { key: 'no', title: t('fields.no'), dataIndex: 'no', width: 72 },
          { key: 'unit', title: t('fields.unit'), dataIndex: 'unitNo' },
          { key: 'action', title: t('activity.action'), render: (_, e) => t(`actions.${e.action}`) },
          { key: 'who', title: t('activity.who'), render: (_, e) => e.actorName ?? t('activity.system') },
          { key: 'detail', title: t('activity.detail'), render: (_, e) => eventDetail(t, e.detail) },
        ]}
      />
      {items.length > 0 && <LoadMore query={log} {...pagingTexts(t, items.length)} />}
    </section>
  );
}
