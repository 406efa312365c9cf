import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { repairOfficeOps } from '@cc/contracts/repair-office-ops';
import { repairSettingOps } from '@cc/contracts/repair-setting-ops';
import { Alert, App, Button, Input, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error';
import { datePickerFormat } from '../../../shared/i18n/format-date';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import { DatePicker, RangePicker } from '../../../shared/ui/date-picker';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { downloadResults, useHistory, useResults } from '../api/requests';
import { OfficeOnly } from '../components/office-only';
import { RequestTable } from '../components/request-table';
import { ResultsFigures } from '../components/results-figures';
import { monthOf, todayIn } from '../format';
import '../repair.css';
import '../print.css';

/**
 * /dashboard/repair/history: closed work by unit and days; `?view=results` the operating results
 * over a month range; `?view=report` the same figures laid out to print on A4.
 */
export function HistoryPage() {
  const [params] = useSearchParams();
  const view = params.get('view');
  if (view === 'results' || view === 'report')
    return (
      <OfficeOnly op={repairSettingOps.results}>
        <ResultsView report={view === 'report'} />
      </OfficeOnly>
    );
  return (
    <OfficeOnly op={repairOfficeOps.history}>
      <HistoryView />
    </OfficeOnly>
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

function HistoryView() {
  const { t, i18n } = useTranslation('repair');
  const [params, setParams] = useSearchParams();
  const unitNo = params.get('unitNo')?.trim().slice(0, 20) || undefined;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const days = DAY.test(from) && DAY.test(to) && from <= to ? { from, to } : {};
  const set = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change))
      if (v) next.set(k, v);
      else next.delete(k);
    setParams(next, { replace: true });
  };
  const history = useHistory({ unitNo, ...days });
  const requests = history.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div>
      <PageHeader title={t('menu.history')} />
      <Space wrap className="rp-filters">
        <Input.Search
          allowClear
          aria-label={t('filters.unit')}
          placeholder={t('filters.unit')}
          defaultValue={unitNo}
          maxLength={20}
          style={{ width: 180 }}
          onSearch={(v) => set({ unitNo: v.trim() || undefined })}
        />
        <RangePicker
          format={datePickerFormat(i18n.language)}
          aria-label={t('filters.days')}
          value={days.from ? [dayjs(days.from), dayjs(days.to)] : null}
          onChange={(r) =>
            set(
              r?.[0] && r[1]
                ? { from: r[0].format('YYYY-MM-DD'), to: r[1].format('YYYY-MM-DD') }
                : { from: undefined, to: undefined },
            )
          }
        />
      </Space>
      {history.error ? (
        <Alert type="error" showIcon title={history.error.message} />
      ) : (
        <RequestTable requests={requests} loading={history.isPending} emptyText={t('history.empty')} />
      )}
      {requests.length > 0 && (
        <LoadMore
          query={history}
          shownText={t('list.shown', { count: requests.length })}
          moreText={t('list.more')}
        />
      )}
    </div>
  );
}

/** The month range: the address's, else the last six months to this one. */
function useMonthRange() {
  const timeZone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const thisMonth = todayIn(timeZone).slice(0, 7);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const ok = MONTH.test(from) && MONTH.test(to) && from <= to;
  const range = ok
    ? { from, to }
    : { from: dayjs(`${thisMonth}-01`).subtract(5, 'month').format('YYYY-MM'), to: thisMonth };
  const set = (r: { from: string; to: string }) => {
    const next = new URLSearchParams(params);
    next.set('from', r.from);
    next.set('to', r.to);
    setParams(next, { replace: true });
  };
  return [range, set] as const;
}

function ResultsView({ report }: { report: boolean }) {
  const { t } = useTranslation('repair');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const [range, setRange] = useMonthRange();
  const results = useResults(range.from, range.to);
  const excel = () =>
    downloadResults(communityID, range.from, range.to).catch((e) => message.error(errorMessageOf(e)));
  const pick = (which: 'from' | 'to', v: dayjs.Dayjs | null) => {
    if (!v) return;
    const next = { ...range, [which]: v.format('YYYY-MM') };
    if (next.from > next.to) next[which === 'from' ? 'to' : 'from'] = next[which];
    setRange(next);
  };
  return (
    <div className={report ? 'rp-report' : undefined}>
      <PageHeader
        title={report ? t('menu.report') : t('menu.results')}
        extra={
          <>
            <span className="rp-no-print">
              <DatePicker
                picker="month"
                value={dayjs(`${range.from}-01`)}
                onChange={(v) => pick('from', v)}
                aria-label={t('results.from')}
                allowClear={false}
              />
            </span>
            <span className="rp-no-print">
              <DatePicker
                picker="month"
                value={dayjs(`${range.to}-01`)}
                onChange={(v) => pick('to', v)}
                aria-label={t('results.to')}
                allowClear={false}
              />
            </span>
            {report ? (
              <Button className="rp-no-print" icon={<PrinterOutlined />} onClick={() => window.print()}>
                {t('actions.printReport')}
              </Button>
            ) : (
              <Button icon={<DownloadOutlined />} onClick={excel}>
                {t('list.excel')}
              </Button>
            )}
          </>
        }
      />
      {report && (
        <p className="rp-report__period">
          {t('results.period', { from: monthOf(range.from), to: monthOf(range.to) })}
        </p>
      )}
      {results.error ? (
        <Alert type="error" showIcon title={results.error.message} />
      ) : results.data ? (
        <ResultsFigures results={results.data} print={report} />
      ) : (
        <Skeleton active />
      )}
    </div>
  );
}
