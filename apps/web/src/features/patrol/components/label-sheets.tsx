import type { PatrolLabel } from '@cc/contracts/patrol';
import { useTranslation } from 'react-i18next';
import { QrImage } from '../../../shared/ui/qr-image';

/** A4 sheets of six labels each: the QR (CP:<code>), the checkpoint's name and place. */
export function LabelSheets({ labels, perSheet }: { labels: PatrolLabel[]; perSheet: number }) {
  const { t } = useTranslation('patrol');
  const sheets: PatrolLabel[][] = [];
  for (let i = 0; i < labels.length; i += perSheet) sheets.push(labels.slice(i, i + perSheet));
  return (
    <div className="patrol-print-area" data-testid="label-sheets">
      {sheets.map((sheet) => (
        <section key={sheet[0]!.checkpointID} className="patrol-sheet">
          {sheet.map((l) => (
            <div key={l.checkpointID} className="patrol-label" data-testid="patrol-label">
              <QrImage text={l.qrText} size={180} label={l.name} />
              <strong className="patrol-label__name">{l.name}</strong>
              <span className="patrol-label__place">{l.place}</span>
              <span className="patrol-label__hint">{t('labels.hint')}</span>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
