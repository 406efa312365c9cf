import type { VisitReport } from '@cc/contracts/vms-report-ops';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/i18n/format-time';
import { formatBaht } from './report-days';

interface Line {
  key: string;
  label: string;
  visits: number;
  feeSatang: number;
}

/** Visits and fees per visitor type, per vehicle type and per payment method. */
export function ReportTables({ report }: { report: VisitReport }) {
  const { t } = useTranslation('reports');
  return (
    <div className="vms-reports-tables">
      <LineTable
        id="visitor-types"
        title={t('tables.visitorTypes')}
        head={t('tables.type')}
        lines={report.visitorTypes.map((l) => ({
          key: l.visitorType,
          label: t(`visitorType.${l.visitorType}`),
          ...l,
        }))}
      />
      <LineTable
        id="vehicle-types"
        title={t('tables.vehicleTypes')}
        head={t('tables.vehicle')}
        lines={report.vehicleTypes.map((l) => ({
          key: l.vehicleType ?? 'NONE',
          label: t(`vehicleType.${l.vehicleType ?? 'NONE'}`),
          ...l,
        }))}
      />
      <LineTable
        id="payments"
        title={t('tables.payments')}
        head={t('tables.method')}
        lines={report.payments.map((l) => ({
          key: l.paymentMethod,
          label: t(`payment.${l.paymentMethod}`),
          ...l,
        }))}
      />
    </div>
  );
}

function LineTable({ id, title, head, lines }: { id: string; title: string; head: string; lines: Line[] }) {
  const { t, i18n } = useTranslation('reports');
  return (
    <section className="cc-card" data-testid={`report-${id}`}>
      <h2 className="vms-reports-title">{title}</h2>
      <Table<Line>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={lines}
        columns={[
          { key: 'label', title: head, dataIndex: 'label' },
          {
            key: 'visits',
            title: t('tables.visits'),
            align: 'end',
            render: (_, l) => formatNumber(l.visits),
          },
          {
            key: 'fees',
            title: t('tables.fees'),
            align: 'end',
            render: (_, l) => formatBaht(l.feeSatang, i18n.language),
          },
        ]}
      />
    </section>
  );
}
