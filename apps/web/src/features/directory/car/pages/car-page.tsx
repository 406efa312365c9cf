import { DownloadOutlined, PlusOutlined, PrinterOutlined, SettingOutlined } from '@ant-design/icons';
import { CAR_STATES, type CarState } from '@cc/contracts/car-directory';
import { Alert, App, Badge, Button, Input, Space, Tabs } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCommunityID } from '../../../../shared/session/use-community';
import { LoadMore } from '../../../../shared/ui/load-more';
import { PageHeader } from '../../../../shared/ui/page-header';
import { errorText } from '../../directory-rules';
import { exportCars, useCarCounts, useCars } from '../api/cars';
import { CarDetailDrawer } from '../components/car-detail-drawer';
import { CarLookup } from '../components/car-lookup';
import { CarTable } from '../components/car-table';
import { PolicyDrawer } from '../components/policy-drawer';
import { SheetUpload } from '../components/sheet-upload';
import { WalkInDialog } from '../components/walk-in-dialog';
import '../../directory.css';
import './car.css';

/** /dashboard/directory/car: requests and cars by state, the policy drawer, stickers to print, the lookup. */
export function CarPage() {
  const { t } = useTranslation('directory');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const navigate = useNavigate();
  const [status, setStatus] = useState<CarState>('WAITING');
  const [q, setQ] = useState<string | undefined>();
  const [selected, setSelected] = useState<Key[]>([]);
  const [policyOpen, setPolicyOpen] = useState(false);
  const [walkInOpen, setWalkInOpen] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);
  const counts = useCarCounts();
  const list = useCars({ status, q });
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="dir-page">
      <PageHeader
        title={t('car.title')}
        extra={
          <Space wrap>
            <Button icon={<PlusOutlined />} type="primary" onClick={() => setWalkInOpen(true)}>
              {t('car.walkIn')}
            </Button>
            <Button icon={<SettingOutlined />} onClick={() => setPolicyOpen(true)}>
              {t('car.policy.title')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => exportCars(communityID).catch((e) => void message.error(errorText(e)))}
            >
              {t('common.export')}
            </Button>
          </Space>
        }
      />
      <CarLookup />
      <section className="cc-card">
        <Tabs
          activeKey={status}
          onChange={(k) => {
            setStatus(k as CarState);
            setSelected([]);
          }}
          items={CAR_STATES.map((s) => ({
            key: s,
            label: (
              <span>
                {t(`car.states.${s}`)}{' '}
                <Badge count={counts.data?.[s] ?? 0} showZero overflowCount={9999} color="#595959" />
              </span>
            ),
          }))}
        />
        <div className="car-toolbar">
          <Input.Search
            allowClear
            placeholder={t('car.search')}
            aria-label={t('car.search')}
            onSearch={(v) => setQ(v.trim() || undefined)}
          />
          {status === 'APPROVED' && (
            <Button
              icon={<PrinterOutlined />}
              disabled={selected.length === 0}
              onClick={() => navigate(`/dashboard/directory/car/print?ids=${selected.join(',')}`)}
            >
              {t('car.printSelected', { count: selected.length })}
            </Button>
          )}
          <SheetUpload />
        </div>
        {list.error && <Alert type="error" showIcon title={errorText(list.error)} />}
        <CarTable
          status={status}
          rows={rows}
          loading={list.isPending}
          searching={Boolean(q)}
          selected={selected}
          onSelect={setSelected}
          onOpen={setOpened}
        />
        <LoadMore
          query={list}
          shownText={t('common.shown', { count: rows.length })}
          moreText={t('common.loadMore')}
        />
      </section>
      <PolicyDrawer open={policyOpen} onClose={() => setPolicyOpen(false)} />
      {walkInOpen && <WalkInDialog open onClose={() => setWalkInOpen(false)} />}
      {opened && <CarDetailDrawer carID={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}
