import { UploadOutlined } from '@ant-design/icons';
import { PHOTOS_MAX } from '@cc/contracts/facilitybooking';
import { facilityOps } from '@cc/contracts/facilitybooking-facility-ops';
import { Alert, App, Button, Skeleton, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { useAddPhoto, useCreateFacility, usePreference } from '../api/facilities';
import { FacilityForm } from '../components/facility-form';
import { OfficeOnly } from '../components/office-only';
import { newFacilityValues, toFacilityFields } from '../facility-form-values';
import '../facilitybooking.css';

/**
 * /dashboard/facilitybooking/add: a new facility from the community's defaults. Photos chosen
 * here go up once the facility exists (an upload names its facility); then its page opens.
 */
export function AddFacilityPage() {
  return (
    <OfficeOnly op={facilityOps.create}>
      <AddFacilityPageView />
    </OfficeOnly>
  );
}

function AddFacilityPageView() {
  const { t } = useTranslation('facilitybooking');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const pref = usePreference();
  const create = useCreateFacility();
  const addPhoto = useAddPhoto();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [saving, setSaving] = useState(false);
  if (pref.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  const submit = async (values: Parameters<typeof toFacilityFields>[0]) => {
    setSaving(true);
    try {
      const facility = await create.mutateAsync(toFacilityFields(values));
      for (const f of files)
        if (f.originFileObj)
          await addPhoto.mutateAsync({ facilityID: facility.facilityID, photo: f.originFileObj });
      void message.success(t('form.created'));
      void navigate(`/dashboard/facilitybooking/management/detail?facilityID=${facility.facilityID}`);
    } catch (e) {
      void message.error(errorMessageOf(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div>
      <PageHeader title={t('menu.add')} />
      {pref.error && (
        <Alert type="warning" showIcon title={pref.error.message} style={{ marginBlockEnd: 12 }} />
      )}
      <FacilityForm
        initialValues={newFacilityValues(pref.data)}
        submitText={t('form.create')}
        saving={saving}
        onSubmit={(v) => void submit(v)}
        photos={
          <Upload
            accept="image/jpeg,image/png,image/webp"
            listType="picture"
            maxCount={PHOTOS_MAX}
            fileList={files}
            beforeUpload={() => false}
            onChange={({ fileList }) => setFiles(fileList)}
          >
            <Button icon={<UploadOutlined />}>{t('form.addPhoto', { max: PHOTOS_MAX })}</Button>
          </Upload>
        }
      />
    </div>
  );
}
