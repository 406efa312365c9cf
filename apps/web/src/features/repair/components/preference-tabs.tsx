import { CATEGORY_NAME_MAX, PRICE_NAME_MAX } from '@cc/contracts/repair-records';
import { Checkbox, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  useAppointmentSetting,
  useCategories,
  usePricing,
  useSaveAppointment,
  useSaveCategories,
  useSavePricing,
  useSaveSla,
  useSaveTechnicians,
  useSlaSetting,
  useTechnicians,
} from '../api/settings';
import { weekdayNames } from '../format';
import { bahtToSatang, MONEY_MAX_BAHT } from '../money';
import { PriceImport } from './price-import';
import { RowList, SettingForm } from './setting-form';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function useRules() {
  const { t } = useTranslation('repair');
  return {
    required: { required: true, whitespace: true, message: t('validation.required') },
    max: (max: number) => ({ max, message: t('validation.tooLong', { max }) }),
    int: (min: number, max: number) => ({
      required: true,
      type: 'integer' as const,
      min,
      max,
      message: t('validation.between', { min, max }),
    }),
    clock: { required: true, pattern: CLOCK, message: t('validation.clock') },
  };
}

export function CategoriesTab() {
  const { t } = useTranslation('repair');
  const r = useRules();
  const categories = useCategories();
  return (
    <SettingForm
      name="categories"
      loading={categories.isPending}
      initialValues={categories.data ? { categories: categories.data } : undefined}
      save={useSaveCategories()}
    >
      <p className="cc-muted">{t('pref.categoriesHint')}</p>
      <RowList
        name="categories"
        max={40}
        header={[
          t('pref.name'),
          t('pref.acceptHours'),
          t('pref.visitHours'),
          t('pref.closeDays'),
          t('pref.active'),
        ]}
        newRow={() => ({ name: '', acceptHours: 8, visitHours: 24, closeDays: 7, active: true })}
        render={(f) => (
          <>
            <td>
              <Form.Item name={[f.name, 'categoryID']} hidden>
                <Input />
              </Form.Item>
              <Form.Item name={[f.name, 'name']} rules={[r.required, r.max(CATEGORY_NAME_MAX)]}>
                <Input aria-label={t('pref.name')} style={{ width: 180 }} />
              </Form.Item>
            </td>
            <td>
              <Form.Item name={[f.name, 'acceptHours']} rules={[r.int(1, 720)]}>
                <InputNumber aria-label={t('pref.acceptHours')} min={1} max={720} />
              </Form.Item>
            </td>
            <td>
              <Form.Item name={[f.name, 'visitHours']} rules={[r.int(1, 720)]}>
                <InputNumber aria-label={t('pref.visitHours')} min={1} max={720} />
              </Form.Item>
            </td>
            <td>
              <Form.Item name={[f.name, 'closeDays']} rules={[r.int(1, 365)]}>
                <InputNumber aria-label={t('pref.closeDays')} min={1} max={365} />
              </Form.Item>
            </td>
            <td>
              <Form.Item name={[f.name, 'active']} valuePropName="checked">
                <Switch aria-label={t('pref.active')} />
              </Form.Item>
            </td>
          </>
        )}
      />
    </SettingForm>
  );
}

interface PriceRow {
  itemID?: string;
  categoryID: string | null;
  code: string;
  name: string;
  unit: string;
  priceBaht: number;
  active: boolean;
}

export function PricingTab() {
  const { t } = useTranslation('repair');
  const r = useRules();
  const pricing = usePricing();
  const categories = useCategories();
  const save = useSavePricing();
  return (
    <SettingForm<{ items: PriceRow[] }>
      name="pricing"
      loading={pricing.isPending}
      initialValues={
        pricing.data
          ? { items: pricing.data.map((p) => ({ ...p, priceBaht: p.priceSatang / 100 })) }
          : undefined
      }
      save={{
        isPending: save.isPending,
        mutate: (v, o) =>
          save.mutate(
            {
              items: v.items.map(({ priceBaht, ...p }) => ({
                ...p,
                categoryID: p.categoryID ?? null,
                priceSatang: bahtToSatang(priceBaht),
              })),
            },
            o,
          ),
      }}
      extra={<PriceImport />}
    >
      <RowList
        name="items"
        max={500}
        header={[
          t('pref.code'),
          t('pref.name'),
          t('pref.unit'),
          t('pref.category'),
          t('pref.price'),
          t('pref.active'),
        ]}
        newRow={() => ({ code: '', name: '', unit: '', categoryID: null, priceBaht: 0, active: true })}
        render={(f) => (
          <>
            <td>
              <Form.Item name={[f.name, 'itemID']} hidden>
                <Input />
              </Form.Item>
              <Form.Item name={[f.name, 'code']} rules={[r.required, r.max(20)]}>
                <Input aria-label={t('pref.code')} style={{ width: 90 }} />
              </Form.Item>
            </td>
            <td>
              <Form.Item name={[f.name, 'name']} rules={[r.required, r.max(PRICE_NAME_MAX)]}>
                <Input aria-label={t('pref.name')} style={{ width: 220 }} />
              </Form.Item>
            </td>
            <td>
              <Form.Item name={[f.name, 'unit']} rules={[r.required, r.max(20)]}>
                <Input aria-label={t('pref.unit')} style={{ width: 80 }} />
              </Form.Item>
            </td>
            <td>
              <Form.Item name={[f.name, 'categoryID']}>
                <Select
                  allowClear
                  aria-label={t('pref.category')}
                  style={{ width: 150 }}
                  placeholder={t('pref.anyCategory')}
                  options={(categories.data ?? []).map((c) => ({ value: c.categoryID, label: c.name }))}
                />
              </Form.Item>
            </td>
            <td>
              <Form.Item
                name={[f.name, 'priceBaht']}
                rules={[
                  {
                    required: true,
                    type: 'number',
                    min: 0,
                    max: MONEY_MAX_BAHT,
                    message: t('validation.money', { max: MONEY_MAX_BAHT }),
                  },
                ]}
              >
                <InputNumber
                  aria-label={t('pref.price')}
                  prefix="฿"
                  precision={2}
                  min={0}
                  style={{ width: 130 }}
                />
              </Form.Item>
            </td>
            <td>
              <Form.Item name={[f.name, 'active']} valuePropName="checked">
                <Switch aria-label={t('pref.active')} />
              </Form.Item>
            </td>
          </>
        )}
      />
    </SettingForm>
  );
}

export function TechniciansTab() {
  const { t, i18n } = useTranslation('repair');
  const r = useRules();
  const technicians = useTechnicians();
  const categories = useCategories();
  const days = weekdayNames(i18n.language).map((label, value) => ({ value, label }));
  return (
    <SettingForm
      name="technicians"
      loading={technicians.isPending}
      initialValues={technicians.data ? { technicians: technicians.data } : undefined}
      save={useSaveTechnicians()}
    >
      <RowList
        name="technicians"
        max={100}
        header={[t('pref.name'), t('pref.phone'), t('pref.skills'), t('pref.days'), t('pref.active')]}
        newRow={() => ({ name: '', phone: null, skills: [], days: [1, 2, 3, 4, 5, 6], active: true })}
        render={(f) => (
          <>
            <td>
              <Form.Item name={[f.name, 'technicianID']} hidden>
                <Input />
              </Form.Item>
              <Form.Item name={[f.name, 'name']} rules={[r.required, r.max(100)]}>
                <Input aria-label={t('pref.name')} style={{ width: 160 }} />
              </Form.Item>
            </td>
            <td>
              <Form.Item name={[f.name, 'phone']} rules={[r.max(20)]}>
                <Input aria-label={t('pref.phone')} style={{ width: 120 }} inputMode="tel" />
              </Form.Item>
            </td>
            <td>
              <Form.Item name={[f.name, 'skills']}>
                <Select
                  mode="multiple"
                  aria-label={t('pref.skills')}
                  style={{ width: 260 }}
                  options={(categories.data ?? []).map((c) => ({ value: c.categoryID, label: c.name }))}
                />
              </Form.Item>
            </td>
            <td>
              <Form.Item name={[f.name, 'days']}>
                <Checkbox.Group options={days} aria-label={t('pref.days')} />
              </Form.Item>
            </td>
            <td>
              <Form.Item name={[f.name, 'active']} valuePropName="checked">
                <Switch aria-label={t('pref.active')} />
              </Form.Item>
            </td>
          </>
        )}
      />
    </SettingForm>
  );
}

export function AppointmentTab() {
  const { t } = useTranslation('repair');
  const r = useRules();
  const setting = useAppointmentSetting();
  return (
    <SettingForm
      name="appointment"
      loading={setting.isPending}
      initialValues={setting.data}
      save={useSaveAppointment()}
    >
      <RowList
        name="slots"
        max={12}
        header={[t('pref.slotStart'), t('pref.slotEnd')]}
        newRow={() => ({ start: '09:00', end: '12:00' })}
        render={(f) => (
          <>
            <td>
              <Form.Item name={[f.name, 'start']} rules={[r.clock]}>
                <Input aria-label={t('pref.slotStart')} placeholder="09:00" style={{ width: 90 }} />
              </Form.Item>
            </td>
            <td>
              <Form.Item name={[f.name, 'end']} rules={[r.clock]}>
                <Input aria-label={t('pref.slotEnd')} placeholder="12:00" style={{ width: 90 }} />
              </Form.Item>
            </td>
          </>
        )}
      />
      <Form.Item name="leadHours" label={t('pref.leadHours')} rules={[r.int(0, 168)]}>
        <InputNumber min={0} max={168} />
      </Form.Item>
      <Form.Item name="autoCloseDays" label={t('pref.autoCloseDays')} rules={[r.int(1, 60)]}>
        <InputNumber min={1} max={60} />
      </Form.Item>
    </SettingForm>
  );
}

export function SlaTab() {
  const { t, i18n } = useTranslation('repair');
  const r = useRules();
  const setting = useSlaSetting();
  const days = weekdayNames(i18n.language).map((label, value) => ({ value, label }));
  return (
    <SettingForm name="sla" loading={setting.isPending} initialValues={setting.data} save={useSaveSla()}>
      <Form.Item
        name="workDays"
        label={t('pref.workDays')}
        rules={[{ required: true, type: 'array', min: 1, message: t('validation.workDays') }]}
      >
        <Checkbox.Group options={days} />
      </Form.Item>
      <div className="rp-row-fields">
        <Form.Item name="workStart" label={t('pref.workStart')} rules={[r.clock]}>
          <Input placeholder="08:00" style={{ width: 100 }} />
        </Form.Item>
        <Form.Item name="workEnd" label={t('pref.workEnd')} rules={[r.clock]}>
          <Input placeholder="17:00" style={{ width: 100 }} />
        </Form.Item>
      </div>
      <Form.Item
        name="holidays"
        label={t('pref.holidays')}
        extra={t('pref.holidaysHint')}
        rules={[
          {
            validator: async (_, v: string[] | undefined) => {
              if ((v ?? []).some((d) => !DAY.test(d))) throw new Error(t('validation.day'));
              if ((v ?? []).length > 60) throw new Error(t('validation.holidays', { max: 60 }));
            },
          },
        ]}
      >
        <Select mode="tags" tokenSeparators={[',', ' ']} open={false} placeholder="2026-12-31" />
      </Form.Item>
      <Form.Item name="warnHours" label={t('pref.warnHours')} rules={[r.int(0, 48)]}>
        <InputNumber min={0} max={48} />
      </Form.Item>
    </SettingForm>
  );
}
