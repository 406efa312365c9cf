import { UploadOutlined } from '@ant-design/icons';
import {
  AGM_ID_NO_MAX,
  AGM_NAME_MAX,
  AGM_PROXY_FORM_MAX_BYTES,
  AGM_PROXY_UNITS_MAX,
  AGM_VOTE_CHOICES,
  type AgmMeetingDetail,
  type AgmVoteChoice,
} from '@cc/contracts/agmmeeting';
import { Button, Form, Input, Radio, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useRegisterProxy } from '../api/attendance';
import { UnitSelect } from './unit-select';

interface Values {
  unitID: string;
  holderName: string;
  holderIdNo?: string;
  form?: UploadFile[];
  instructions?: Record<string, AgmVoteChoice | 'FREE'>;
}

const FORM_TYPES = 'image/jpeg,image/png,image/webp,image/heic,application/pdf';

/**
 * Checks a unit in by proxy: the holder as named on the signed form, the form's photo or PDF,
 * and the owner's instructions per resolution (or the holder's free choice). A holder takes
 * at most three units; the API refuses a fourth in words.
 */
export function ProxyDialog({
  meeting,
  open,
  onClose,
}: {
  meeting: AgmMeetingDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('agmmeeting');
  const save = useRegisterProxy();
  const resolutions = meeting.items.filter((i) => i.kind === 'RESOLUTION' && i.state !== 'CLOSED');
  return (
    <FormDialog<Values, Parameters<typeof save.mutate>[0]>
      name="proxy"
      open={open}
      title={t('checkin.proxy')}
      okText={t('checkin.confirm')}
      cancelText={t('shared:common.cancel')}
      savedText={t('checkin.done')}
      initialValues={{ instructions: Object.fromEntries(resolutions.map((i) => [i.itemID, 'FREE'])) }}
      save={save}
      toInput={(v) => ({
        meetingID: meeting.meetingID,
        unitID: v.unitID,
        holderName: v.holderName.trim(),
        holderIdNo: v.holderIdNo?.trim() || null,
        instructions: Object.entries(v.instructions ?? {})
          .filter(([, c]) => c !== 'FREE')
          .map(([itemID, choice]) => ({ itemID, choice: choice as AgmVoteChoice, candidateIDs: [] })),
        form: (v.form?.[0]?.originFileObj as File | undefined) ?? null,
      })}
      onClose={onClose}
      focus="unitID"
    >
      <Form.Item
        name="unitID"
        label={t('fields.unit')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <UnitSelect meetingID={meeting.meetingID} />
      </Form.Item>
      <Form.Item
        name="holderName"
        label={t('fields.holderName')}
        extra={t('checkin.holderLimit', { max: AGM_PROXY_UNITS_MAX })}
        rules={[
          { required: true, whitespace: true, message: t('validation.required') },
          { max: AGM_NAME_MAX, message: t('validation.max', { max: AGM_NAME_MAX }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="holderIdNo"
        label={t('fields.holderIdNo')}
        rules={[{ max: AGM_ID_NO_MAX, message: t('validation.max', { max: AGM_ID_NO_MAX }) }]}
      >
        <Input dir="ltr" />
      </Form.Item>
      <Form.Item
        name="form"
        label={t('fields.proxyForm')}
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
        rules={[
          { required: true, type: 'array', min: 1, message: t('validation.proxyForm') },
          {
            validator: async (_, files: UploadFile[] | undefined) => {
              if ((files?.[0]?.size ?? 0) > AGM_PROXY_FORM_MAX_BYTES)
                throw new Error(
                  t('validation.fileSize', { mb: Math.floor(AGM_PROXY_FORM_MAX_BYTES / 1_048_576) }),
                );
            },
          },
        ]}
      >
        <Upload accept={FORM_TYPES} maxCount={1} beforeUpload={() => false}>
          <Button icon={<UploadOutlined />}>{t('checkin.formUpload')}</Button>
        </Upload>
      </Form.Item>
      {resolutions.length > 0 && (
        <fieldset className="agm-instructions">
          <legend>{t('checkin.instructions')}</legend>
          {resolutions.map((i) => (
            <Form.Item key={i.itemID} name={['instructions', i.itemID]} label={`${i.seq}. ${i.title}`}>
              <Radio.Group
                optionType="button"
                size="small"
                options={[
                  { value: 'FREE', label: t('choice.FREE') },
                  ...AGM_VOTE_CHOICES.map((c) => ({ value: c, label: t(`choice.${c}`) })),
                ]}
              />
            </Form.Item>
          ))}
        </fieldset>
      )}
    </FormDialog>
  );
}
