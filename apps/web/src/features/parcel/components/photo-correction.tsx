import { CameraOutlined, DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_ACCEPT, photoProblem } from './photo-input';

/** What a correction does to the photo: keep it, remove it, or replace it with a new file. */
export type PhotoChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; file: File };

/**
 * The parcel's photo in the correction form: the current one (or the new one) previewed, with
 * replace, remove and undo. Nothing changes on the server until the correction is saved.
 */
export function PhotoCorrection({
  current,
  value,
  onChange,
}: {
  current: string | null;
  value: PhotoChange;
  onChange: (change: PhotoChange) => void;
}) {
  const { t } = useTranslation('parcel');
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const file = value.kind === 'replace' ? value.file : null;
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = value.kind === 'replace' ? preview : value.kind === 'keep' ? current : null;
  const status =
    value.kind === 'replace'
      ? t('correct.photoNew')
      : value.kind === 'remove'
        ? t('correct.photoRemoved')
        : current
          ? null
          : t('correct.noPhoto');

  return (
    <div className="parcel-photo" data-testid="photo-correction">
      <input
        ref={input}
        type="file"
        hidden
        accept={PHOTO_ACCEPT}
        capture="environment"
        data-testid="photo-correction-file"
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = '';
          if (!chosen) return;
          const problem = photoProblem(chosen);
          if (problem) return void message.error(t(problem));
          onChange({ kind: 'replace', file: chosen });
        }}
      />
      {shown && <img src={shown} alt={t('receive.photoPreview')} className="parcel-photo__preview" />}
      <div className="parcel-photo__actions">
        {status && <span className="parcel-muted">{status}</span>}
        <Button icon={<CameraOutlined />} onClick={() => input.current?.click()}>
          {current || file ? t('receive.changePhoto') : t('receive.choosePhoto')}
        </Button>
        {current && value.kind === 'keep' && (
          <Button danger icon={<DeleteOutlined />} onClick={() => onChange({ kind: 'remove' })}>
            {t('correct.removePhoto')}
          </Button>
        )}
        {value.kind !== 'keep' && (
          <Button type="link" icon={<UndoOutlined />} onClick={() => onChange({ kind: 'keep' })}>
            {current ? t('correct.keepPhoto') : t('correct.noNewPhoto')}
          </Button>
        )}
      </div>
    </div>
  );
}
