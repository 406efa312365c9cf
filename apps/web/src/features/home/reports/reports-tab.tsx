import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { sidebarAreas } from '@cc/contracts/features';
import { type MonthlyFigure, reportOps } from '@cc/contracts/report';
import { Alert, App, Button, Empty, Segmented, Skeleton, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { datePickerFormat } from '../../../shared/i18n/format-date';
import { formatNumber } from '../../../shared/i18n/format-time';
import { nowWall } from '../../../shared/i18n/zoned-time';
import { useReportSections } from '../../../shared/report-sections';
import { useCan } from '../../../shared/session/use-can';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import { useSession } from '../../../shared/session/use-session';
import { DatePicker, RangePicker } from '../../../shared/ui/date-picker';
import { downloadMonthlyExcel, downloadMonthlyPdf, type ReportLang, useMonthly } from './monthly-api';
import { PRESETS, presetRange } from './range-presets';
import './reports-tab.css';

const DAY = 'YYYY-MM-DD';

/** A figure as the console shows it: baht from satang, a share as a percentage. */
function figureText(f: MonthlyFigure, lang: string): string {
  if (f.unit === 'satang')
    return new Intl.NumberFormat(lang, { style: 'currency', currency: 'THB' }).format(f.value / 100);
  if (f.unit === 'share')
    return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(f.value);
  return formatNumber(f.value, lang);
}

/** home?tab=reports: the committee's monthly report, then each feature's section for a date range. */
export function ReportsTab() {
  const { t, i18n } = useTranslation('report-tab');
  const today = nowWall(useTimeZone());
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => presetRange('thisMonth', today));
  const from = range[0].format(DAY);
  const to = range[1].format(DAY);
  const { features } = useSession();
  const can = useCan();
  const enabled = new Set(sidebarAreas(features).map((a) => a.key as string));
  const sections = useReportSections().filter(
    (s) => (enabled.has(s.areaKey) || s.report.offInConsole) && can(s.report),
  );
  return (
    <div className="home-reports" data-testid="reports-tab">
      {can(reportOps.monthly) && <MonthlyCard today={today} />}
      <section className="cc-card home-reports__range">
        <h2 className="section-title">{t('range.title')}</h2>
        <RangePicker
          aria-label={t('range.title')}
          format={datePickerFormat(i18n.language)}
          allowClear={false}
          value={range}
          disabledDate={(d) => d.isAfter(today, 'day') || d.isBefore(today.subtract(365, 'day'), 'day')}
          presets={PRESETS.map((p) => ({ label: t(`range.${p}`), value: presetRange(p, today) }))}
          onChange={(r) => r?.[0] && r[1] && setRange([r[0], r[1]])}
        />
        <div className="home-reports__presets">
          {PRESETS.map((p) => (
            <Button key={p} size="small" onClick={() => setRange(presetRange(p, today))}>
              {t(`range.${p}`)}
            </Button>
          ))}
        </div>
      </section>
      {sections.length === 0 ? (
        <section className="cc-card">
          <Empty description={t('noSections')} />
        </section>
      ) : (
        sections.map(({ areaKey, report: { section: Section } }) => (
          <Suspense key={areaKey} fallback={<Skeleton active className="cc-card" paragraph={{ rows: 4 }} />}>
            <Section from={from} to={to} />
          </Suspense>
        ))
      )}
    </div>
  );
}

/** The committee's report of a month: its figures on screen, and the PDF (Thai or English) and Excel. */
function MonthlyCard({ today }: { today: Dayjs }) {
  const { t, i18n } = useTranslation('report-tab');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const [month, setMonth] = useState(() => today.subtract(1, 'month').startOf('month'));
  const [lang, setLang] = useState<ReportLang>(i18n.language === 'th' ? 'th' : 'en');
  const [busy, setBusy] = useState<'pdf' | 'excel' | null>(null);
  const ym = month.format('YYYY-MM');
  const report = useMonthly(ym, lang);
  const download = async (kind: 'pdf' | 'excel') => {
    setBusy(kind);
    await (kind === 'pdf'
      ? downloadMonthlyPdf(communityID, ym, lang)
      : downloadMonthlyExcel(communityID, ym)
    ).catch((e) => void message.error(errorMessageOf(e)));
    setBusy(null);
  };
  const rows = (report.data?.sections ?? []).flatMap((s) =>
    s.figures.map((f, i) => ({
      key: `${s.featureEnum}.${f.key}`,
      section: i === 0 ? s.title : '',
      span: i === 0 ? s.figures.length : 0,
      f,
    })),
  );
  return (
    <section className="cc-card" data-testid="monthly-report">
      <div className="cc-page-header">
        <h2 className="section-title">{t('monthly.title')}</h2>
        <Space wrap className="cc-page-header__extra">
          <DatePicker
            picker="month"
            aria-label={t('monthly.month')}
            allowClear={false}
            value={month}
            disabledDate={(d) => d.isAfter(today, 'month')}
            onChange={(d) => d && setMonth(d.startOf('month'))}
          />
          <Segmented
            aria-label={t('monthly.language')}
            value={lang}
            onChange={(v) => setLang(v as ReportLang)}
            options={[
              { value: 'th', label: 'ไทย' },
              { value: 'en', label: 'English' },
            ]}
          />
          <Button icon={<FilePdfOutlined />} loading={busy === 'pdf'} onClick={() => void download('pdf')}>
            {t('monthly.pdf')}
          </Button>
          <Button
            icon={<FileExcelOutlined />}
            loading={busy === 'excel'}
            onClick={() => void download('excel')}
          >
            {t('monthly.excel')}
          </Button>
        </Space>
      </div>
      {report.error && <Alert type="error" showIcon title={errorMessageOf(report.error)} />}
      {report.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <Table
          size="small"
          pagination={false}
          dataSource={rows}
          scroll={{ x: 420 }}
          locale={{ emptyText: t('monthly.empty') }}
          columns={[
            {
              key: 'section',
              title: t('monthly.feature'),
              dataIndex: 'section',
              onCell: (r) => ({ rowSpan: r.span }),
            },
            { key: 'label', title: t('monthly.figure'), render: (_, r) => r.f.label },
            {
              key: 'value',
              title: t('monthly.value'),
              align: 'end',
              render: (_, r) => figureText(r.f, i18n.language),
            },
          ]}
        />
      )}
    </section>
  );
}
