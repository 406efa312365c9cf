import type { IncidentDetail } from '@cc/contracts/incident';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { IncidentPhoto } from './incident-photo';
import './incident-print.css';

/** An A4 sheet of one incident: facts, photos, timeline and a signature line; the browser prints it. */
export function IncidentPrint({
  incident,
  open,
  onClose,
}: {
  incident: IncidentDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('incident');
  const timeZone = useTimeZone();
  const rows: [string, string][] = [
    [t('columns.occurredAt'), formatDateTime(incident.occurredAt, timeZone)],
    [t('columns.category'), t(`category.${incident.category}`)],
    [t('columns.severity'), t(`severity.${incident.severity}`)],
    [t('columns.place'), incident.place],
    [t('columns.status'), t(`status.${incident.status}`)],
    [t('columns.reportedBy'), incident.reportedBy.name],
  ];
  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={860}
      footer={
        <Button type="primary" onClick={() => window.print()}>
          {t('drawer.print')}
        </Button>
      }
    >
      <article className="incident-print" data-testid="incident-print">
        <h1>
          {t('print.title')} #{incident.no}
        </h1>
        <table>
          <tbody>
            {rows.map(([k, v]) => (
              <tr key={k}>
                <th>{k}</th>
                <td>{v}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h2>{t('drawer.description')}</h2>
        <p>{incident.description}</p>
        {incident.photos.length > 0 && (
          <div className="incident-print__photos">
            {incident.photos.map((p) => (
              <IncidentPhoto key={p.photoID} incidentID={incident.incidentID} photoID={p.photoID} />
            ))}
          </div>
        )}
        <h2>{t('drawer.timeline')}</h2>
        <ol>
          {incident.timeline.map((e) => (
            <li key={`${e.at}|${e.action}|${e.toStatus}|${e.text}`}>
              {formatDateTime(e.at, timeZone)} · {t(`event.${e.action}`)}
              {e.toStatus && e.action === 'STATUS' ? `: ${t(`status.${e.toStatus}`)}` : ''} ·{' '}
              {e.by?.name ?? ''}
              {e.text && e.action !== 'PHOTOS' ? ` · ${e.text}` : ''}
            </li>
          ))}
        </ol>
        <p className="incident-print__sign">{t('print.signature')} ____________________</p>
        <p className="cc-muted">
          {t('print.printed', { at: formatDateTime(new Date().toISOString(), timeZone) })}
        </p>
      </article>
    </Modal>
  );
}
