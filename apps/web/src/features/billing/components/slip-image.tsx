import type { Evidence } from '@cc/contracts/billing';
import { Alert, Image, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSlipLink } from '../api/evidence';

/**
 * The slip photo through its short-lived signed link (slips are never public); a counter payment
 * has none and says how it was paid instead.
 */
export function SlipImage({ evidence }: { evidence: Evidence }) {
  const { t } = useTranslation('billing');
  const link = useSlipLink(evidence.source === 'RESIDENT' ? evidence.evidenceID : undefined);
  if (evidence.source === 'OFFICE')
    return (
      <Alert
        type="info"
        showIcon
        title={t('evidence.counterPaid', { method: t(`method.${evidence.method}`) })}
      />
    );
  if (link.error) return <Alert type="error" showIcon title={link.error.message} />;
  if (link.isPending) return <Skeleton.Image active />;
  if (!link.data) return <Alert type="warning" showIcon title={t('evidence.noImage')} />;
  return (
    <Image
      src={link.data}
      alt={t('evidence.slipAlt', { unitNo: evidence.unitNo })}
      className="billing-slip"
      data-testid="slip-image"
    />
  );
}
