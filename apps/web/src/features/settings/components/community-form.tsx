import type { CommunityInfo } from '@cc/contracts/session';
import { type CommunityContact, TAX_ID_DIGITS } from '@cc/contracts/setting';
import { App, Button, Form, Input, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUpdateCommunity, useUpdateContact } from '../api/community';
import { errorText, settingsRules } from '../settings-rules';
import { PictureField } from './picture-field';

type Values = Omit<CommunityInfo, 'communityID' | 'imageUrl'> &
  Omit<CommunityContact, 'address'> & { contactAddress: string | null };

const CONTACT_KEYS = ['legalName', 'taxID', 'phone', 'email', 'lineID', 'officeHours'] as const;
const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** Details (name, picture, type, address, time zone, currency) and the legal entity's contact, saved together. */
export function CommunityForm({ info, contact }: { info: CommunityInfo; contact: CommunityContact }) {
  const { t } = useTranslation('settings');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [picture, setPicture] = useState<File | null>(null);
  const profile = useUpdateCommunity();
  const contactSave = useUpdateContact();
  const rules = settingsRules(t);
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone').map((z) => ({ value: z, label: z })), []);
  const currencies = useMemo(
    () => Intl.supportedValuesOf('currency').map((c) => ({ value: c, label: c })),
    [],
  );
  const submit = async (v: Values) => {
    try {
      await profile.mutateAsync({
        fields: {
          communityName: v.communityName.trim(),
          communityType: v.communityType,
          address: blank(v.address),
          timeZone: v.timeZone,
          currency: v.currency,
        },
        picture,
      });
      await contactSave.mutateAsync({
        ...Object.fromEntries(CONTACT_KEYS.map((k) => [k, blank(v[k])])),
        address: blank(v.contactAddress),
      });
      void message.success(t('info.saved'));
      navigate('/dashboard/settings');
    } catch (e) {
      void message.error(errorText(e));
    }
  };
  return (
    <Form<Values>
      name="community"
      layout="vertical"
      className="set-form"
      initialValues={{ ...info, ...contact, contactAddress: contact.address }}
      onFinish={submit}
    >
      <h2>{t('info.title')}</h2>
      <Form.Item label={t('info.picture')}>
        <PictureField currentUrl={info.imageUrl} onChange={setPicture} />
      </Form.Item>
      <Form.Item name="communityName" label={t('info.name')} rules={rules.communityName}>
        <Input data-testid="community-name-input" />
      </Form.Item>
      <Form.Item name="communityType" label={t('info.type')} extra={t('info.typeHint')}>
        <Select
          options={(['CONDO', 'VILLAGE'] as const).map((c) => ({ value: c, label: t(`info.types.${c}`) }))}
        />
      </Form.Item>
      <Form.Item name="address" label={t('info.address')} rules={rules.address}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Space wrap size="large" className="set-pair">
        <Form.Item name="timeZone" label={t('info.timeZone')} rules={rules.required}>
          <Select showSearch options={zones} style={{ minWidth: 240 }} />
        </Form.Item>
        <Form.Item name="currency" label={t('info.currency')} rules={rules.required}>
          <Select showSearch options={currencies} style={{ minWidth: 140 }} />
        </Form.Item>
      </Space>
      <h2>{t('contact.title')}</h2>
      <Form.Item name="legalName" label={t('contact.legalName')} rules={rules.legalName}>
        <Input />
      </Form.Item>
      <Form.Item name="taxID" label={t('contact.taxID')} rules={rules.taxID}>
        <Input inputMode="numeric" maxLength={TAX_ID_DIGITS} />
      </Form.Item>
      <Form.Item name="phone" label={t('contact.phone')} rules={rules.phone}>
        <Input type="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item name="email" label={t('contact.email')} rules={rules.email}>
        <Input type="email" />
      </Form.Item>
      <Form.Item name="lineID" label={t('contact.lineID')} rules={rules.lineID}>
        <Input />
      </Form.Item>
      <Form.Item name="officeHours" label={t('contact.officeHours')} rules={rules.officeHours}>
        <Input placeholder={t('contact.officeHoursHint')} />
      </Form.Item>
      <Form.Item name="contactAddress" label={t('contact.address')} rules={rules.address}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={profile.isPending || contactSave.isPending}>
          {t('common.save')}
        </Button>
        <Button onClick={() => navigate('/dashboard/settings')}>{t('common.cancel')}</Button>
      </Space>
    </Form>
  );
}
