import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { type Facility, PHOTOS_MAX } from '@cc/contracts/facilitybooking';
import { App, Button, Popconfirm, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useAddPhoto, useDeletePhoto } from '../api/facilities';

/** A saved facility's photos: each goes up as it is chosen, and can be removed (up to six). */
export function PhotosField({ facility }: { facility: Facility }) {
  const { t } = useTranslation('facilitybooking');
  const { message } = App.useApp();
  const add = useAddPhoto();
  const remove = useDeletePhoto();
  const onError = (e: unknown) => void message.error(errorMessageOf(e));
  return (
    <div>
      <div className="fb-photos">
        {facility.photos.map((p) => (
          <figure key={p.photoID} className="fb-photos__item">
            <img src={p.url} alt={t('form.photoOf', { name: facility.name })} />
            <Popconfirm
              title={t('form.photoDelete')}
              okText={t('common.remove')}
              cancelText={t('common.back')}
              onConfirm={() =>
                remove.mutate({ facilityID: facility.facilityID, photoID: p.photoID }, { onError })
              }
            >
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('common.remove')} />
            </Popconfirm>
          </figure>
        ))}
      </div>
      {facility.photos.length < PHOTOS_MAX && (
        <Upload
          accept="image/jpeg,image/png,image/webp"
          showUploadList={false}
          beforeUpload={(file) => {
            add.mutate({ facilityID: facility.facilityID, photo: file }, { onError });
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={add.isPending}>
            {t('form.addPhoto', { max: PHOTOS_MAX })}
          </Button>
        </Upload>
      )}
    </div>
  );
}
