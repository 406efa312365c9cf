import type { Parcel } from '@cc/contracts/parcel';
import { Grid, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { StatusTags } from './status-tag';

interface Props {
  items: Parcel[];
  loading: boolean;
  /** Row selection for actions on many parcels at once; only waiting parcels can be chosen. */
  selected?: string[];
  onSelect?: (ids: string[], rows: Parcel[]) => void;
  actions?: (p: Parcel) => ReactNode;
  empty: ReactNode;
  testId?: string;
}

/** The desk's table of parcels, shared by the list, overdue, search and hand-out screens. */
export function ParcelTable({ items, loading, selected, onSelect, actions, empty, testId }: Props) {
  const { t } = useTranslation('parcel');
  const tz = useTimeZone();
  // A phone gets two narrow columns that wrap inside its width instead of a table to scroll
  // sideways, where the state and the hand-out button would sit out of sight.
  const phone = !Grid.useBreakpoint().sm;
  const phoneColumns: TableColumnsType<Parcel> = [
    {
      key: 'no',
      title: t('fields.no'),
      render: (_, p) => (
        <>
          <b>{p.no}</b>
          <StatusTags parcel={p} />
        </>
      ),
    },
    {
      key: 'recipient',
      title: t('fields.recipient'),
      render: (_, p) => (
        <>
          <div className="parcel-strong parcel-nowrap">{p.unitNo}</div>
          <div>{p.recipientName}</div>
        </>
      ),
    },
  ];
  const wideColumns: TableColumnsType<Parcel> = [
    { key: 'no', title: t('fields.no'), dataIndex: 'no', width: 72, render: (no: number) => <b>{no}</b> },
    {
      key: 'unit',
      title: t('fields.unit'),
      render: (_, p) => (
        <>
          <div className="parcel-strong parcel-nowrap">{p.unitNo}</div>
          {p.buildingName && <div className="parcel-muted">{p.buildingName}</div>}
        </>
      ),
    },
    {
      key: 'recipient',
      title: t('fields.recipient'),
      render: (_, p) => (
        <>
          <div>{p.recipientName}</div>
          {p.recipientPhone && <div className="parcel-muted">{p.recipientPhone}</div>}
        </>
      ),
    },
    {
      key: 'tracking',
      title: t('fields.trackingNo'),
      // A phone shows who and what state; tracking and time are one tap away in the activity log.
      responsive: ['md'],
      render: (_, p) => (
        <>
          <div className="parcel-mono">{p.trackingNo}</div>
          <div className="parcel-muted">
            {p.carrier} · {t(`types.${p.type}`)}
          </div>
        </>
      ),
    },
    {
      key: 'received',
      title: t('fields.receivedAt'),
      responsive: ['md'],
      render: (_, p) => formatDateTime(p.receivedAt, tz),
    },
    { key: 'status', title: t('fields.status'), render: (_, p) => <StatusTags parcel={p} /> },
  ];
  const columns = phone ? phoneColumns : wideColumns;
  if (actions) columns.push({ key: 'actions', title: t('fields.actions'), render: (_, p) => actions(p) });
  return (
    <Table<Parcel>
      rowKey="parcelID"
      size="middle"
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={false}
      scroll={phone ? undefined : { x: 'max-content' }}
      locale={{ emptyText: empty }}
      data-testid={testId}
      className={phone ? 'parcel-table--phone' : undefined}
      rowSelection={
        onSelect
          ? {
              selectedRowKeys: selected,
              onChange: (keys, rows) => onSelect(keys as string[], rows),
              getCheckboxProps: (p) => ({
                disabled: p.status !== 'WAITING',
                'aria-label': t('selectParcel', { no: p.no }),
              }),
            }
          : undefined
      }
    />
  );
}
