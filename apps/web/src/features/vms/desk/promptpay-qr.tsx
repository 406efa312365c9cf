import { Alert, Skeleton } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useFeePromptPay } from './desk-api';
import { formatBaht } from './desk-format';

interface Props {
  visitID: string;
  slipLost: boolean;
  couponCodes: string[];
}

/**
 * The fee as a PromptPay QR the driver scans with a banking app: the API builds the payload for
 * the same fee as the preview (coupons and lost slip counted), so the amount on screen and in
 * the app agree.
 */
export function PromptPayQr({ visitID, slipLost, couponCodes }: Props) {
  const { t } = useTranslation('desk');
  const answer = useFeePromptPay(visitID, slipLost, couponCodes);
  const payload = answer.data?.payload ?? null;
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setImage(null);
    if (payload)
      void QRCode.toString(payload, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
        (svg) => live && setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      );
    return () => {
      live = false;
    };
  }, [payload]);
  if (answer.isPending) return <Skeleton.Image active className="vms-promptpay__qr" />;
  if (answer.error) return <Alert type="error" showIcon title={errorMessageOf(answer.error)} />;
  if (!payload) return null;
  return (
    <figure className="vms-promptpay" data-testid="promptpay-qr">
      {image ? (
        <img
          className="vms-promptpay__qr"
          src={image}
          alt={t('promptpay.alt', { amount: formatBaht(answer.data.amountSatang) })}
        />
      ) : (
        <Skeleton.Image active className="vms-promptpay__qr" />
      )}
      <figcaption>{t('promptpay.caption', { amount: formatBaht(answer.data.amountSatang) })}</figcaption>
    </figure>
  );
}
