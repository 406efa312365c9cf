import {
  type VisitDetail,
  VMS_NAME_MAX,
  VMS_PHONE_MAX,
  VMS_PLATE_MAX,
  VMS_PROVINCE_MAX,
  VMS_PURPOSE_MAX,
} from '@cc/contracts/vms-records';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { type InfoCorrection, useUpdateInfo } from './desk-api';

interface Values {
  name: string;
  phone: string;
  plate: string;
  province: string;
  purpose: string;
}

const FIELDS = ['name', 'phone', 'plate', 'province', 'purpose'] as const;
const MAX: Record<(typeof FIELDS)[number], number> = {
  name: VMS_NAME_MAX,
  phone: VMS_PHONE_MAX,
  plate: VMS_PLATE_MAX,
  province: VMS_PROVINCE_MAX,
  purpose: VMS_PURPOSE_MAX,
};

/** Corrects a visit's details as typed at the gate; only the fields changed are sent (and logged). */
export function CorrectDialog({
  visit,
  open,
  onClose,
}: {
  visit: VisitDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('desk');
  const save = useUpdateInfo();
  const initial: Values = {
    name: visit.name,
    phone: visit.phone ?? '',
    plate: visit.plate ?? '',
    province: visit.province ?? '',
    purpose: visit.purpose ?? '',
  };
  const toInput = (v: Values): InfoCorrection => {
    const changed: InfoCorrection = { visitID: visit.visitID };
    for (const f of FIELDS) if ((v[f] ?? '').trim() !== initial[f]) changed[f] = (v[f] ?? '').trim();
    return changed;
  };
  return (
    <FormDialog<Values, InfoCorrection>
      name="vmscorrect"
      open={open}
      title={t('correct.title', { code: visit.slipCode })}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      savedText={t('correct.saved')}
      initialValues={initial}
      save={save}
      toInput={toInput}
      onClose={onClose}
      focus="name"
    >
      {FIELDS.map((f) => (
        <Form.Item
          key={f}
          name={f}
          label={t(`fields.${f}`)}
          rules={[
            ...(f === 'name'
              ? [{ required: true, whitespace: true, message: t('walkIn.nameRequired') }]
              : []),
            { max: MAX[f], message: t('walkIn.tooLong', { max: MAX[f] }) },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      ))}
    </FormDialog>
  );
}
