import { DownloadOutlined } from '@ant-design/icons';
import { facilityOps } from '@cc/contracts/facilitybooking-facility-ops';
import { Alert, App, Button, Skeleton, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { downloadFile } from '../../../shared/api/download-file';
import { datePickerFormat } from '../../../shared/i18n/format-date';
import { formatNumber } from '../../../shared/i18n/format-time';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import { BarChart } from '../../../shared/ui/bar-chart';
import { RangePicker } from '../../../shared/ui/date-picker';
import { useUtilisation } from '../api/facilities';
import { addDays, todayIn } from '../format';
import { HeatMap } from './heat-map';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * How the facilities were used over a range (the last 30 days at first): places booked of those
 * offered, no-shows, and when people book (the heat map); with its Excel. `facilityID` picks one
 * facility's row out for its detail page.
 */
export function UtilisationReport({ facilityID }: { facilityID?: string }) {
  const { t, i18n } = useTranslation('facilitybooking');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const today = todayIn(useTimeZone());
  const [range, setRange] = useState({ from: addDays(today, -30), to: today });
  const report = useUtilisation(range.from, range.to);
  const rows = (report.data?.facilities ?? []).filter((f) => !facilityID || f.facilityID === facilityID);
  const excel = () =>
    downloadFile(
      facilityOps.utilisationExcel.path,
      { communityID, ...range },
      'facility-utilisation.xlsx',
    ).catch((e) => message.error(errorMessageOf(e)));
  return (
    <section>
      <h2 className="fb-section">{t('report.heading')}</h2>
      <Space wrap style={{ marginBlockEnd: 12 }}>
        <RangePicker
          format={datePickerFormat(i18n.language)}
          aria-label={t('report.range')}
          allowClear={false}
          value={[dayjs(range.from), dayjs(range.to)]}
          onChange={(r) =>
            r?.[0] && r[1] && setRange({ from: r[0].format('YYYY-MM-DD'), to: r[1].format('YYYY-MM-DD') })
          }
        />
        <Button icon={<DownloadOutlined />} onClick={excel}>
          {t('list.excel')}
        </Button>
      </Space>
      {report.error ? (
        <Alert type="error" showIcon title={report.error.message} />
      ) : report.isPending ? (
        <Skeleton active />
      ) : (
        <>
          <BarChart
            title={t('report.chartTitle')}
            categoryLabel={t('booking.facility')}
            categories={rows.map((f) => f.name)}
            formatValue={(v) => `${Math.round(v)}%`}
            emptyText={t('report.noBookings')}
            series={[
              {
                key: 'used',
                label: t('report.used'),
                color: 'var(--ant-color-primary, #13c2c2)',
                values: rows.map((f) => f.used * 100),
              },
              {
                key: 'noShow',
                label: t('report.noShowRate'),
                color: '#d4380d',
                values: rows.map((f) => f.noShowRate * 100),
              },
            ]}
          />
          <Table
            rowKey="facilityID"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={rows}
            style={{ marginBlock: 12 }}
            columns={[
              { key: 'name', title: t('booking.facility'), dataIndex: 'name' },
              { key: 'used', title: t('report.used'), align: 'end', render: (_, f) => percent(f.used) },
              {
                key: 'bookings',
                title: t('report.bookings'),
                align: 'end',
                render: (_, f) => formatNumber(f.bookings),
              },
              {
                key: 'noShows',
                title: t('report.noShows'),
                align: 'end',
                render: (_, f) => formatNumber(f.noShows),
              },
              {
                key: 'rate',
                title: t('report.noShowRate'),
                align: 'end',
                render: (_, f) => percent(f.noShowRate),
              },
            ]}
          />
          <HeatMap cells={report.data.heat} />
        </>
      )}
    </section>
  );
}
