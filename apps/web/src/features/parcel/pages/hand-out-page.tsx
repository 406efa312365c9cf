import { ScanOutlined } from '@ant-design/icons';
import type { Parcel } from '@cc/contracts/parcel';
import { Alert, App, Button, Empty, Form, Input, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommunityID } from '../../../shared/session/use-community';
import { PageHeader } from '../../../shared/ui/page-header';
import { useParcelList } from '../api/desk-list';
import { scanParcels } from '../api/search';
import { ParcelTable } from '../components/parcel-table';
import { UnitPicker } from '../components/unit-picker';
import { useParcelActions } from '../components/use-parcel-actions';
import { errorText } from '../parcel-labels';
import '../parcel.css';

/**
 * parcelexport: hand out. Scan a slip's QR code or a tracking number (or pick the unit), tick
 * the unit's parcels the person takes, say who collected them, confirm.
 */
export function HandOutPage() {
  const { t } = useTranslation('parcel');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const [unitID, setUnitID] = useState<string>();
  const [selected, setSelected] = useState<string[]>([]);
  const [scan, setScan] = useState('');
  const [scanning, setScanning] = useState(false);
  const scanRef = useRef<InputRef>(null);
  const list = useParcelList('waiting', { unitID });
  const items = unitID ? (list.data?.pages.flatMap((p) => p.items) ?? []) : [];
  const chosen = items.filter((p) => selected.includes(p.parcelID));
  const actions = useParcelActions(() => {
    setSelected([]);
    scanRef.current?.focus();
  });

  const onScan = async () => {
    const q = scan.trim();
    if (q.length < 2) return;
    setScanning(true);
    try {
      const waiting = (await scanParcels(communityID, q)).filter((p: Parcel) => p.status === 'WAITING');
      const units = new Set(waiting.map((p) => p.unitID));
      if (!waiting.length) void message.warning(t('handOut.notFound', { q }));
      else if (units.size > 1) void message.info(t('handOut.manyUnits', { q }));
      else {
        const unit = waiting[0]!.unitID;
        setSelected((s) => [...new Set([...(unit === unitID ? s : []), ...waiting.map((p) => p.parcelID)])]);
        setUnitID(unit);
      }
      setScan('');
    } catch (e) {
      void message.error(errorText(t, e));
    } finally {
      setScanning(false);
      scanRef.current?.focus();
    }
  };

  return (
    <section className="cc-card">
      <PageHeader title={t('menu.handOut')} />
      <Form layout="vertical" className="parcel-handout__find" onFinish={() => void onScan()}>
        <Form.Item label={t('handOut.scan')} extra={t('handOut.scanHelp')} htmlFor="parcel-scan">
          <Input
            id="parcel-scan"
            ref={scanRef}
            autoFocus
            autoComplete="off"
            prefix={<ScanOutlined aria-hidden />}
            value={scan}
            onChange={(e) => setScan(e.target.value)}
            onPressEnter={(e) => {
              e.preventDefault();
              void onScan();
            }}
            suffix={scanning ? '…' : undefined}
            data-testid="scan-input"
          />
        </Form.Item>
        <Form.Item label={t('handOut.orUnit')}>
          <UnitPicker
            label={t('handOut.orUnit')}
            value={unitID}
            onChange={(id) => {
              setUnitID(id);
              setSelected([]);
            }}
          />
        </Form.Item>
      </Form>
      {list.error && <Alert type="error" showIcon title={errorText(t, list.error)} />}
      {unitID && (
        <>
          <ParcelTable
            testId="hand-out-table"
            items={items}
            loading={list.isPending}
            selected={selected}
            onSelect={(keys) => setSelected(keys)}
            empty={<Empty description={t('handOut.nothingWaiting')} />}
          />
          <div className="parcel-bulk">
            <span>{t('list.selected', { count: chosen.length })}</span>
            <Button
              type="primary"
              disabled={!chosen.length}
              onClick={() => actions.open('handOut', chosen)}
              data-testid="hand-out-selected"
            >
              {t('handOut.confirm', { count: chosen.length })}
            </Button>
          </div>
        </>
      )}
      {!unitID && <Empty description={t('handOut.start')} />}
      {actions.dialogs}
    </section>
  );
}
