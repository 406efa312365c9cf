import { DownloadOutlined } from '@ant-design/icons';
import { suggestionOps } from '@cc/contracts/suggestion';
import { SUGGESTION_TAB_STATES } from '@cc/contracts/suggestion-records';
import { Alert, App, Button, Radio, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useCan } from '../../../shared/session/use-can';
import { useCommunityID } from '../../../shared/session/use-community';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { downloadExcel, type SuggestionFilter, useCounts, useSuggestionList } from '../api/suggestion';
import { useLiveSuggestion } from '../api/use-live-suggestion';
import { DetailDrawer } from '../components/detail-drawer';
import { SuggestionFilters } from '../components/suggestion-filters';
import { SuggestionTable } from '../components/suggestion-table';
import { readFilter, writeFilter } from '../list-params';
import '../suggestion.css';

/**
 * /dashboard/suggestion: the suggestions by state tab with counts, by category and community days,
 * a keyset page at a time; a row opens the drawer (photos, timeline, reply, the moves allowed).
 */
export function ListPage() {
  const { t } = useTranslation('suggestion');
  if (!useCan()(suggestionOps.list)) return <Result status="403" subTitle={t('access.readersOnly')} />;
  return <ListView />;
}

function ListView() {
  const { t } = useTranslation('suggestion');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const open = params.get('suggestionID') ?? undefined;
  const set = (change: Partial<SuggestionFilter>) =>
    setParams(writeFilter({ ...filter, ...change }), { replace: true });
  const show = (suggestionID?: string) => {
    const next = writeFilter(filter);
    if (suggestionID) next.set('suggestionID', suggestionID);
    setParams(next, { replace: true });
  };
  useLiveSuggestion();
  const list = useSuggestionList(filter);
  const counts = useCounts();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const excel = () => downloadExcel(communityID, filter).catch((e) => message.error(errorMessageOf(e)));
  return (
    <div>
      <PageHeader
        title={t('menu.list')}
        extra={
          can(suggestionOps.excel) && (
            <Button icon={<DownloadOutlined />} onClick={excel} data-testid="suggestion-excel">
              {t('list.excel')}
            </Button>
          )
        }
      />
      <Radio.Group
        className="sg-tabs"
        aria-label={t('columns.state')}
        optionType="button"
        buttonStyle="solid"
        value={filter.state}
        onChange={(e) => set({ state: e.target.value })}
        options={SUGGESTION_TAB_STATES.map((tab) => ({
          value: tab,
          label: (
            <span data-testid={`tab-${tab}`}>
              {t(`state.${tab}`)} <span className="sg-tabs__count">{counts.data?.[tab] ?? '–'}</span>
            </span>
          ),
        }))}
      />
      <SuggestionFilters filter={filter} onChange={set} />
      {list.error ? (
        <Alert type="error" showIcon title={list.error.message} />
      ) : (
        <SuggestionTable items={items} loading={list.isPending} onOpen={show} />
      )}
      {items.length > 0 && (
        <LoadMore
          query={list}
          shownText={t('list.shown', { count: items.length })}
          moreText={t('list.more')}
        />
      )}
      <DetailDrawer suggestionID={open} onClose={() => show(undefined)} />
    </div>
  );
}
