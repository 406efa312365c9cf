import { BellOutlined, FileExcelOutlined } from '@ant-design/icons';
import type { RegulationPendingUnit } from '@cc/contracts/regulation';
import { Alert, App, Button, Empty, Popconfirm, Select, Skeleton, Space, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatDateTime, formatNumber } from '../../../shared/i18n/format-time';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import { usePermissions } from '../../../shared/session/use-permissions';
import { BarChart } from '../../../shared/ui/bar-chart';
import { LoadMore } from '../../../shared/ui/load-more';
import { downloadReport, useHistory, useRemind, useVersionReport } from '../api/regulation';

/** One version's reach: totals, a chart by building, and the units still owing, with a reminder. */
export function ReportTab({ versionID, onPick }: { versionID: string | null; onPick: (id: string) => void }) {
  const { t } = useTranslation('regulation');
  const history = useHistory();
  const versions = history.data?.versions ?? [];
  const chosen =
    versionID ??
    versions.find((v) => v.requiresAck && v.status === 'PUBLISHED')?.versionID ??
    versions[0]?.versionID ??
    null;
  if (history.isPending) return <Skeleton active />;
  if (history.error) return <Alert type="error" showIcon title={history.error.message} />;
  if (!chosen) return <Empty description={t('report.none')} />;
  return (
    <div>
      <Select
        className="rule-report__pick"
        style={{ minWidth: 280, maxWidth: '100%' }}
        aria-label={t('report.version')}
        value={chosen}
        onChange={onPick}
        options={versions.map((v) => ({
          value: v.versionID,
          label: `${v.title} · ${t('versionNo', { no: v.versionNo })}`,
        }))}
      />
      <VersionReport versionID={chosen} />
    </div>
  );
}

function VersionReport({ versionID }: { versionID: string }) {
  const { t } = useTranslation('regulation');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const timeZone = useTimeZone();
  const canWrite = usePermissions().has('COMMUNITY_RULES:write');
  const report = useVersionReport(versionID);
  const remind = useRemind();
  const first = report.data?.pages[0];
  if (report.isPending) return <Skeleton active />;
  if (report.error || !first) return <Alert type="error" showIcon title={report.error?.message} />;
  const pending = report.data.pages.flatMap((p) => p.pending);
  const { totals } = first;
  const pct = (n: number) => (totals.units ? `${Math.round((n / totals.units) * 100)}%` : '–');
  return (
    <div data-testid="regulation-report">
      <div className="rule-totals">
        <div data-testid="report-units">
          <Statistic title={t('report.units')} value={totals.units} />
        </div>
        <div data-testid="report-read">
          <Statistic title={t('report.read')} value={totals.read} suffix={`(${pct(totals.read)})`} />
        </div>
        {first.requiresAck && (
          <div data-testid="report-acknowledged">
            <Statistic
              title={t('report.acknowledged')}
              value={totals.acknowledged}
              suffix={`(${pct(totals.acknowledged)})`}
            />
          </div>
        )}
      </div>
      <BarChart
        title={t('report.chart')}
        categoryLabel={t('report.building')}
        categories={first.buildings.map((b) => b.buildingName ?? t('report.noBuilding'))}
        series={[
          {
            key: 'units',
            label: t('report.units'),
            color: '#bfbfbf',
            values: first.buildings.map((b) => b.units),
          },
          {
            key: 'read',
            label: t('report.read'),
            color: '#1677ff',
            values: first.buildings.map((b) => b.read),
          },
          ...(first.requiresAck
            ? [
                {
                  key: 'acknowledged',
                  label: t('report.acknowledged'),
                  color: '#237804',
                  values: first.buildings.map((b) => b.acknowledged),
                },
              ]
            : []),
        ]}
        formatValue={(n) => formatNumber(n)}
      />
      <Space wrap style={{ margin: '16px 0' }}>
        <h2 className="rule-section-title">
          {first.requiresAck ? t('report.owingAck') : t('report.owingRead')}
        </h2>
        {canWrite && first.requiresAck && (
          <Popconfirm
            title={t('report.remindConfirm')}
            okText={t('report.remind')}
            cancelText={t('shared:common.cancel')}
            onConfirm={() =>
              remind.mutate(versionID, {
                onSuccess: (r) => void message.success(t('report.reminded', { count: r.units })),
                onError: (e) => void message.error(errorMessageOf(e)),
              })
            }
          >
            <Button icon={<BellOutlined />} loading={remind.isPending}>
              {t('report.remind')}
            </Button>
          </Popconfirm>
        )}
        <Button
          icon={<FileExcelOutlined />}
          onClick={() =>
            downloadReport(communityID, versionID).catch((e) => void message.error(errorMessageOf(e)))
          }
        >
          {t('report.excel')}
        </Button>
      </Space>
      <Table<RegulationPendingUnit>
        rowKey="unitID"
        size="small"
        dataSource={pending}
        pagination={false}
        locale={{ emptyText: t('report.allDone') }}
        columns={[
          { key: 'unit', title: t('report.unit'), dataIndex: 'unitNo' },
          { key: 'building', title: t('report.building'), render: (_, u) => u.buildingName ?? '–' },
          {
            key: 'read',
            title: t('report.readAt'),
            render: (_, u) => (u.readAt ? formatDateTime(u.readAt, timeZone) : t('report.notRead')),
          },
        ]}
      />
      <LoadMore query={report} shownText={t('shown', { count: pending.length })} moreText={t('more')} />
    </div>
  );
}
