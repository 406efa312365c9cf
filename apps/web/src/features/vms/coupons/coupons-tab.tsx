import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermissions } from '../../../shared/session/use-permissions';
import { BatchDrawer } from './batch-drawer';
import { BatchList } from './batch-list';
import { CouponSearch } from './coupon-search';
import { CouponSetting } from './coupon-setting';
import { OwnersPanel } from './owners-panel';
import './coupons.css';

const PARTS = ['batches', 'coupons', 'owners', 'setting'] as const;
type Part = (typeof PARTS)[number];

/**
 * The coupon view: batches by state (the office's: approve), a coupon search for the gate,
 * the owner units and the coupon settings. `?part=` names the open part, `?batchID=` the open
 * batch, so a link or a reload lands on the same screen.
 */
export function CouponsTab() {
  const { t } = useTranslation('coupons');
  const { has } = usePermissions();
  const [params, setParams] = useSearchParams();
  const office = has('VMS_NITI:approve');
  const parts = PARTS.filter((p) => office || p === 'coupons' || p === 'setting');
  const asked = params.get('part') as Part | null;
  const part: Part = asked && parts.includes(asked) ? asked : parts[0]!;
  const choose = (next: Part) =>
    setParams((p) => {
      const q = new URLSearchParams(p);
      q.set('part', next);
      q.delete('batchID');
      return q;
    });
  return (
    <div className="coupons" data-testid="coupons-tab">
      <Segmented<Part>
        value={part}
        onChange={choose}
        options={parts.map((p) => ({
          value: p,
          label: <span data-testid={`coupons-part-${p}`}>{t(`parts.${p}`)}</span>,
        }))}
        className="coupons__parts"
      />
      {part === 'batches' && <BatchList />}
      {part === 'coupons' && <CouponSearch canCancel={office} />}
      {part === 'owners' && <OwnersPanel />}
      {part === 'setting' && <CouponSetting canEdit={office} />}
      {office && <BatchDrawer />}
    </div>
  );
}
