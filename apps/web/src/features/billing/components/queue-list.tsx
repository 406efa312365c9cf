import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import type { ListedEvidence } from '../evidence-warnings';
import { baht } from '../money';
import { EvidenceWarningTags } from './evidence-warning-tags';

interface Props {
  items: ListedEvidence[];
  selected: number;
  onSelect: (index: number) => void;
}

/** The queue's rows: unit, amount, paid time and warnings; the chosen one is marked (j/k move it). */
export function QueueList({ items, selected, onSelect }: Props) {
  const { t } = useTranslation('billing');
  const zone = useTimeZone();
  const list = useRef<HTMLDivElement>(null);
  // Only a change of the chosen row brings it into view; a refetch leaves the scroll alone.
  useEffect(() => {
    list.current?.querySelector(`[data-index="${selected}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  return (
    <div
      ref={list}
      className="billing-queue__list"
      role="listbox"
      aria-label={t('evidence.listLabel')}
      data-testid="queue"
    >
      {items.map((e, i) => (
        <button
          type="button"
          role="option"
          key={e.evidenceID}
          aria-selected={i === selected}
          data-index={i}
          className="billing-queue__row"
          data-testid="queue-row"
          onClick={() => onSelect(i)}
        >
          <span className="billing-queue__row-head">
            <span>{e.unitNo}</span>
            <span>{baht(e.amountSatang)}</span>
          </span>
          <span className="billing-queue__row-time">
            {formatDateTime(e.paidAt, zone)}
            {e.source === 'OFFICE' ? ` · ${t(`method.${e.method}`)}` : ''}
          </span>
          <EvidenceWarningTags evidence={e} />
        </button>
      ))}
    </div>
  );
}
