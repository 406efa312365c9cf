import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { repairOfficeOps } from '@cc/contracts/repair-office-ops';
import { Alert, App, Button, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useCan } from '../../../shared/session/use-can';
import { useCommunityID } from '../../../shared/session/use-community';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { downloadExcel, useCounts, useRequestList } from '../api/requests';
import { useLiveRequests } from '../api/use-live-requests';
import { OfficeOnly } from '../components/office-only';
import { RequestFilters } from '../components/request-filters';
import { RequestTable } from '../components/request-table';
import {
  LIST_TABS,
  type ListTab,
  type RequestFilter,
  readRequestFilter,
  writeRequestFilter,
} from '../list-params';
import '../repair.css';

/**
 * /dashboard/repair: requests by state tab with counts, filtered by the address, coloured by SLA,
 * a keyset page at a time; residents' new requests appear as they come (useLiveRequests).
 */
export function ListPage() {
  return (
    <OfficeOnly op={repairOfficeOps.list}>
      <ListPageView />
    </OfficeOnly>
  );
}

const OPEN = [
  'NEW',
  'ACCEPTED',
  'QUOTED',
  'APPROVED',
  'SCHEDULED',
  'IN_PROGRESS',
  'CLOSE_REQUESTED',
] as const;

function ListPageView() {
  const { t } = useTranslation('repair');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const filter = readRequestFilter(params);
  const set = (change: Partial<RequestFilter>) =>
    setParams(writeRequestFilter({ ...filter, ...change }), { replace: true });
  useLiveRequests();
  const list = useRequestList(filter);
  const counts = useCounts();
  const requests = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total;
  const count = (tab: ListTab) =>
    counts.data
      ? tab === 'OPEN'
        ? OPEN.reduce((n, s) => n + counts.data[s], 0)
        : counts.data[tab]
      : undefined;
  const excel = () => downloadExcel(communityID, filter).catch((e) => message.error(errorMessageOf(e)));
  return (
    <div>
      <PageHeader
        title={t('menu.list')}
        extra={
          <>
            {can(repairOfficeOps.create) && (
              <Link to="/dashboard/repair/createnew">
                <Button type="primary" icon={<PlusOutlined />}>
                  {t('menu.create')}
                </Button>
              </Link>
            )}
            {can(repairOfficeOps.excel) && (
              <Button icon={<DownloadOutlined />} onClick={excel}>
                {t('list.excel')}
              </Button>
            )}
          </>
        }
      />
      {/* Fourteen states do not fit one row of tabs: they wrap, as a group of choices. */}
      <Radio.Group
        className="rp-tabs"
        aria-label={t('columns.state')}
        optionType="button"
        buttonStyle="solid"
        value={filter.state}
        onChange={(e) => set({ state: e.target.value as ListTab })}
        options={LIST_TABS.map((tab) => ({
          value: tab,
          label: (
            <span data-testid={`tab-${tab}`}>
              {t(`tabs.${tab}`)} <span className="rp-tabs__count">{count(tab) ?? '–'}</span>
            </span>
          ),
        }))}
      />
      <RequestFilters filter={filter} onChange={set} />
      {list.error ? (
        <Alert type="error" showIcon title={list.error.message} />
      ) : (
        <RequestTable requests={requests} loading={list.isPending} emptyText={t('list.empty')} />
      )}
      {requests.length > 0 && (
        <LoadMore
          query={list}
          shownText={
            total == null
              ? t('list.shown', { count: requests.length })
              : t('list.shownOf', { count: requests.length, total })
          }
          moreText={t('list.more')}
        />
      )}
    </div>
  );
}
