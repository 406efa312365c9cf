import { PrinterOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Empty, Segmented, Skeleton, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePrintFlag, useSlips } from '../api/print';
import { SlipSheets } from '../components/slip-sheets';
import { errorText } from '../parcel-labels';
import '../parcel.css';
import '../print.css';

/**
 * parcelprintout: notice slips for residents without the app. By default the parcels needing a
 * notice; ?ids= prints chosen ones. After printing, the desk confirms and the notices are
 * flagged printed, which empties them from the notice tab.
 */
export function PrintPage() {
  const { t } = useTranslation('parcel');
  const { message, modal } = App.useApp();
  const [params] = useSearchParams();
  const ids = useMemo(() => params.get('ids')?.split(',').filter(Boolean), [params]);
  const slips = useSlips(ids);
  const flag = usePrintFlag();
  // The choice belongs to one answer: fresh slips (after flagging) start with all of them ticked.
  const [choice, setChoice] = useState<{ at: number; ids: string[] } | null>(null);
  const [perPage, setPerPage] = useState<number | null>(null);
  const all = slips.data?.slips ?? [];
  const picked = choice?.at === slips.dataUpdatedAt ? choice.ids : all.map((s) => s.parcelID);
  const setChosen = (ids: string[]) => setChoice({ at: slips.dataUpdatedAt, ids });
  const toPrint = all.filter((s) => picked.includes(s.parcelID));

  const print = async () => {
    window.print();
    const ok = await modal.confirm({
      title: t('print.askDone', { count: toPrint.length }),
      content: t('print.askDoneBody'),
      okText: t('print.markPrinted'),
      cancelText: t('print.notYet'),
    });
    if (!ok) return;
    try {
      await flag.mutateAsync(toPrint.map((s) => s.parcelID));
      void message.success(t('print.flagged', { count: toPrint.length }));
    } catch (e) {
      void message.error(errorText(t, e));
    }
  };

  if (slips.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (slips.error) return <Alert type="error" showIcon title={errorText(t, slips.error)} />;
  const data = slips.data;
  const layout = perPage ?? data.slipsPerPage;
  return (
    <div className="parcel-print">
      <section className="cc-card parcel-no-print">
        <PageHeader
          title={t('menu.print')}
          extra={
            <Button
              type="primary"
              icon={<PrinterOutlined />}
              disabled={!toPrint.length}
              onClick={() => void print()}
              data-testid="print-button"
            >
              {t('print.print', { count: toPrint.length })}
            </Button>
          }
        />
        <p className="parcel-muted">{ids ? t('print.chosenHelp') : t('print.noticeHelp')}</p>
        {!all.length ? (
          <Empty description={t('print.empty')}>
            <Link to="/dashboard/parcel">{t('menu.list')}</Link>
          </Empty>
        ) : (
          <div className="parcel-stack">
            <Space wrap>
              <span>{t('print.perPage')}</span>
              <Segmented
                value={layout}
                options={[4, 6, 8].map((n) => ({ value: n, label: String(n) }))}
                onChange={(n) => setPerPage(Number(n))}
              />
            </Space>
            <Checkbox
              checked={picked.length === all.length}
              indeterminate={picked.length > 0 && picked.length < all.length}
              onChange={(e) => setChosen(e.target.checked ? all.map((s) => s.parcelID) : [])}
            >
              {t('print.all', { count: all.length })}
            </Checkbox>
            <Checkbox.Group
              className="parcel-print__choices"
              value={picked}
              onChange={(v) => setChosen(v as string[])}
              options={all.map((s) => ({
                value: s.parcelID,
                label: `${t('fields.noValue', { no: s.no })} · ${s.unitNo} · ${s.recipientName}`,
              }))}
            />
          </div>
        )}
      </section>
      {toPrint.length > 0 && (
        <SlipSheets
          slips={toPrint}
          perPage={layout}
          fields={data.fields}
          communityName={data.communityName}
          timeZone={data.timeZone}
        />
      )}
    </div>
  );
}
