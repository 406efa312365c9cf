import type { Profile, ProfileUpdate } from '@cc/contracts/session';
import { Button, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datePickerFormat } from '../../../shared/i18n/format-date';
import { DatePicker } from '../../../shared/ui/date-picker';
import { GENDER_CHOICES, type Gender, genderKey } from '../gender';
import { profileRules } from '../profile-rules';
import { PhotoField } from './photo-field';

interface Values {
  firstname: string;
  lastname: string;
  email: string;
  gender: Gender | 'UNSPECIFIED';
  mobile?: string;
  birthdate?: Dayjs | null;
}

interface Props {
  profile: Profile;
  saving: boolean;
  onSave: (fields: ProfileUpdate, photo: File | null) => void;
  onCancel: () => void;
}

export function ProfileForm({ profile, saving, onSave, onCancel }: Props) {
  const { t, i18n } = useTranslation('profile');
  const [photo, setPhoto] = useState<File | null>(null);
  const rules = profileRules(t);
  const initial: Values = {
    firstname: profile.firstname,
    lastname: profile.lastname,
    email: profile.email,
    gender: profile.gender ?? 'UNSPECIFIED',
    mobile: profile.mobile ?? '',
    birthdate: profile.birthdate ? dayjs(profile.birthdate) : null,
  };
  const submit = (v: Values) =>
    onSave(
      {
        firstname: v.firstname.trim(),
        lastname: v.lastname.trim(),
        email: v.email.trim(),
        gender: v.gender === 'UNSPECIFIED' ? null : v.gender,
        mobile: v.mobile?.trim() ? v.mobile.trim() : null,
        birthdate: v.birthdate ? v.birthdate.format('YYYY-MM-DD') : null,
      },
      photo,
    );
  return (
    <Form<Values> layout="vertical" initialValues={initial} onFinish={submit} className="profile__form">
      <Form.Item label={t('fields.photo')}>
        <PhotoField currentUrl={profile.imageUrl} onChange={setPhoto} />
      </Form.Item>
      <Form.Item name="firstname" label={t('fields.firstname')} rules={rules.firstname}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item name="lastname" label={t('fields.lastname')} rules={rules.lastname}>
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item name="email" label={t('fields.email')} rules={rules.email}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="gender" label={t('fields.gender')}>
        <Select
          options={GENDER_CHOICES.map((g) => ({
            value: g,
            label: t(genderKey(g === 'UNSPECIFIED' ? null : g)),
          }))}
        />
      </Form.Item>
      <Form.Item name="mobile" label={t('fields.mobile')} rules={rules.mobile}>
        <Input type="tel" autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item name="birthdate" label={t('fields.birthdate')}>
        <DatePicker
          format={datePickerFormat(i18n.language)}
          disabledDate={(d) => d.isAfter(dayjs())}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('save')}
        </Button>
        <Button onClick={onCancel}>{t('cancel')}</Button>
      </Space>
    </Form>
  );
}
