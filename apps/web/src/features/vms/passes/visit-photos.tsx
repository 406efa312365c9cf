import type { VisitPhotoKind } from '@cc/contracts/vms-pass-records';
import type { Visit } from '@cc/contracts/vms-records';
import { Image, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVisitPhoto } from './api/passes';
import './passes.css';

function Thumb({ visitID, kind, label }: { visitID: string; kind: VisitPhotoKind; label: string }) {
  const { t } = useTranslation('passes');
  const photo = useVisitPhoto(visitID, kind, true);
  if (photo.isPending) return <Skeleton.Image active className="vms-visit-photo" />;
  if (photo.isError)
    return (
      <Typography.Text type="danger" className="vms-visit-photo vms-visit-photo--error">
        {t('photos.error')}
      </Typography.Text>
    );
  return (
    <figure className="vms-visit-photo">
      <Image src={photo.data} alt={label} width={96} height={96} />
      <figcaption>{label}</figcaption>
    </figure>
  );
}

/**
 * A visit's face and plate photos as thumbnails (click to enlarge), each through a short-lived
 * signed link from `visitor/photo`: the files themselves are private.
 */
export function VisitPhotos({ visit }: { visit: Pick<Visit, 'visitID' | 'hasFacePhoto' | 'hasPlatePhoto'> }) {
  const { t } = useTranslation('passes');
  if (!visit.hasFacePhoto && !visit.hasPlatePhoto)
    return <Typography.Text type="secondary">{t('photos.none')}</Typography.Text>;
  return (
    <Space wrap data-testid="visit-photos">
      {visit.hasFacePhoto && <Thumb visitID={visit.visitID} kind="FACE" label={t('photos.face')} />}
      {visit.hasPlatePhoto && <Thumb visitID={visit.visitID} kind="PLATE" label={t('photos.plate')} />}
    </Space>
  );
}
