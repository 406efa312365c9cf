import type { Dashboard } from '@cc/contracts/vms-admin-ops';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/i18n/format-time';

const baht = (satang: number) => `฿${formatNumber(satang / 100)}`;

/** The figure tiles of the gate now: inside, today, overstays, today's fees, batches to verify. */
export function Figures({ data }: { data: Dashboard | undefined }) {
  const { t } = useTranslation('inside');
  const tiles = [
    { key: 'insideNow', value: data && formatNumber(data.insideNow) },
    { key: 'todayEntries', value: data && formatNumber(data.todayEntries) },
    { key: 'overstays', value: data && formatNumber(data.overstays), alert: !!data?.overstays },
    { key: 'feesToday', value: data && baht(data.feesTodaySatang) },
    {
      key: 'batchesToVerify',
      value: data && formatNumber(data.batchesToVerify),
      alert: !!data?.batchesToVerify,
      to: '/dashboard/vms?tab=coupons',
    },
  ];
  return (
    <div className="vms-inside__figures" aria-live="polite">
      {tiles.map((tile) => {
        const body = (
          <>
            <span className="vms-inside__value" data-testid={`inside-${tile.key}`}>
              {tile.value ?? '–'}
            </span>
            <span className="vms-inside__label">{t(`figures.${tile.key}`)}</span>
          </>
        );
        const className = `vms-inside__figure${tile.alert ? ' vms-inside__figure--alert' : ''}`;
        return tile.to ? (
          <Link key={tile.key} to={tile.to} className={className}>
            {body}
          </Link>
        ) : (
          <div key={tile.key} className={className}>
            {body}
          </div>
        );
      })}
    </div>
  );
}
