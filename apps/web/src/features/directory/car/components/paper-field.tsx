import { CheckCircleOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../directory-rules';
import { useUploadCarDocument } from '../api/cars';

/** What the API takes: the type is checked again from the bytes there. */
const PAPER_TYPES = 'image/jpeg,image/png,image/webp,application/pdf';

/**
 * One paper of a car as a form field: choosing a file uploads it at once, and the field's value
 * is the key the upload answered (what create takes), or undefined until one is chosen.
 */
export function PaperField({
  label,
  value,
  onChange,
}: {
  label: string;
  value?: string;
  onChange?: (fileKey: string | undefined) => void;
}) {
  const { t } = useTranslation('directory');
  const { message } = App.useApp();
  const upload = useUploadCarDocument();
  const pick = (file: File) => {
    upload.mutate(file, {
      onSuccess: (d) => onChange?.(d.fileKey),
      onError: (e) => void message.error(errorText(e)),
    });
    return false;
  };
  return (
    <Space>
      <Upload accept={PAPER_TYPES} showUploadList={false} beforeUpload={pick}>
        <Button
          icon={<UploadOutlined />}
          loading={upload.isPending}
          aria-label={t(value ? 'car.detail.replaceNamed' : 'car.detail.uploadNamed', { kind: label })}
        >
          {value ? t('car.detail.replace') : t('car.detail.upload')}
        </Button>
      </Upload>
      {value && (
        <span className="dir-muted">
          <CheckCircleOutlined /> {t('car.detail.attached')}
        </span>
      )}
    </Space>
  );
}
