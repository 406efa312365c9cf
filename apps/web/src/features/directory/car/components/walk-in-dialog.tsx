import { CAR_DOCUMENTS, type CarDocumentKind, PLATE_MAX, VEHICLE_TYPES } from '@cc/contracts/car-directory';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/ui/form-dialog';
import { directoryRules } from '../../directory-rules';
import { useProvinces, useWalkIn, type WalkIn } from '../api/cars';
import { PaperField } from './paper-field';

type WalkInValues = Omit<WalkIn, 'documents'> & { papers?: Partial<Record<CarDocumentKind, string>> };

/**
 * The office registers a car that came to the counter: approved at once, within the unit's limit.
 * Papers are optional here (the office sees them at the desk); any scanned are kept with the car.
 */
export function WalkInDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('directory');
  const save = useWalkIn();
  const provinces = useProvinces();
  const rules = directoryRules(t);
  return (
    <FormDialog<WalkInValues, WalkIn>
      name="car-walk-in"
      open={open}
      title={t('car.walkIn')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      savedText={t('car.walkInDone')}
      initialValues={{ vehicleType: 'CAR', provinceCode: 'TH-10' }}
      save={save}
      toInput={({ papers, ...v }) => ({
        ...v,
        documents: CAR_DOCUMENTS.flatMap((kind) => (papers?.[kind] ? [{ kind, fileKey: papers[kind] }] : [])),
        unitNo: v.unitNo.trim().toUpperCase(),
        plateNo: v.plateNo.trim(),
        brand: v.brand?.trim() || null,
        colour: v.colour?.trim() || null,
      })}
      onClose={onClose}
      focus="unitNo"
    >
      <Form.Item name="unitNo" label={t('car.unit')} rules={rules.unitNo}>
        <Input />
      </Form.Item>
      <Form.Item
        name="plateNo"
        label={t('car.plate')}
        rules={[
          { required: true, whitespace: true, message: t('car.plateRequired') },
          { max: PLATE_MAX, message: t('validation.max', { max: PLATE_MAX }) },
          { pattern: /[0-9๐-๙]$/, message: t('car.plateRule') },
        ]}
      >
        <Input placeholder="กข 1234" />
      </Form.Item>
      <Form.Item name="provinceCode" label={t('car.province')}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={provinces.isPending}
          options={(provinces.data ?? []).map((p) => ({
            value: p.code,
            label: i18n.language === 'th' ? p.th : p.en,
          }))}
        />
      </Form.Item>
      <Form.Item name="vehicleType" label={t('car.vehicle')}>
        <Select options={VEHICLE_TYPES.map((v) => ({ value: v, label: t(`car.types.${v}`) }))} />
      </Form.Item>
      <Form.Item name="brand" label={t('cars.brand')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="colour" label={t('cars.colour')}>
        <Input maxLength={30} />
      </Form.Item>
      {CAR_DOCUMENTS.map((kind) => (
        <Form.Item key={kind} name={['papers', kind]} label={t(`car.policy.docs.${kind}`)}>
          <PaperField label={t(`car.policy.docs.${kind}`)} />
        </Form.Item>
      ))}
    </FormDialog>
  );
}
