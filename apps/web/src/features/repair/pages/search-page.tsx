import { repairOfficeOps } from '@cc/contracts/repair-office-ops';
import { Alert, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { useSearch } from '../api/requests';
import { OfficeOnly } from '../components/office-only';
import { RequestTable } from '../components/request-table';
import '../repair.css';

/** /dashboard/repair/search?q=: requests by number, unit, name, phone or Thai text. */
export function SearchPage() {
  return (
    <OfficeOnly op={repairOfficeOps.search}>
      <SearchPageView />
    </OfficeOnly>
  );
}

function SearchPageView() {
  const { t } = useTranslation('repair');
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const found = useSearch(q);
  const requests = found.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div>
      <PageHeader title={t('menu.search')} />
      <Input.Search
        key={q}
        className="rp-search"
        allowClear
        enterButton
        defaultValue={q}
        maxLength={100}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        onSearch={(v) => setParams(v.trim() ? { q: v.trim() } : {}, { replace: true })}
      />
      {found.error ? (
        <Alert type="error" showIcon title={found.error.message} />
      ) : (
        <RequestTable
          requests={requests}
          loading={q.length > 0 && found.isPending}
          emptyText={q ? t('search.none') : t('search.hint')}
        />
      )}
      {requests.length > 0 && (
        <LoadMore
          query={found}
          shownText={t('list.shown', { count: requests.length })}
          moreText={t('list.more')}
        />
      )}
    </div>
  );
}
