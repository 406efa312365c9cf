import { UploadOutlined } from '@ant-design/icons';
import { REPAIR_PHOTOS_MAX } from '@cc/contracts/repair-records';
import { Button, Form, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';

/** Up to five photos chosen in a form; they go up with the form's save, not one by one. */
export function PhotoUpload({ name = 'photos' }: { name?: string }) {
  const { t } = useTranslation('repair');
  return (
    <Form.Item
      name={name}
      label={t('fields.photos', { max: REPAIR_PHOTOS_MAX })}
      valuePropName="fileList"
      getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(0, REPAIR_PHOTOS_MAX)}
    >
      <Upload
        accept="image/jpeg,image/png,image/webp"
        listType="picture"
        multiple
        maxCount={REPAIR_PHOTOS_MAX}
        beforeUpload={() => false}
      >
        <Button icon={<UploadOutlined />}>{t('fields.addPhotos')}</Button>
      </Upload>
    </Form.Item>
  );
}

/** The chosen files of a PhotoUpload's value. */
export const filesOf = (list: UploadFile[] | undefined): File[] =>
  (list ?? []).flatMap((f) => (f.originFileObj ? [f.originFileObj as File] : []));
