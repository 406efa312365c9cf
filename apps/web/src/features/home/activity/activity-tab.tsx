import { DownloadOutlined } from '@ant-design/icons';
import type { ActivityPerson, SignInRow } from '@cc/contracts/report';
import { Alert, App, Button, Input, Skeleton, Statistic, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { datePickerFormat } from '../../../shared/i18n/format-date';
import { formatCalendarDay, formatDateTime, formatNumber } from '../../../shared/i18n/format-time';
import { nowWall } from '../../../shared/i18n/zoned-time';
import { useCommunityID } from '../../../shared/session/use-community';
import { BarChart } from '../../../shared/ui/bar-chart';
import { RangePicker } from '../../../shared/ui/date-picker';
import { PRESETS, presetRange } from '../reports/range-presets';
import { downloadActivityExcel, useActivity } from './activity-api';
import '../reports/reports-tab.css';

const DAY = 'YYYY-MM-DD';
/** Activity days are Bangkok days (the API counts them so). */
const ZONE = 'Asia/Bangkok';
const PAGE = 10;

/** home?tab=activity: who used the console and the app, staff actions per person, sign-ins. */
export function ActivityTab() {
  const { t, i18n } = useTranslation('activity-tab');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const today = nowWall(ZONE);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [today.subtract(29, 'day'), today]);
  const from = range[0].format(DAY);
  const to = range[1].format(DAY);
  const activity = useActivity(from, to);
  const [downloading, setDownloading] = useState(false);
  const [search, setSearch] = useState('');
  const a = activity.data;
  const needle = search.trim().toLowerCase();
  const matches = (p: { name: string; email: string }) =>
    !needle || p.name.toLowerCase().includes(needle) || p.email.toLowerCase().includes(needle);
  const n = (v: number) => formatNumber(v, i18n.language);
  const download = async () => {
    setDownloading(true);
    await downloadActivityExcel(communityID, from, to).catch((e) => void message.error(errorMessageOf(e)));
    setDownloading(false);
  };
  const avg = (k: 'residents' | 'staff') =>
    a?.days.length ? Math.round((a.days.reduce((s, d) => s + d[k], 0) / a.days.length) * 10) / 10 : 0;

  return (
    <div className="home-reports" data-testid="activity-tab">
      <section className="cc-card home-reports__range">
        <h2 className="section-title">{t('range')}</h2>
        <RangePicker
          aria-label={t('range')}
          format={datePickerFormat(i18n.language)}
          allowClear={false}
          value={range}
          disabledDate={(d) => d.isAfter(today, 'day') || d.isBefore(today.subtract(365, 'day'), 'day')}
          presets={PRESETS.map((p) => ({ label: t(`presets.${p}`), value: presetRange(p, today) }))}
          onChange={(r) => r?.[0] && r[1] && setRange([r[0], r[1]])}
        />
        <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
          {t('excel')}
        </Button>
      </section>
      {activity.error && <Alert type="error" showIcon title={errorMessageOf(activity.error)} />}
      {activity.isPending || !a ? (
        <Skeleton active className="cc-card" paragraph={{ rows: 6 }} />
      ) : (
        <>
          <section className="cc-card">
            <div className="home-activity__stats">
              <Statistic
                title={t('figures.dailyResidents')}
                value={avg('residents')}
                formatter={(v) => n(Number(v))}
              />
              <Statistic
                title={t('figures.dailyStaff')}
                value={avg('staff')}
                formatter={(v) => n(Number(v))}
              />
              <Statistic
                title={t('figures.units', { total: n(a.units.total) })}
                value={`${n(a.units.active)} (${new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(a.units.share)})`}
              />
              <Statistic
                title={t('figures.actions')}
                value={a.actions.total}
                formatter={(v) => n(Number(v))}
              />
              <Statistic
                title={t('figures.perPerson')}
                value={a.actions.perPerson}
                formatter={(v) => n(Number(v))}
              />
            </div>
            <BarChart
              title={t('chart')}
              categoryLabel={t('date')}
              categories={a.days.map((d) => formatCalendarDay(d.date, i18n.language))}
              formatValue={n}
              emptyText={t('empty')}
              series={[
                {
                  key: 'residents',
                  label: t('residents'),
                  color: '#00796b',
                  values: a.days.map((d) => d.residents),
                },
                { key: 'staff', label: t('staff'), color: '#f59e0b', values: a.days.map((d) => d.staff) },
              ]}
            />
            <Table
              size="small"
              rowKey="month"
              pagination={false}
              dataSource={a.months}
              columns={[
                { key: 'month', title: t('month'), dataIndex: 'month' },
                {
                  key: 'residents',
                  title: t('monthlyResidents'),
                  dataIndex: 'residents',
                  align: 'end',
                  render: n,
                },
                { key: 'staff', title: t('monthlyStaff'), dataIndex: 'staff', align: 'end', render: n },
              ]}
            />
          </section>
          <section className="cc-card home-reports__range">
            <Input.Search
              allowClear
              className="home-activity__search"
              aria-label={t('search')}
              placeholder={t('search')}
              onChange={(e) => setSearch(e.target.value)}
            />
          </section>
          <section className="cc-card">
            <h2 className="section-title">{t('people.title')}</h2>
            <Table<ActivityPerson>
              size="small"
              rowKey="userID"
              dataSource={a.people.filter(matches)}
              pagination={{ pageSize: PAGE, hideOnSinglePage: true }}
              scroll={{ x: 560 }}
              locale={{ emptyText: t('empty') }}
              columns={[
                { key: 'name', title: t('people.name'), render: (_, p) => <span dir="auto">{p.name}</span> },
                { key: 'email', title: t('people.email'), dataIndex: 'email' },
                {
                  key: 'role',
                  title: t('people.role'),
                  render: (_, p) => (p.role ? t(`roles.${p.role}`) : '-'),
                },
                { key: 'actions', title: t('people.actions'), dataIndex: 'actions', align: 'end', render: n },
                {
                  key: 'days',
                  title: t('people.activeDays'),
                  dataIndex: 'activeDays',
                  align: 'end',
                  render: n,
                },
              ]}
            />
          </section>
          <section className="cc-card">
            <h2 className="section-title">{t('signIns.title')}</h2>
            <Table<SignInRow>
              size="small"
              rowKey={(r) => `${r.at}|${r.userID}`}
              dataSource={a.signIns.filter(matches)}
              data-testid="sign-ins"
              pagination={{ pageSize: PAGE, hideOnSinglePage: true }}
              scroll={{ x: 620 }}
              locale={{ emptyText: t('empty') }}
              columns={[
                {
                  key: 'at',
                  title: t('signIns.at'),
                  render: (_, r) => formatDateTime(r.at, ZONE, i18n.language),
                },
                { key: 'name', title: t('people.name'), render: (_, r) => <span dir="auto">{r.name}</span> },
                { key: 'email', title: t('people.email'), dataIndex: 'email' },
                {
                  key: 'method',
                  title: t('signIns.method'),
                  render: (_, r) => t(`signIns.methods.${r.method}`),
                },
                {
                  key: 'browser',
                  title: t('signIns.browser'),
                  render: (_, r) => t(`signIns.browsers.${r.browser}`),
                },
                {
                  key: 'success',
                  title: t('signIns.result'),
                  render: (_, r) =>
                    r.success ? (
                      <Tag color="green">{t('signIns.ok')}</Tag>
                    ) : (
                      <Tag color="red">{t('signIns.failed')}</Tag>
                    ),
                },
              ]}
            />
          </section>
        </>
      )}
    </div>
  );
}
