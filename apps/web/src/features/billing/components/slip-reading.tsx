import type { Evidence } from '@cc/contracts/billing';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { bankLabel } from '../bank-codes';

const INQUIRY_COLOURS = { MATCH: 'green', MISMATCH: 'red', UNKNOWN: 'default' } as const;

/** What the server read from the slip's QR: the sending bank, the transaction reference, the CRC,
 * and the bank's answer on the amount where one was asked. */
export function SlipReading({
  slip,
  inquiry,
}: {
  slip: NonNullable<Evidence['slip']>;
  /** The bank's own answer on the amount, when a slip inquiry service is configured. */
  inquiry: Evidence['slipInquiry'];
}) {
  const { t } = useTranslation('billing');
  const crc =
    slip.kind === 'SLIP' ? (
      <Tag color="green">{t('slip.crcOk')}</Tag>
    ) : slip.kind === 'BAD_CRC' ? (
      <Tag color="red">{t('slip.crcBad')}</Tag>
    ) : (
      '–'
    );
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      title={t('slip.title')}
      data-testid="slip-reading"
      items={[
        { key: 'kind', label: t('slip.kind'), children: t(`slip.kinds.${slip.kind}`) },
        {
          key: 'bank',
          label: t('slip.bank'),
          children: slip.sendingBank ? <bdi>{bankLabel(slip.sendingBank)}</bdi> : '–',
        },
        { key: 'ref', label: t('slip.transRef'), children: slip.transRef ?? '–' },
        { key: 'crc', label: t('slip.crc'), children: crc },
        ...(inquiry
          ? [
              {
                key: 'inquiry',
                label: t('slip.inquiry'),
                children: (
                  <Tag color={INQUIRY_COLOURS[inquiry]} data-testid="slip-inquiry">
                    {t(`slip.inquiries.${inquiry}`)}
                  </Tag>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
