import { DownloadOutlined } from '@ant-design/icons';
import {
  AGING_BUCKETS,
  type AgingAmounts,
  type AgingBucket,
  type AgingReport,
} from '@cc/contracts/billing-report-ops';
import { Alert, App, Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useCommunityID } from '../../../shared/session/use-community';
import { downloadAgingExcel, useAgingReport } from '../api/documents';
import { baht } from '../money';

type BuildingRow = AgingReport['buildings'][number];
type UnitRow = AgingReport['units'][number];

/** The amount columns every row shares: each band, then the total. */
function amountColumns<T extends AgingAmounts>(
  band: (b: AgingBucket) => string,
  outstanding: string,
): ColumnsType<T> {
  return [
    ...AGING_BUCKETS.map((b) => ({
      key: b,
      title: band(b),
      align: 'end' as const,
      render: (_: unknown, r: T) => (r[b] ? baht(r[b]) : '–'),
    })),
    {
      key: 'total',
      title: outstanding,
      align: 'end' as const,
      render: (_: unknown, r: T) => <strong>{baht(r.totalSatang)}</strong>,
    },
  ];
}

/**
 * What is owed by days past due, per building with its units under it and the community's
 * total at the foot, and the same as an Excel file for the committee's meeting.
 */
export function AgingTable() {
  const { t } = useTranslation('billing');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const aging = useAgingReport();
  const excel = () => downloadAgingExcel(communityID).catch((e) => message.error(errorMessageOf(e)));
  const band = (b: AgingBucket) => t(`agingBand.${b}`);
  if (aging.error) return <Alert type="error" showIcon title={aging.error.message} />;
  const report = aging.data;
  const unitsOf = (b: BuildingRow): UnitRow[] =>
    report?.units.filter((u) => u.buildingID === b.buildingID) ?? [];
  return (
    <section aria-labelledby="billing-aging-table">
      <div className="billing-section-head">
        <h2 id="billing-aging-table" className="billing-section">
          {t('home.agingTable')}
        </h2>
        <Button icon={<DownloadOutlined />} onClick={excel} data-testid="aging-excel">
          {t('list.excel')}
        </Button>
      </div>
      <Table<BuildingRow>
        size="small"
        data-testid="aging-table"
        rowKey={(b) => b.buildingID ?? 'none'}
        loading={aging.isPending}
        dataSource={report?.buildings ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('home.nothingOwed') }}
        expandable={{
          expandedRowRender: (b) => (
            <Table<UnitRow>
              size="small"
              rowKey="unitID"
              dataSource={unitsOf(b)}
              pagination={unitsOf(b).length > 20 ? { pageSize: 20 } : false}
              columns={[
                { key: 'unit', title: t('bill.unit'), render: (_, u) => u.unitNo },
                ...amountColumns<UnitRow>(band, t('bill.outstanding')),
              ]}
            />
          ),
        }}
        columns={[
          {
            key: 'building',
            title: t('list.building'),
            render: (_, b) => b.buildingName ?? t('home.noBuilding'),
          },
          ...amountColumns<BuildingRow>(band, t('bill.outstanding')),
        ]}
        summary={() =>
          report && report.buildings.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} />
              <Table.Summary.Cell index={1}>
                <strong>{t('home.total')}</strong>
              </Table.Summary.Cell>
              {AGING_BUCKETS.map((b, i) => (
                <Table.Summary.Cell key={b} index={i + 2} align="end">
                  {baht(report.totals[b])}
                </Table.Summary.Cell>
              ))}
              <Table.Summary.Cell index={AGING_BUCKETS.length + 2} align="end">
                <strong>{baht(report.totals.totalSatang)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </section>
  );
}
