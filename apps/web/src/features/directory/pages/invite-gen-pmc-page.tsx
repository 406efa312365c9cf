import { STAFF_CODE_ROLES, STAFF_CODES_MAX } from '@cc/contracts/invitation';
import { Alert, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../shared/session/use-permissions';
import { type StaffCodeRole, useGenerateStaffCodes } from '../api/invitations';
import { CodeGenForm } from '../components/code-gen-form';
import { type NewCode, NewCodes } from '../components/new-codes';
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
      <CodeGenForm<Values>
        name="staffInvite"
        initialValues={{ role: 'PMC', count: 1, expiresInDays: 7 }}
        onFinish={(v) => gen.mutate(v, { onSuccess: setCodes })}
        countField={{ name: 'count', label: t('invite.count'), max: STAFF_CODES_MAX }}
        pending={gen.isPending}
        error={gen.error}
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
      </CodeGenForm>
      {codes && (
        <section className="cc-card">
          <NewCodes codes={codes} />
        </section>
      )}
    </div>
  );
}
