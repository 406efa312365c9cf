import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Skeleton, Statistic, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import type { ReportSectionProps } from '../../../shared/feature-manifest';
import { formatNumber } from '../../../shared/i18n/format-time';
import { useCommunityID } from '../../../shared/session/use-community';
import { BarChart } from '../../../shared/ui/bar-chart';
import { downloadReports, useTotalReport } from '../api/reports';
import '../../../shared/ui/page-kit.css';
import '../views.css';

const STATES = ['TODO', 'DOING', 'WAITING', 'CLOSED', 'OVERDUE'] as const;

/** The dashboard reports tab's issue-tracking section: tasks by state and group in the range, Excel. */
export function ReportSection({ from, to }: ReportSectionProps) {
  const { t } = useTranslation('issuetracking');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const total = useTotalReport({ from, to });
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    await downloadReports(communityID, { from, to }).catch((e) => void message.error(errorMessageOf(e)));
    setDownloading(false);
  };
  const groups = total.data?.byGroup ?? [];
  return (
    <section className="cc-card" data-testid="report-section-issuetracking">
      <div className="cc-page-header">
        <h2 className="section-title">{t('report.totalTitle')}</h2>
        <div className="cc-page-header__extra">
          <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
            {t('report.excel')}
          </Button>
        </div>
      </div>
      {total.error && <Alert type="error" showIcon title={errorMessageOf(total.error)} />}
      {total.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        total.data && (
          <>
            <div className="it-stats">
              {STATES.map((s) => (
                <Statistic
                  key={s}
                  title={t(s === 'OVERDUE' ? 'due.OVERDUE' : `stage.${s}`)}
                  value={total.data.byState[s]}
                  formatter={(v) => formatNumber(Number(v))}
                />
              ))}
            </div>
            <BarChart
              title={t('report.totalTitle')}
              categoryLabel={t('columns.group')}
              categories={groups.map((g) => g.name)}
              emptyText={t('report.noData')}
              formatValue={(v) => formatNumber(v)}
              series={[
                {
                  key: 'current',
                  label: t('report.current'),
                  color: '#4f9dde',
                  values: groups.map((g) => g.current),
                },
                {
                  key: 'closed',
                  label: t('stage.CLOSED'),
                  color: '#00796b',
                  values: groups.map((g) => g.closed),
                },
              ]}
            />
            <Table
              rowKey="groupID"
              size="small"
              pagination={false}
              scroll={{ x: 480 }}
              dataSource={groups}
              locale={{ emptyText: t('report.noData') }}
              columns={[
                { key: 'name', title: t('columns.group'), dataIndex: 'name' },
                { key: 'current', title: t('report.current'), dataIndex: 'current', align: 'end' },
                { key: 'overdue', title: t('due.OVERDUE'), dataIndex: 'overdue', align: 'end' },
                { key: 'closed', title: t('stage.CLOSED'), dataIndex: 'closed', align: 'end' },
              ]}
            />
          </>
        )
      )}
    </section>
  );
}
