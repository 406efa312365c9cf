import { memberOps } from '@cc/contracts/directory-members';
import { repairOfficeOps } from '@cc/contracts/repair-office-ops';
import { REPAIR_TEXT_MAX } from '@cc/contracts/repair-records';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Form, Input, Select, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callOp } from '../../../shared/api/api-client';
import { errorMessageOf } from '../../../shared/api/api-error';
import { unitSearchQuery } from '../../../shared/residence/units-query';
import { useCan } from '../../../shared/session/use-can';
import { useCommunityID } from '../../../shared/session/use-community';
import { PageHeader } from '../../../shared/ui/page-header';
import { useCreate } from '../api/requests';
import { useCategories } from '../api/settings';
import { OfficeOnly } from '../components/office-only';
import { filesOf, PhotoUpload } from '../components/photo-upload';
import { type CreateValues, createFields, photoForm } from '../form-values';
import '../repair.css';

/** /dashboard/repair/createnew: the office files a request for a unit, for a resident or a caller at the desk. */
export function CreatePage() {
  return (
    <OfficeOnly op={repairOfficeOps.create}>
      <CreatePageView />
    </OfficeOnly>
  );
}

function CreatePageView() {
  const { t } = useTranslation('repair');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const communityID = useCommunityID();
  const can = useCan();
  const [form] = Form.useForm<CreateValues & { photos?: UploadFile[] }>();
  const [q, setQ] = useState('');
  const units = useQuery(unitSearchQuery(communityID, q.trim()));
  const unitID = Form.useWatch('unitID', form);
  const requester = Form.useWatch('requester', form);
  const unitNo = units.data?.find((u) => u.unitID === unitID)?.unitNo;
  const residents = useQuery({
    queryKey: ['repair-unit-residents', communityID, unitNo],
    queryFn: async ({ signal }) =>
      (
        await callOp(memberOps.residentList, { query: { communityID, q: unitNo, limit: 50 }, signal })
      ).items.filter((r) => r.unitID === unitID),
    enabled: !!unitNo && can(memberOps.residentList),
  });
  const categories = useCategories();
  const create = useCreate();
  const submit = (v: CreateValues & { photos?: UploadFile[] }) =>
    create.mutate(photoForm(createFields(v), filesOf(v.photos)), {
      onSuccess: (r) => {
        void message.success(t('saved.create', { no: r.no }));
        navigate(`/dashboard/repair/detail?requestID=${r.requestID}`);
      },
      onError: (e) => void message.error(errorMessageOf(e)),
    });
  return (
    <div>
      <PageHeader title={t('menu.create')} />
      <Card className="rp-form-card">
        <Form
          name="create"
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ requester: 'desk' }}
        >
          <Form.Item
            name="unitID"
            label={t('fields.unit')}
            rules={[{ required: true, message: t('validation.unitRequired') }]}
          >
            <Select
              showSearch={{ filterOption: false, onSearch: setQ }}
              placeholder={t('fields.unitSearch')}
              loading={units.isFetching}
              notFoundContent={t('fields.noUnit')}
              options={(units.data ?? []).map((u) => ({ value: u.unitID, label: u.unitNo }))}
              onChange={() => form.setFieldValue('requester', 'desk')}
            />
          </Form.Item>
          <Form.Item
            name="categoryID"
            label={t('fields.category')}
            rules={[{ required: true, message: t('validation.categoryRequired') }]}
          >
            <Select
              loading={categories.isPending}
              options={(categories.data ?? [])
                .filter((c) => c.active)
                .map((c) => ({ value: c.categoryID, label: c.name }))}
            />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('fields.description')}
            rules={[
              { required: true, whitespace: true, message: t('validation.descriptionRequired') },
              { max: REPAIR_TEXT_MAX, message: t('validation.tooLong', { max: REPAIR_TEXT_MAX }) },
            ]}
          >
            <Input.TextArea rows={4} maxLength={REPAIR_TEXT_MAX} showCount />
          </Form.Item>
          <Form.Item
            name="preferredTimes"
            label={t('fields.preferredTimes')}
            rules={[{ max: 200, message: t('validation.tooLong', { max: 200 }) }]}
          >
            <Input maxLength={200} placeholder={t('fields.preferredTimesHint')} />
          </Form.Item>
          <Form.Item name="mayEnterWhenAbsent" valuePropName="checked">
            <Checkbox>{t('fields.mayEnter')}</Checkbox>
          </Form.Item>
          <Form.Item name="requester" label={t('fields.requester')}>
            <Select
              loading={residents.isFetching}
              options={[
                { value: 'desk', label: t('fields.deskCaller') },
                ...(residents.data ?? []).map((r) => ({
                  value: r.userID,
                  label: `${r.firstname} ${r.lastname}`.trim(),
                })),
              ]}
            />
          </Form.Item>
          {(!requester || requester === 'desk') && (
            <div className="rp-row-fields">
              <Form.Item
                name="requesterName"
                label={t('fields.requesterName')}
                rules={[{ max: 100, message: t('validation.tooLong', { max: 100 }) }]}
              >
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item
                name="requesterPhone"
                label={t('fields.requesterPhone')}
                rules={[
                  { max: 20, message: t('validation.tooLong', { max: 20 }) },
                  { pattern: /^[0-9+\-\s]*$/, message: t('validation.phone') },
                ]}
              >
                <Input maxLength={20} inputMode="tel" />
              </Form.Item>
            </div>
          )}
          <PhotoUpload />
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
