import type { AlertView } from '@cc/contracts/sos';
import { useTranslation } from 'react-i18next';

/** The phone's position on OpenStreetMap, marked, close enough to see which building. */
export const mapLink = ({ latitude, longitude }: NonNullable<AlertView['position']>) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;

/** "Map" opening where the alert was raised, when the phone shared its position. */
export function SosMapLink({ position }: { position: AlertView['position'] }) {
  const { t } = useTranslation('incident');
  if (!position) return null;
  return (
    <a href={mapLink(position)} target="_blank" rel="noreferrer" data-testid="sos-map">
      {t('sos.map')}
    </a>
  );
}
