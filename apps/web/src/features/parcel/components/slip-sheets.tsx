import type { SlipField } from '@cc/contracts/parcel';
import type { slipSchema } from '@cc/contracts/parcel-desk-ops';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { QrImage } from '../../../shared/ui/qr-image';

export type Slip = z.infer<typeof slipSchema>;

interface Props {
  slips: Slip[];
  perPage: number;
  fields: readonly SlipField[];
  communityName: string;
  timeZone: string;
}

/** Cuts the slips into A4 pages of 4, 6 or 8 (two columns), as the community's setting says. */
export function SlipSheets({ slips, perPage, fields, communityName, timeZone }: Props) {
  const pages: Slip[][] = [];
  for (let i = 0; i < slips.length; i += perPage) pages.push(slips.slice(i, i + perPage));
  return (
    <div className="parcel-print-area" data-testid="slip-sheets">
      {pages.map((page) => (
        <div key={page[0]!.parcelID} className={`parcel-sheet parcel-sheet--${perPage}`}>
          {page.map((s) => (
            <SlipCard
              key={s.parcelID}
              slip={s}
              fields={fields}
              communityName={communityName}
              timeZone={timeZone}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

function SlipCard({
  slip: s,
  fields,
  communityName,
  timeZone,
}: {
  slip: Slip;
  fields: readonly SlipField[];
  communityName: string;
  timeZone: string;
}) {
  const { t } = useTranslation('parcel');
  const show = (f: SlipField) => fields.includes(f);
  const rows: [SlipField, string][] = [
    ['unit', s.buildingName ? `${s.unitNo} (${s.buildingName})` : s.unitNo],
    ['recipient', s.recipientName],
    ['receivedAt', formatDateTime(s.receivedAt, timeZone)],
    ['type', t(`types.${s.type}`)],
    ['carrier', s.carrier],
    ['trackingNo', s.trackingNo],
    ['note', s.note ?? ''],
  ];
  return (
    <article className="parcel-slip" data-testid="slip">
      <header className="parcel-slip__head">
        <span className="parcel-slip__title">{t('print.slipTitle')}</span>
        <span className="parcel-slip__community">{communityName}</span>
      </header>
      <div className="parcel-slip__body">
        <dl className="parcel-slip__fields">
          {show('no') && (
            <div className="parcel-slip__no">
              <dt>{t('fields.no')}</dt>
              <dd>{s.no}</dd>
            </div>
          )}
          {rows
            .filter(([f, v]) => show(f) && v)
            .map(([f, v]) => (
              <div key={f}>
                <dt>{t(`slipFields.${f}`)}</dt>
                <dd>{v}</dd>
              </div>
            ))}
        </dl>
        {show('code') && (
          <QrImage
            text={s.code}
            size={88}
            label={t('print.qrLabel', { no: s.no })}
            className="parcel-slip__qr"
          />
        )}
      </div>
      <footer className="parcel-slip__foot">{t('print.slipFoot')}</footer>
    </article>
  );
}
