import { DownloadOutlined } from '@ant-design/icons';
import { REPORT_DAYS_MAX } from '@cc/contracts/vms-report-ops';
import { App, Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { datePickerFormat } from '../../../shared/i18n/format-date';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import { RangePicker } from '../../../shared/ui/date-picker';
import { MonthlyEmail } from './monthly-email';
import { type DayRange, downloadReportExcel } from './report-api';
import { todayIn } from './report-days';
import { ReportView } from './report-view';
import './reports.css';

/** ?tab=reports: a range of community days (this month at first) as figures, charts and tables; its Excel; the monthly e-mail. */
export function ReportsTab() {
  const { t, i18n } = useTranslation('reports');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const today = todayIn(useTimeZone());
  const [range, setRange] = useState<DayRange>(() => ({ from: `${today.slice(0, 7)}-01`, to: today }));
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    await downloadReportExcel(communityID, range).catch((e) => void message.error(errorMessageOf(e)));
    setDownloading(false);
  };
  return (
    <div className="vms-reports">
      <section className="cc-card vms-reports-toolbar">
        <RangePicker
          aria-label={t('range')}
          format={datePickerFormat(i18n.language)}
          allowClear={false}
          value={[dayjs(range.from), dayjs(range.to)]}
          disabledDate={(d, info) =>
            d.format('YYYY-MM-DD') > today ||
            (!!info?.from && Math.abs(d.diff(info.from, 'day')) >= REPORT_DAYS_MAX)
          }
          onChange={(r) =>
            r?.[0] && r[1] && setRange({ from: r[0].format('YYYY-MM-DD'), to: r[1].format('YYYY-MM-DD') })
          }
          data-testid="report-range"
        />
        <Button
          icon={<DownloadOutlined />}
          loading={downloading}
          onClick={() => void download()}
          data-testid="report-excel"
        >
          {t('excel')}
        </Button>
      </section>
      <ReportView range={range} />
      <MonthlyEmail today={today} />
    </div>
  );
}
