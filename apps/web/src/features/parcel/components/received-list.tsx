import type { Parcel } from '@cc/contracts/parcel';
import { useTranslation } from 'react-i18next';

export interface ReceivedItem {
  parcel: Parcel;
  at: number;
}

/** This session's receipts, newest first: the running number to write on the box. */
export function ReceivedList({ items }: { items: ReceivedItem[] }) {
  const { t } = useTranslation('parcel');
  if (!items.length) return null;
  return (
    <section className="cc-card parcel-received" aria-live="polite">
      <h2 className="section-title">{t('receive.justReceived')}</h2>
      <ol className="parcel-received__list" data-testid="received-list">
        {items.map(({ parcel: p }) => (
          <li key={p.parcelID}>
            <span className="parcel-received__no">{t('fields.noValue', { no: p.no })}</span>
            <span>{p.unitNo}</span>
            <span>{p.recipientName}</span>
            <span className="parcel-muted">{p.trackingNo}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
