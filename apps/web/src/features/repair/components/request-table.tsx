import type { RepairRequest } from '@cc/contracts/repair-records';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTimeZone } from '../../../shared/session/use-community';
import { spanOf, whenOf } from '../format';
import { formatBaht } from '../money';
import { slaColour } from '../states';
import { SlaTag, Stars, StateTag } from './tags';

interface Props {
  requests: RepairRequest[];
  loading: boolean;
  emptyText: string;
}

/** Requests as rows coloured by their SLA, each number linking to its detail; scrolls sideways on a phone. */
export function RequestTable({ requests, loading, emptyText }: Props) {
  const { t } = useTranslation('repair');
  const timeZone = useTimeZone();
  return (
    <Table<RepairRequest>
      rowKey="requestID"
      data-testid="request-table"
      size="middle"
      loading={loading}
      dataSource={requests}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      rowClassName={(r) => slaColour(r.sla).row}
      columns={[
        {
          key: 'no',
          title: t('columns.no'),
          render: (_, r) => <Link to={`/dashboard/repair/detail?requestID=${r.requestID}`}>#{r.no}</Link>,
        },
        { key: 'filed', title: t('columns.filed'), render: (_, r) => whenOf(r.createdAt, timeZone) },
        {
          key: 'unit',
          title: t('columns.unit'),
          render: (_, r) => (r.buildingName ? `${r.unitNo} (${r.buildingName})` : r.unitNo),
        },
        { key: 'category', title: t('columns.category'), render: (_, r) => r.categoryName },
        {
          key: 'description',
          title: t('columns.description'),
          render: (_, r) => <span className="rp-clip">{r.description}</span>,
        },
        {
          key: 'requester',
          title: t('columns.requester'),
          render: (_, r) => [r.requester.name, r.requester.phone].filter(Boolean).join(' · '),
        },
        { key: 'state', title: t('columns.state'), render: (_, r) => <StateTag state={r.state} /> },
        { key: 'sla', title: t('columns.sla'), render: (_, r) => <SlaTag sla={r.sla} /> },
        {
          key: 'appointment',
          title: t('columns.appointment'),
          render: (_, r) =>
            r.appointment
              ? `${spanOf(r.appointment.startsAt, r.appointment.endsAt, timeZone)} · ${r.appointment.technicianName}`
              : '–',
        },
        {
          key: 'quote',
          title: t('columns.quote'),
          align: 'end',
          render: (_, r) => (r.quoteTotalSatang === null ? '–' : formatBaht(r.quoteTotalSatang)),
        },
        { key: 'stars', title: t('columns.stars'), render: (_, r) => <Stars stars={r.stars} /> },
      ]}
    />
  );
}
