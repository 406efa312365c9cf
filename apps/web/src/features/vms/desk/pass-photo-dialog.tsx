import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoInput } from './photo-input';

interface Props {
  open: boolean;
  pending: boolean;
  onCheckIn: (facePhoto: File) => void;
  onClose: () => void;
}

/**
 * The office requires a face photo of everyone let in, guests with a pass too: the pass just
 * scanned waits here for the guest's photo, then checks in with it.
 */
export function PassPhotoDialog({ open, pending, onCheckIn, onClose }: Props) {
  const { t } = useTranslation('desk');
  const [face, setFace] = useState<File | undefined>();
  return (
    <Modal
      open={open}
      title={t('pass.photoTitle')}
      okText={t('pass.photoCheckIn')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ disabled: !face, loading: pending, 'data-testid': 'pass-photo-ok' }}
      onOk={() => face && onCheckIn(face)}
      onCancel={onClose}
      afterClose={() => setFace(undefined)}
      destroyOnHidden
    >
      <p>{t('pass.photoHelp')}</p>
      <PhotoInput label={t('photos.face')} value={face} onChange={setFace} testID="pass-face-photo" />
    </Modal>
  );
}
