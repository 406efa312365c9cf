import { CameraOutlined } from '@ant-design/icons';
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '@cc/contracts/uploads';
import { App, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const PHOTO_ACCEPT = PICTURE_TYPES.join(',');

/** What is wrong with a chosen file as a parcel photo (the validation message's key), or null. */
export const photoProblem = (file: File) =>
  !PICTURE_TYPES.includes(file.type)
    ? 'validation.photoType'
    : file.size > PICTURE_MAX_BYTES
      ? 'validation.photoSize'
      : null;

/**
 * An optional photo of the parcel: a phone's camera opens directly; a preview confirms it. The
 * native file input is hidden behind a button because its own text follows the browser's
 * language, not the page's.
 */
export function PhotoInput({ onChange }: { onChange: (file: File | null) => void }) {
  const { t } = useTranslation('parcel');
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return (
    <div className="parcel-photo">
      <input
        ref={input}
        type="file"
        hidden
        // Reached through the button below; named so that assistive tech listing fields finds it.
        aria-label={t('receive.choosePhoto')}
        tabIndex={-1}
        accept={PHOTO_ACCEPT}
        capture="environment"
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          const problem = file && photoProblem(file);
          if (problem) return void message.error(t(problem));
          setPreview(file ? URL.createObjectURL(file) : null);
          onChange(file);
        }}
      />
      <Button icon={<CameraOutlined />} onClick={() => input.current?.click()}>
        {preview ? t('receive.changePhoto') : t('receive.choosePhoto')}
      </Button>
      {preview && <img src={preview} alt={t('receive.photoPreview')} className="parcel-photo__preview" />}
    </div>
  );
}
