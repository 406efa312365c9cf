import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { PICTURE_TYPES } from '@cc/contracts/uploads';
import { App, Avatar, Button, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { photoProblem } from '../profile-rules';

interface Props {
  currentUrl: string | null;
  onChange: (file: File) => void;
}

/** Picks a new photo and previews it; nothing is sent until the form is saved. */
export function PhotoField({ currentUrl, onChange }: Props) {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return (
    <div className="profile__photo">
      <Avatar
        size={96}
        src={preview ?? currentUrl ?? undefined}
        icon={<UserOutlined />}
        alt={t('photoAlt')}
      />
      <Upload
        accept={PICTURE_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          const problem = photoProblem(file);
          if (problem) void message.error(t(problem));
          else {
            setPreview(URL.createObjectURL(file));
            onChange(file);
          }
          // Never upload on pick: the photo goes with the rest of the form.
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<CameraOutlined />} data-testid="profile-photo-button">
          {t('changePhoto')}
        </Button>
      </Upload>
    </div>
  );
}
