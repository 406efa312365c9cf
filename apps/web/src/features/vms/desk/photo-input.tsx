import { CameraOutlined, CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Given by the form item, so its label names the file input. */
  id?: string;
  label: string;
  value?: File;
  onChange?: (file: File | undefined) => void;
  testID: string;
}

/**
 * One photo taken at the gate: on a phone or tablet the back camera opens straight away, on a
 * desk PC a file is picked. The picture shows as a thumbnail until the visit is made.
 */
export function PhotoInput({ id: given, label, value, onChange, testID }: Props) {
  const { t } = useTranslation('desk');
  const own = useId();
  const id = given ?? own;
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!value) {
      setPreview(null);
      if (input.current) input.current.value = '';
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  return (
    <div className="vms-photo-input">
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        className="vms-photo-input__file"
        aria-label={label}
        onChange={(e) => onChange?.(e.target.files?.[0])}
        data-testid={testID}
      />
      {preview ? (
        <div className="vms-photo-input__preview">
          <img src={preview} alt={label} />
          <Button
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('photos.remove', { label })}
            onClick={() => onChange?.(undefined)}
          />
        </div>
      ) : (
        <Button icon={<CameraOutlined />} onClick={() => input.current?.click()}>
          {t('photos.take')}
        </Button>
      )}
    </div>
  );
}
