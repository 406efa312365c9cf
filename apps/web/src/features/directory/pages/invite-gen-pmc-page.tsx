import { STAFF_CODE_ROLES } from '@cc/contracts/invitation';
import { Alert, Button, Form, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../shared/session/use-permissions';
import { type StaffCodeRole, useGenerateStaffCodes } from '../api/invitations';
import { type NewCode, NewCodes } from '../components/new-codes';
import { errorText } from '../directory-rules';
import '../directory.css';

interface Values {
  role: StaffCodeRole;
  count: number;
  expiresInDays: number;
}

/** /dashboard/directory/invitecodegenpmc: codes that join the community in a staff role. */
export function InviteGenPmcPage() {
  const { t } = useTranslation('directory');
  const perms = usePermissions();
  const gen = useGenerateStaffCodes();
  const [codes, setCodes] = useState<NewCode[] | null>(null);
  if (perms.ready && !perms.has('DIRECTORY:approve'))
    return <Alert type="info" showIcon title={t('common.noRight')} />;
  return (
    <div className="dir-page">
      <h1 className="page-title">{t('menu.inviteGenPmc')}</h1>
      <section className="cc-card dir-form-card">
        <Form<Values>
          name="staffInvite"
          layout="vertical"
          initialValues={{ role: 'PMC', count: 1, expiresInDays: 7 }}
          onFinish={(v) => gen.mutate(v, { onSuccess: setCodes })}
        >
          <Form.Item name="role" label={t('people.role')}>
            <Select
              options={STAFF_CODE_ROLES.map((r) => ({
                value: r,
                label: t(`shared:roles.${r}`),
                disabled: r === 'ADMIN' && !perms.has('SETTING:write'),
              }))}
            />
          </Form.Item>
          <Space wrap size="large">
            <Form.Item
              name="count"
              label={t('invite.count')}
              rules={[{ required: true, message: t('validation.number') }]}
            >
              <InputNumber min={1} max={50} precision={0} />
            </Form.Item>
            <Form.Item
              name="expiresInDays"
              label={t('invite.expiresIn')}
              rules={[{ required: true, message: t('validation.number') }]}
            >
              <InputNumber min={1} max={365} precision={0} suffix={t('invite.days')} />
            </Form.Item>
          </Space>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={gen.isPending}>
              {t('invite.generate')}
            </Button>
          </Form.Item>
        </Form>
        {gen.error && <Alert type="error" showIcon title={errorText(gen.error)} />}
      </section>
      {codes && (
        <section className="cc-card">
          <NewCodes codes={codes} />
        </section>
      )}
    </div>
  );
}
