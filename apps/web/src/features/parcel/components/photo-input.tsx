import { CameraOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

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
        accept={TYPES.join(',')}
        capture="environment"
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          if (file && !TYPES.includes(file.type)) return void message.error(t('validation.photoType'));
          if (file && file.size > MAX_BYTES) return void message.error(t('validation.photoSize'));
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
