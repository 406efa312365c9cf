import type { Visit } from '@cc/contracts/vms-records';
import { Alert, Button, Empty, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { LoadMore } from '../../../shared/ui/load-more';
import { useVisitPages, useVisitSearch } from './desk-api';
import { formatBaht, plateOf } from './desk-format';
import { LogFilters } from './log-filters';
import { useLogParams } from './log-params';
import { VisitDrawer } from './visit-drawer';
import './desk.css';

/**
 * The visitor log: visits by community day, unit, type and state, newest first, in keyset pages;
 * or, with a search, the visits matching a plate, name, phone, slip code or badge. A row opens the
 * visit's drawer (`?visitID=`); overstays stand out.
 */
export function LogTab() {
  const { t } = useTranslation('desk');
  const timeZone = useTimeZone();
  const params = useLogParams();
  const searching = params.q.length > 0;
  const pages = useVisitPages(params.filter, !searching);
  const search = useVisitSearch(params.q);
  const query = searching ? search : pages;
  const rows: Visit[] = searching ? (search.data ?? []) : (pages.data?.pages.flatMap((p) => p.items) ?? []);

  const columns: TableColumnsType<Visit> = [
    {
      key: 'code',
      title: t('fields.slipCode'),
      render: (_, v) => <span className="vms-code">{v.slipCode}</span>,
      responsive: ['sm'],
    },
    {
      key: 'name',
      title: t('fields.name'),
      render: (_, v) => (
        <div className="vms-log__who">
          <Button type="link" className="vms-log__open" onClick={() => params.openVisit(v.visitID)}>
            {v.name}
          </Button>
          <span className="cc-muted">
            {t(`visitorTypes.${v.visitorType}`)}
            {plateOf(v) ? ` · ${plateOf(v)}` : ''}
          </span>
        </div>
      ),
    },
    {
      key: 'unit',
      title: t('fields.unit'),
      render: (_, v) => <span className="vms-log__unit">{v.unitNo}</span>,
    },
    {
      key: 'in',
      title: t('fields.checkedInAt'),
      render: (_, v) => formatDateTime(v.checkedInAt, timeZone),
      responsive: ['md'],
    },
    {
      key: 'state',
      title: t('fields.state'),
      render: (_, v) =>
        v.checkedOutAt ? (
          <span className="cc-muted">{formatDateTime(v.checkedOutAt, timeZone)}</span>
        ) : (
          <Tag color={v.overstayed ? 'red' : 'green'}>
            {v.overstayed ? t('overstay') : t('states.INSIDE')}
          </Tag>
        ),
    },
    { key: 'stamps', title: t('fields.stamps'), dataIndex: 'stamps', responsive: ['lg'] },
    {
      key: 'fee',
      title: t('fields.fee'),
      render: (_, v) => (v.feeSatang === null ? '' : formatBaht(v.feeSatang)),
      responsive: ['lg'],
    },
  ];

  return (
    <div className="vms-log">
      <LogFilters params={params} />
      {searching && (
        <p className="cc-muted" data-testid="search-note">
          {t('log.searchNote', { q: params.q })}
        </p>
      )}
      {query.error ? (
        <Alert type="error" showIcon title={errorMessageOf(query.error)} />
      ) : (
        <div data-testid="visit-log">
          <Table<Visit>
            rowKey="visitID"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={query.isPending}
            pagination={false}
            rowClassName={(v) => (v.overstayed && !v.checkedOutAt ? 'vms-row--overstay' : '')}
            onRow={(v) => ({ onClick: () => params.openVisit(v.visitID), className: 'vms-log__row' })}
            locale={{ emptyText: <Empty description={searching ? t('log.noMatch') : t('log.empty')} /> }}
          />
        </div>
      )}
      {!searching && !pages.error && (
        <LoadMore query={pages} shownText={t('log.shown', { count: rows.length })} moreText={t('log.more')} />
      )}
      <VisitDrawer visitID={params.visitID} onClose={() => params.openVisit(null)} />
    </div>
  );
}
