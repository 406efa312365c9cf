import { DownloadOutlined } from '@ant-design/icons';
import { UNIT_ROLES, type UnitRole } from '@cc/contracts/directory';
import type { Resident } from '@cc/contracts/directory-members';
import { Alert, App, Button, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { useCommunityID } from '../../../shared/session/use-community';
import { LoadMore } from '../../../shared/ui/load-more';
import { exportResidents, type ResidentFilter, useResidents } from '../api/residents';
import { BuildingFilter } from '../components/building-filter';
import { useUnitColumns } from '../components/unit-columns';
import { errorText } from '../directory-rules';
import '../directory.css';
import { PageHeader } from '../../../shared/ui/page-header';

/** /dashboard/directory/residentlist: one row per person and unit; search, filters, pages, export. */
export function ResidentListPage() {
  const { t } = useTranslation('directory');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const [filter, setFilter] = useState<ResidentFilter>({});
  const unitColumns = useUnitColumns<Resident>();
  const list = useResidents(filter);
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const set = (patch: Partial<ResidentFilter>) => setFilter((f) => ({ ...f, ...patch }));
  return (
    <div className="dir-page">
      <PageHeader
        title={t('menu.residentList')}
        extra={
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              exportResidents(communityID, filter).catch((e) => void message.error(errorText(e)))
            }
          >
            {t('common.export')}
          </Button>
        }
      />
      <section className="cc-card">
        <div className="dir-filters dir-filters--three">
          <Input.Search
            allowClear
            placeholder={t('people.search')}
            aria-label={t('people.search')}
            onSearch={(q) => set({ q: q.trim() || undefined })}
          />
          <BuildingFilter onChange={(buildingID) => set({ buildingID })} />
          <Select
            allowClear
            placeholder={t('people.allUnitRoles')}
            aria-label={t('people.unitRole')}
            options={UNIT_ROLES.map((r) => ({ value: r, label: t(`unitRoles.${r}`) }))}
            onChange={(unitRole?: UnitRole) => set({ unitRole })}
          />
        </div>
        {list.error && <Alert type="error" showIcon title={errorText(list.error)} />}
        <Table<Resident>
          rowKey={(r) => `${r.userID}:${r.unitID}`}
          loading={list.isPending}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 760 }}
          locale={{ emptyText: filter.q ? t('people.noMatch') : t('people.emptyResidents') }}
          columns={[
            ...unitColumns,
            {
              title: t('people.name'),
              key: 'name',
              render: (_, r) => (
                <span>
                  {r.firstname} {r.lastname}
                  <div className="dir-muted">{r.userID}</div>
                </span>
              ),
            },
            { title: t('people.mobile'), dataIndex: 'mobile', render: (v: string | null) => v ?? '–' },
            {
              title: t('people.unitRole'),
              dataIndex: 'unitRole',
              render: (r: UnitRole) => t(`unitRoles.${r}`),
            },
            { title: t('people.since'), dataIndex: 'since', render: (v: string) => formatDate(v) },
          ]}
        />
        <LoadMore
          query={list}
          shownText={t('common.shown', { count: rows.length })}
          moreText={t('common.loadMore')}
        />
      </section>
    </div>
  );
}
