import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/i18n/format-time';
import { useDashboard } from './inside-api';
import './inside.css';

/** The dashboard card: inside now, today, overstays, batches to verify, each opening its tab. */
export function SummaryCard() {
  const { t } = useTranslation('inside');
  const { data, error } = useDashboard();
  // A role without the gate (a resident, the committee) has no figures to show, not an error.
  if (error) return null;
  const figures = [
    { key: 'insideNow', value: data?.insideNow, to: '/dashboard/vms?tab=inside' },
    { key: 'todayEntries', value: data?.todayEntries, to: '/dashboard/vms?tab=log' },
    { key: 'overstays', value: data?.overstays, to: '/dashboard/vms?tab=inside', alert: !!data?.overstays },
    {
      key: 'batchesToVerify',
      value: data?.batchesToVerify,
      to: '/dashboard/vms?tab=coupons',
      alert: !!data?.batchesToVerify,
    },
  ];
  return (
    <div className="vms-card" data-testid="vms-card" aria-live="polite">
      {figures.map((f) => (
        <Link
          key={f.key}
          to={f.to}
          className={`vms-card__figure${f.alert ? ' vms-card__figure--alert' : ''}`}
          data-testid={`vms-card-${f.key}`}
        >
          <span className="vms-card__value">{f.value === undefined ? '–' : formatNumber(f.value)}</span>
          <span className="vms-card__label">{t(`figures.${f.key}`)}</span>
        </Link>
      ))}
    </div>
  );
}
