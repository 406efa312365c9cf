import { DownloadOutlined, EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Input, type InputRef, Tabs } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatNumber } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { useSession } from '../../../shared/session/use-session';
import { LoadMore } from '../../../shared/ui/load-more';
import { useGroups } from '../api/groups';
import { useTaskList, useTaskSearch } from '../api/tasks';
import { filtersOfTab, type ListState, readRequest, writeListParams } from '../list-params';
import { GroupCards } from './group-cards';
import { PrintSheet } from './print-sheet';
import { TaskFilters } from './task-filters';
import { TaskTable } from './task-table';
import { useListActions } from './use-list-actions';

/** The list view: group cards, the Current/Closed tabs, filters or a search, and the actions. */
export function ListView({ state }: { state: ListState }) {
  const { t } = useTranslation('issuetracking');
  const [params, setParams] = useSearchParams();
  const timeZone = useTimeZone();
  const communityName = useSession().communityInfo?.communityName ?? '';
  const groups = useGroups();
  const closed = state.tab === 'closed';
  const filters = filtersOfTab(state.tab, state.filters);
  const searching = state.q !== '';
  const list = useTaskList(closed, filters);
  const search = useTaskSearch(state.q, closed);
  const shown = searching ? search : list;
  const tasks = shown.data?.pages.flatMap((p) => p.items) ?? [];
  // Lists count on their first page only; that page's total stands for the pages after it.
  const total = shown.data?.pages[0]?.total ?? undefined;
  // The search counts up to a cap; past it the line says "more than" the number, and the
  // footer shows no "of" total it does not know.
  const pastCap = searching && search.data?.pages[0]?.moreThanTotal === true;
  const foundKey = pastCap ? 'search.foundMore' : 'search.found';
  const actions = useListActions(state.tab, filters);
  const searchBox = useRef<InputRef>(null);

  const go = (next: Partial<ListState>) =>
    setParams(writeListParams({ ...state, ...next }), { replace: true });

  // The menu's "search" and "read all" arrive as one-off requests in the address.
  const request = readRequest(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is the trigger; it acts once and is dropped.
  useEffect(() => {
    if (!request) return;
    if (request === 'focusSearch') searchBox.current?.focus();
    if (request === 'readAll') actions.confirmReadAll();
    setParams(writeListParams(state), { replace: true });
  }, [request]);

  return (
    <>
      <GroupCards groups={groups.data} loading={groups.isPending} error={groups.error} />
      <section className="cc-card it-list">
        <Tabs
          activeKey={state.tab}
          onChange={(tab) => go({ tab: tab as ListState['tab'] })}
          items={[
            { key: 'current', label: t('tabs.current') },
            { key: 'closed', label: t('tabs.closed') },
          ]}
        />
        <div className="it-toolbar">
          <Input.Search
            ref={searchBox}
            key={state.q}
            className="it-search"
            allowClear
            maxLength={100}
            defaultValue={state.q}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            onSearch={(q) => go({ q: q.trim() })}
            data-testid="task-search"
          />
          {!searching && (
            <TaskFilters
              tab={state.tab}
              groups={groups.data ?? []}
              filters={state.filters}
              onChange={(f) => go({ filters: f })}
            />
          )}
          <div className="it-actions">
            <Button icon={<EyeOutlined />} onClick={actions.confirmReadAll} data-testid="read-all">
              {t('actions.readAll')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              loading={actions.downloading}
              onClick={() => void actions.download()}
              data-testid="excel"
            >
              {t('actions.excel')}
            </Button>
            {!closed && (
              <Button
                icon={<PrinterOutlined />}
                loading={actions.printing}
                onClick={() => void actions.print()}
                data-testid="print"
              >
                {t('actions.print')}
              </Button>
            )}
          </div>
        </div>
        {searching && search.data && (
          <p className="it-found" data-testid="found-count" aria-live="polite">
            {t(foundKey, { n: formatNumber(total ?? 0), count: total ?? 0 })}{' '}
            <Button type="link" onClick={() => go({ q: '' })}>
              {t('search.clear')}
            </Button>
          </p>
        )}
        {shown.error ? (
          <Alert type="error" showIcon title={errorMessageOf(shown.error)} />
        ) : (
          <>
            <TaskTable
              tasks={tasks}
              loading={shown.isPending || shown.isPlaceholderData}
              closed={closed}
              emptyText={
                searching ? t('search.none') : closed ? t('list.emptyClosed') : t('list.emptyCurrent')
              }
            />
            <LoadMore
              query={shown}
              shownText={
                total === undefined || pastCap
                  ? t('list.shown', { shown: formatNumber(tasks.length) })
                  : t('list.shownOf', { shown: formatNumber(tasks.length), total: formatNumber(total) })
              }
              moreText={t('list.loadMore')}
            />
          </>
        )}
      </section>
      {actions.printed && (
        <PrintSheet
          tasks={actions.printed.tasks}
          groupOrder={(groups.data ?? []).map((g) => g.groupID)}
          communityName={communityName}
          timeZone={timeZone}
          printedAt={actions.printed.at}
        />
      )}
    </>
  );
}
