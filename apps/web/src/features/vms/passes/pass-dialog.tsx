import { type GuestPassRecord, PASS_ENTRIES_MAX, PASS_GUEST_MAX } from '@cc/contracts/vms-pass-records';
import { VMS_PHONE_MAX, VMS_PLATE_MAX, VMS_PROVINCE_MAX } from '@cc/contracts/vms-records';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nowWall, wallToInstant } from '../../../shared/i18n/zoned-time';
import { unitSearchQuery } from '../../../shared/residence/units-query';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import { DatePicker } from '../../../shared/ui/date-picker';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { type PassCreate, useCreatePass, usePassSetting } from './api/passes';

interface Values {
  unitID: string;
  guestName: string;
  phone?: string;
  plate?: string;
  province?: string;
  from: Dayjs;
  to: Dayjs;
  mode: 'single' | 'multiple';
  entries?: number;
}

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const blank = (v: string | undefined) => v?.trim() || undefined;

/** The unit by its number, typed ahead (the residence core's unit search). */
function UnitSelect(props: { id?: string; value?: string; onChange?: (v: string) => void }) {
  const { t } = useTranslation('passes');
  const [q, setQ] = useState('');
  const units = useQuery(unitSearchQuery(useCommunityID(), q.trim()));
  return (
    <Select
      {...props}
      showSearch={{ filterOption: false, onSearch: setQ }}
      placeholder={t('form.unitSearch')}
      loading={units.isFetching}
      notFoundContent={t('form.noUnit')}
      options={(units.data ?? []).map((u) => ({ value: u.unitID, label: u.unitNo }))}
    />
  );
}

/**
 * The gate pre-registers a guest: unit, guest, an optional plate, the window in the community's
 * wall clock (Bangkok), and one entry or several. The server answers the pass, shown at once.
 */
export function PassDialog(props: {
  open: boolean;
  onClose: () => void;
  onCreated: (p: GuestPassRecord) => void;
}) {
  const { t } = useTranslation('passes');
  const zone = useTimeZone();
  const create = useCreatePass();
  const setting = usePassSetting();
  const maxHours = setting.data?.maxWindowHours;
  const start = nowWall(zone);
  const save = {
    isPending: create.isPending,
    mutate: (input: PassCreate, on: { onSuccess: () => void; onError: (e: unknown) => void }) =>
      create.mutate(input, {
        onSuccess: (pass) => {
          on.onSuccess();
          props.onCreated(pass);
        },
        onError: on.onError,
      }),
  };
  return (
    <FormDialog<Values, PassCreate>
      name="pass"
      open={props.open}
      title={t('form.title')}
      okText={t('form.save')}
      cancelText={t('form.close')}
      savedText={t('form.saved')}
      initialValues={{ from: start, to: start.add(4, 'hour'), mode: 'single', entries: 2 }}
      save={save}
      focus="unitID"
      onClose={props.onClose}
      toInput={(v) => ({
        unitID: v.unitID,
        guestName: v.guestName.trim(),
        phone: blank(v.phone),
        plate: blank(v.plate),
        province: blank(v.province),
        validFrom: wallToInstant(v.from, zone),
        validTo: wallToInstant(v.to, zone),
        entries: v.mode === 'single' ? 1 : (v.entries ?? 2),
      })}
    >
      <Form.Item
        name="unitID"
        label={t('form.unit')}
        rules={[{ required: true, message: t('form.unitRequired') }]}
      >
        <UnitSelect />
      </Form.Item>
      <Form.Item
        name="guestName"
        label={t('form.guestName')}
        rules={[{ required: true, whitespace: true, message: t('form.guestRequired') }]}
      >
        <Input maxLength={PASS_GUEST_MAX} />
      </Form.Item>
      <div className="vms-pass-form__row">
        <Form.Item name="phone" label={t('form.phone')}>
          <Input maxLength={VMS_PHONE_MAX} inputMode="tel" dir="ltr" />
        </Form.Item>
        <Form.Item name="plate" label={t('form.plate')}>
          <Input maxLength={VMS_PLATE_MAX} />
        </Form.Item>
        <Form.Item name="province" label={t('form.province')}>
          <Input maxLength={VMS_PROVINCE_MAX} />
        </Form.Item>
      </div>
      <div className="vms-pass-form__row">
        <Form.Item
          name="from"
          label={t('form.from')}
          rules={[{ required: true, message: t('form.fromRequired') }]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} allowClear={false} />
        </Form.Item>
        <Form.Item
          name="to"
          label={t('form.to')}
          dependencies={['from']}
          rules={[
            { required: true, message: t('form.toRequired') },
            ({ getFieldValue }) => ({
              validator: async (_, to: Dayjs | undefined) => {
                const from: Dayjs | undefined = getFieldValue('from');
                if (!to || !from) return;
                if (!to.isAfter(from)) throw new Error(t('form.toAfterFrom'));
                if (maxHours && to.diff(from, 'minute') > maxHours * 60)
                  throw new Error(t('form.tooLong', { hours: maxHours }));
              },
            }),
          ]}
          extra={t('form.timeZoneNote')}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} allowClear={false} />
        </Form.Item>
      </div>
      <Form.Item name="mode" label={t('form.entries')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'single', label: t('form.single') },
            { value: 'multiple', label: t('form.multiple') },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['mode']}>
        {({ getFieldValue }) =>
          getFieldValue('mode') === 'multiple' && (
            <Form.Item name="entries" label={t('form.entriesCount')} rules={[{ required: true }]}>
              <InputNumber min={2} max={PASS_ENTRIES_MAX} precision={0} />
            </Form.Item>
          )
        }
      </Form.Item>
    </FormDialog>
  );
}
