import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type EvidenceWarning, evidenceWarnings, type ListedEvidence } from '../evidence-warnings';
import { baht, inSentence } from '../money';

/** A warning's text: amounts as the office writes them. */
function useWarningText() {
  const { t } = useTranslation('billing');
  return (w: EvidenceWarning) =>
    w.key === 'amountMismatch'
      ? t('flag.amountMismatch', {
          owed: inSentence(baht(Number(w.values!.owed))),
          paid: inSentence(baht(Number(w.values!.paid))),
        })
      : t(`flag.${w.key}`, w.values ?? {});
}

/** What a verifier must look at on a payment, as red and orange tags (none: nothing shown). */
export function EvidenceWarningTags({ evidence }: { evidence: ListedEvidence }) {
  const text = useWarningText();
  const warnings = evidenceWarnings(evidence);
  if (warnings.length === 0) return null;
  return (
    <span className="billing-tags billing-tags--wrap" data-testid="evidence-warnings">
      {warnings.map((w) => (
        <Tag key={w.key} color={w.key === 'amountMismatch' ? 'orange' : 'red'}>
          {text(w)}
        </Tag>
      ))}
    </span>
  );
}
