import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { PATROL_REPORT_DAYS_MAX } from '@cc/contracts/patrol';
import { Alert, App, Button, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { datePickerFormat, formatDate } from '../../../shared/i18n/format-date';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import { RangePicker } from '../../../shared/ui/date-picker';
import { type DayRange, downloadPatrolExcel, usePatrolReport } from '../api/patrol';
import { addDays, todayIn } from '../local-day';

interface Line {
  key: string;
  date: string;
  planName: string;
  guard: string;
  onTime: number;
  late: number;
  partial: number;
  missed: number;
}

/** A range of days (the last week at first): per day, plan and guard; its Excel and a print view. */
export function ReportsTab() {
  const { t, i18n } = useTranslation('patrol');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const today = todayIn(useTimeZone());
  const [range, setRange] = useState<DayRange>(() => ({ from: addDays(today, -6), to: today }));
  const { data, error, isPending } = usePatrolReport(range);
  const lines: Line[] = (data?.days ?? []).flatMap((d) =>
    d.lines.map((l) => ({
      key: `${d.date}:${l.planID}:${l.guard?.userID ?? '-'}`,
      date: d.date,
      planName: l.planName,
      guard: l.guard?.name ?? '–',
      onTime: l.onTime,
      late: l.late,
      partial: l.partial,
      missed: l.missed,
    })),
  );
  return (
    <div className="patrol-report">
      <Space wrap className="patrol-toolbar patrol-no-print">
        <RangePicker
          aria-label={t('reports.range')}
          format={datePickerFormat(i18n.language)}
          allowClear={false}
          value={[dayjs(range.from), dayjs(range.to)]}
          disabledDate={(d, info) =>
            d.format('YYYY-MM-DD') > today ||
            (!!info?.from && Math.abs(d.diff(info.from, 'day')) >= PATROL_REPORT_DAYS_MAX)
          }
          onChange={(r) =>
            r?.[0] && r[1] && setRange({ from: r[0].format('YYYY-MM-DD'), to: r[1].format('YYYY-MM-DD') })
          }
        />
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            void downloadPatrolExcel(communityID, range).catch((e) => void message.error(errorMessageOf(e)))
          }
          data-testid="report-excel"
        >
          {t('reports.excel')}
        </Button>
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('reports.print')}
        </Button>
      </Space>
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : (
        <Table<Line>
          rowKey="key"
          scroll={{ x: 'max-content' }}
          loading={isPending}
          dataSource={lines}
          locale={{ emptyText: t('reports.empty') }}
          pagination={false}
          summary={() =>
            data ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  {t('reports.total')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3}>{data.totals.onTime}</Table.Summary.Cell>
                <Table.Summary.Cell index={4}>{data.totals.late}</Table.Summary.Cell>
                <Table.Summary.Cell index={5}>{data.totals.partial}</Table.Summary.Cell>
                <Table.Summary.Cell index={6}>{data.totals.missed}</Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
          columns={[
            {
              key: 'date',
              title: t('reports.date'),
              dataIndex: 'date',
              render: (d: string) => formatDate(d, i18n.language),
            },
            { key: 'plan', title: t('reports.plan'), dataIndex: 'planName' },
            { key: 'guard', title: t('reports.guard'), dataIndex: 'guard' },
            { key: 'onTime', title: t('status.DONE'), dataIndex: 'onTime' },
            { key: 'late', title: t('status.LATE'), dataIndex: 'late' },
            { key: 'partial', title: t('status.PARTIAL'), dataIndex: 'partial' },
            { key: 'missed', title: t('status.MISSED'), dataIndex: 'missed' },
          ]}
        />
      )}
    </div>
  );
}
