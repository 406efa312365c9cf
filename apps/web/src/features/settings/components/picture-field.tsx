import { CameraOutlined, HomeOutlined } from '@ant-design/icons';
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '@cc/contracts/uploads';
import { App, Avatar, Button, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Picks the community's picture and previews it; it is sent with the rest of the form. */
export function PictureField({
  currentUrl,
  onChange,
}: {
  currentUrl: string | null;
  onChange: (f: File) => void;
}) {
  const { t } = useTranslation('settings');
  const { message } = App.useApp();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return (
    <div className="set-head">
      <Avatar
        shape="square"
        size={80}
        src={preview ?? currentUrl ?? undefined}
        icon={<HomeOutlined />}
        alt={t('info.picture')}
      />
      <Upload
        accept={PICTURE_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          if (!PICTURE_TYPES.includes(file.type)) void message.error(t('validation.pictureType'));
          else if (file.size > PICTURE_MAX_BYTES) void message.error(t('validation.pictureSize'));
          else {
            setPreview(URL.createObjectURL(file));
            onChange(file);
          }
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<CameraOutlined />}>{t('info.changePicture')}</Button>
      </Upload>
    </div>
  );
}
