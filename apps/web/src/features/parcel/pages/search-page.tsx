import { PARCEL_STATUSES, type ParcelStatus } from '@cc/contracts/parcel';
import { Alert, Empty, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { MIN_SEARCH, useParcelSearch } from '../api/search';
import { pagingTexts } from '../components/paging-texts';
import { ParcelTable } from '../components/parcel-table';
import { RowActions } from '../components/row-actions';
import { useParcelActions } from '../components/use-parcel-actions';
import { errorText } from '../parcel-labels';
import { useDebounced } from '../use-debounced';
import '../parcel.css';

/** parcelsearch: every parcel in any state and any date, by tracking, number, unit, name or phone. */
export function SearchPage() {
  const { t } = useTranslation('parcel');
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const status = (params.get('status') as ParcelStatus | null) ?? undefined;
  const q = useDebounced(text.trim());
  const search = useParcelSearch(q, status);
  const actions = useParcelActions();
  const items = search.data?.pages.flatMap((p) => p.items) ?? [];
  const set = (k: string, v?: string) => {
    const p = new URLSearchParams(params);
    if (v) p.set(k, v);
    else p.delete(k);
    setParams(p, { replace: true });
  };
  const short = q.length < MIN_SEARCH;
  return (
    <section className="cc-card">
      <PageHeader title={t('menu.search')} />
      <search className="parcel-filters">
        <Input.Search
          autoFocus
          allowClear
          value={text}
          onChange={(e) => set('q', e.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          style={{ maxWidth: 420 }}
          data-testid="search-input"
        />
        <Select
          aria-label={t('filters.status')}
          placeholder={t('filters.status')}
          allowClear
          value={status}
          options={PARCEL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(s?: string) => set('status', s)}
          style={{ minWidth: 150 }}
        />
      </search>
      {search.error && <Alert type="error" showIcon title={errorText(t, search.error)} />}
      {short ? (
        <Empty description={t('search.typeMore', { min: MIN_SEARCH })} />
      ) : (
        <>
          <ParcelTable
            testId="search-table"
            items={items}
            loading={search.isPending}
            actions={(p) => <RowActions parcel={p} onAction={actions.open} />}
            empty={<Empty description={t('search.none', { q })} />}
          />
          {items.length > 0 && <LoadMore query={search} {...pagingTexts(t, items.length)} />}
        </>
      )}
      {actions.dialogs}
    </section>
  );
}
