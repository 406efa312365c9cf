import { EditOutlined, FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { FLOOR_MAX, FLOOR_MIN, type Unit } from '@cc/contracts/directory';
import { Alert, Button, Input, InputNumber, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UnitFilter, useUnitPages } from '../../../shared/residence/units-query';
import { usePermissions } from '../../../shared/session/use-permissions';
import { LoadMore } from '../../../shared/ui/load-more';
import { BuildingFilter } from '../components/building-filter';
import { BuildingsPanel } from '../components/buildings-panel';
import { ImportDialog } from '../components/import-dialog';
import { useUnitColumns } from '../components/unit-columns';
import { UnitDialog } from '../components/unit-dialog';
import { errorText } from '../directory-rules';
import '../directory.css';
import { PageHeader } from '../../../shared/ui/page-header';

const num = (v: number | null, digits = 2) =>
  v === null ? '–' : v.toLocaleString(undefined, { maximumFractionDigits: digits });

/** /dashboard/directory/room: the room registry with its buildings, search, filters, pages and import. */
export function RoomPage() {
  const { t } = useTranslation('directory');
  const canWrite = usePermissions().has('DIRECTORY:write');
  const [filter, setFilter] = useState<UnitFilter>({});
  const [editing, setEditing] = useState<Unit | null | 'new'>(null);
  const [importing, setImporting] = useState(false);
  const unitColumns = useUnitColumns<Unit>('start');
  const units = useUnitPages(filter);
  const rows = units.data?.pages.flatMap((p) => p.items) ?? [];
  const set = (patch: Partial<UnitFilter>) => setFilter((f) => ({ ...f, ...patch }));
  return (
    <div className="dir-page">
      <PageHeader
        title={t('room.title')}
        extra={
          canWrite && (
            <Space wrap>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing('new')}
                data-testid="add-unit"
              >
                {t('unit.add')}
              </Button>
              <Button
                icon={<FileExcelOutlined />}
                onClick={() => setImporting(true)}
                data-testid="import-units"
              >
                {t('import.open')}
              </Button>
            </Space>
          )
        }
      />
      <BuildingsPanel canWrite={canWrite} />
      <section className="cc-card" aria-label={t('room.listLabel')}>
        <div className="dir-filters">
          <Input.Search
            allowClear
            placeholder={t('room.search')}
            aria-label={t('room.search')}
            onSearch={(q) => set({ q: q.trim() || undefined })}
            data-testid="unit-search"
          />
          <BuildingFilter onChange={(buildingID) => set({ buildingID })} />
          <InputNumber
            placeholder={t('unit.floor')}
            aria-label={t('unit.floor')}
            precision={0}
            min={FLOOR_MIN}
            max={FLOOR_MAX}
            onChange={(floor) => set({ floor: floor ?? undefined })}
          />
          <Input
            allowClear
            placeholder={t('unit.type')}
            aria-label={t('unit.type')}
            onChange={(e) => set({ unitType: e.target.value.trim() || undefined })}
          />
        </div>
        {units.error && <Alert type="error" showIcon title={errorText(units.error)} />}
        <Table<Unit>
          rowKey="unitID"
          loading={units.isPending}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 760 }}
          locale={{ emptyText: filter.q || filter.buildingID ? t('room.noMatch') : t('room.empty') }}
          columns={[
            ...unitColumns,
            {
              title: t('unit.floor'),
              dataIndex: 'floor',
              align: 'end',
              render: (v: number | null) => num(v),
            },
            {
              title: t('unit.area'),
              dataIndex: 'areaSqm',
              align: 'end',
              render: (v: number | null) => num(v),
            },
            {
              title: t('unit.ratio'),
              dataIndex: 'ownershipRatio',
              align: 'end',
              render: (v: number | null) => num(v, 6),
            },
            { title: t('unit.type'), dataIndex: 'unitType', render: (v: string | null) => v ?? '–' },
            { title: t('unit.residents'), dataIndex: 'residentCount', align: 'end' },
            ...(canWrite
              ? [
                  {
                    title: t('common.actions'),
                    key: 'actions',
                    render: (_: unknown, u: Unit) => (
                      <Button
                        size="small"
                        icon={<EditOutlined />}
                        onClick={() => setEditing(u)}
                        aria-label={t('unit.editNamed', { unitNo: u.unitNo })}
                      >
                        {t('common.edit')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
        <LoadMore
          query={units}
          shownText={t('common.shown', { count: rows.length })}
          moreText={t('common.loadMore')}
        />
      </section>
      <UnitDialog
        key={editing === 'new' ? 'new' : (editing?.unitID ?? 'none')}
        open={editing !== null}
        unit={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
