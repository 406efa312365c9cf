import { VEHICLE_TYPES, type VehicleType } from '@cc/contracts/vms-fee';
import { ID_DOCUMENT_TYPES, ID_NUMBER_INPUT_MAX, type IdDocumentType } from '@cc/contracts/vms-id';
import {
  VISITOR_TYPES,
  type VisitDetail,
  type VisitorType,
  VMS_BADGE_MAX,
  VMS_NAME_MAX,
  VMS_PHONE_MAX,
  VMS_PLATE_MAX,
  VMS_PROVINCE_MAX,
  VMS_PURPOSE_MAX,
} from '@cc/contracts/vms-records';
import { App, Button, Form, Input, type InputRef, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useUtilityConfig } from '../vms-settings/settings-api';
import { useCheckin } from './desk-api';
import { PhotoInput } from './photo-input';
import { UnitSelect } from './unit-select';
import { idNumberError, newClientID } from './walk-in-rules';

type Vehicle = VehicleType | 'NONE';

interface WalkInValues {
  name: string;
  phone?: string;
  visitorType: VisitorType;
  vehicleType: Vehicle;
  plate?: string;
  province?: string;
  unitID?: string;
  purpose?: string;
  idType?: IdDocumentType;
  idNumber?: string;
  badge?: string;
  facePhoto?: File;
  platePhoto?: File;
}

interface Props {
  nameRef: Ref<InputRef>;
  /** Checked in: the slip prints, and the caret goes back to the scan field. */
  onCheckedIn: (visit: VisitDetail) => void;
}

const INITIAL: Partial<WalkInValues> = { visitorType: 'GUEST', vehicleType: 'NONE' };

/**
 * A walk-in visitor, by keyboard alone: Tab moves through the fields in the order a guard asks,
 * type-ahead picks in the lists, and Enter in any text field checks the visitor in. The form
 * holds one clientID until the visit is made, so a second Enter answers the same visit.
 */
export function WalkInForm({ nameRef, onCheckedIn }: Props) {
  const { t } = useTranslation('desk');
  const { message } = App.useApp();
  const [form] = Form.useForm<WalkInValues>();
  const [clientID, setClientID] = useState(newClientID);
  const checkin = useCheckin();
  const idNumberRef = useRef<InputRef>(null);
  const vehicle = Form.useWatch('vehicleType', form) ?? 'NONE';
  const idType = Form.useWatch('idType', form);
  const hasVehicle = vehicle !== 'NONE';
  // The office may require a face photo of every walk-in; the API refuses one without it too.
  const faceRequired = useUtilityConfig().data?.photoRequired === true;

  const required = (key: string): Rule => ({ required: true, whitespace: true, message: t(key) });
  const max = (n: number): Rule => ({ max: n, message: t('walkIn.tooLong', { max: n }) });
  const idRule: Rule = {
    validator: async (_, raw: string | undefined) => {
      if (!idType) {
        if (raw?.trim()) throw new Error(t('walkIn.idTypeFirst'));
        return;
      }
      if (!raw?.trim()) throw new Error(t('walkIn.idNumberRequired'));
      const problem = idNumberError(idType, raw);
      if (problem) throw new Error(t(problem, { max: ID_NUMBER_INPUT_MAX }));
    },
  };

  const submit = (v: WalkInValues) => {
    // An Enter while the first is on its way: the API would answer the same visit (same clientID),
    // but the slip would print twice.
    if (checkin.isPending) return;
    checkin.mutate(
      {
        clientID,
        name: v.name.trim(),
        phone: v.phone?.trim() || undefined,
        visitorType: v.visitorType,
        vehicleType: v.vehicleType === 'NONE' ? null : v.vehicleType,
        plate: hasVehicle ? v.plate?.trim() || undefined : undefined,
        province: hasVehicle ? v.province?.trim() || undefined : undefined,
        unitID: v.unitID!,
        purpose: v.purpose?.trim() || undefined,
        idDocument: v.idType && v.idNumber ? { type: v.idType, number: v.idNumber } : undefined,
        badge: v.badge?.trim() || undefined,
        facePhoto: v.facePhoto,
        platePhoto: hasVehicle ? v.platePhoto : undefined,
      },
      {
        onSuccess: (visit) => {
          void message.success(t('walkIn.done', { code: visit.slipCode, name: visit.name }));
          // The number typed leaves the page with the form: only its last four are ever shown.
          form.resetFields();
          setClientID(newClientID());
          onCheckedIn(visit);
        },
        onError: (e) => void message.error(errorMessageOf(e)),
      },
    );
  };

  return (
    <Form<WalkInValues>
      form={form}
      name="walkin"
      layout="vertical"
      initialValues={INITIAL}
      onFinish={submit}
      className="vms-walkin"
      data-testid="walk-in-form"
    >
      <div className="vms-form-grid">
        <Form.Item
          name="name"
          label={t('fields.name')}
          rules={[required('walkIn.nameRequired'), max(VMS_NAME_MAX)]}
        >
          <Input ref={nameRef} autoComplete="off" />
        </Form.Item>
        <Form.Item name="phone" label={t('fields.phoneOptional')} rules={[max(VMS_PHONE_MAX)]}>
          <Input autoComplete="off" inputMode="tel" />
        </Form.Item>
        <Form.Item name="visitorType" label={t('fields.visitorType')} rules={[{ required: true }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={VISITOR_TYPES.map((v) => ({ value: v, label: t(`visitorTypes.${v}`) }))}
          />
        </Form.Item>
        <Form.Item name="vehicleType" label={t('fields.vehicleType')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={(['NONE', ...VEHICLE_TYPES] as const).map((v) => ({
              value: v,
              label: t(`vehicleTypes.${v}`),
            }))}
          />
        </Form.Item>
        {hasVehicle && (
          <>
            <Form.Item
              name="plate"
              label={t('fields.plate')}
              rules={[required('walkIn.plateRequired'), max(VMS_PLATE_MAX)]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="province"
              label={t('fields.province')}
              rules={[required('walkIn.provinceRequired'), max(VMS_PROVINCE_MAX)]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="unitID"
          label={t('fields.unit')}
          rules={[{ required: true, message: t('walkIn.unitRequired') }]}
        >
          <UnitSelect ariaLabel={t('fields.unit')} />
        </Form.Item>
        <Form.Item name="purpose" label={t('fields.purposeOptional')} rules={[max(VMS_PURPOSE_MAX)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="idType" label={t('fields.idTypeOptional')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={ID_DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`idTypes.${d}`) }))}
            onChange={(type) => {
              // A type picked, its number comes next (the clear button would take the Tab).
              if (type) setTimeout(() => idNumberRef.current?.focus());
              else void form.validateFields(['idNumber']).catch(() => undefined);
            }}
          />
        </Form.Item>
        <Form.Item
          name="idNumber"
          label={t('fields.idNumber')}
          extra={t('walkIn.idPrivacy')}
          rules={[idRule]}
          dependencies={['idType']}
        >
          <Input ref={idNumberRef} autoComplete="off" maxLength={ID_NUMBER_INPUT_MAX} />
        </Form.Item>
        <Form.Item name="badge" label={t('fields.badgeOptional')} rules={[max(VMS_BADGE_MAX)]}>
          <Input autoComplete="off" />
        </Form.Item>
      </div>
      <div className="vms-form-grid vms-walkin__photos">
        <Form.Item
          name="facePhoto"
          label={faceRequired ? t('photos.face') : t('photos.faceOptional')}
          rules={faceRequired ? [{ required: true, message: t('photos.faceRequired') }] : []}
        >
          <PhotoInput label={t('photos.face')} testID="walk-in-face-photo" />
        </Form.Item>
        {hasVehicle && (
          <Form.Item name="platePhoto" label={t('photos.plateOptional')}>
            <PhotoInput label={t('photos.plate')} testID="walk-in-plate-photo" />
          </Form.Item>
        )}
      </div>
      <Button type="primary" htmlType="submit" loading={checkin.isPending} data-testid="walk-in-submit">
        {t('walkIn.submit')}
      </Button>
    </Form>
  );
}
