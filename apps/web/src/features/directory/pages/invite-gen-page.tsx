import { PrinterOutlined } from '@ant-design/icons';
import { UNIT_ROLES, type UnitRole } from '@cc/contracts/directory';
import { CODES_PER_UNIT_MAX } from '@cc/contracts/invitation';
import { Alert, Button, Form, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuildings } from '../../../shared/residence/buildings-query';
import { usePermissions } from '../../../shared/session/use-permissions';
import { type ResidentGenTarget, useGenerateResidentCodes } from '../api/invitations';
import { CodeGenForm } from '../components/code-gen-form';
import { LettersPrint } from '../components/letters-print';
import { type NewCode, NewCodes } from '../components/new-codes';
import '../directory.css';
import { PageHeader } from '../../../shared/ui/page-header';

type Scope = 'units' | 'building' | 'all';
interface Values {
  scope: Scope;
  unitNos?: string[];
  buildingID?: string;
  unitRole: UnitRole;
  perUnit: number;
  expiresInDays: number;
}

const targetOf = (v: Values): ResidentGenTarget =>
  v.scope === 'units'
    ? { unitNos: (v.unitNos ?? []).map((u) => u.trim().toUpperCase()).filter(Boolean) }
    : v.scope === 'building'
      ? { buildingID: v.buildingID! }
      : { allUnits: true };

/** /dashboard/directory/invitecodegen: resident codes for listed units, a building or every unit; print letters. */
export function InviteGenPage() {
  const { t } = useTranslation('directory');
  const [form] = Form.useForm<Values>();
  const scope = Form.useWatch('scope', form) ?? 'units';
  const buildings = useBuildings();
  const gen = useGenerateResidentCodes();
  const [codes, setCodes] = useState<NewCode[] | null>(null);
  const [letters, setLetters] = useState<{ buildingID?: string; unitNos?: string } | null>(null);
  const [lastTarget, setLastTarget] = useState<ResidentGenTarget | null>(null);
  const perms = usePermissions();
  if (perms.ready && !perms.has('DIRECTORY:write'))
    return <Alert type="info" showIcon title={t('common.noRight')} />;
  const submit = (v: Values) => {
    const target = targetOf(v);
    gen.mutate(
      { target, unitRole: v.unitRole, perUnit: v.perUnit, expiresInDays: v.expiresInDays },
      {
        onSuccess: (items) => {
          setCodes(items);
          setLastTarget(target);
        },
      },
    );
  };
  const printTarget = (): { buildingID?: string; unitNos?: string } =>
    lastTarget && 'unitNos' in lastTarget
      ? { unitNos: lastTarget.unitNos.join(',') }
      : lastTarget && 'buildingID' in lastTarget
        ? { buildingID: lastTarget.buildingID }
        : {};
  return (
    <div className="dir-page">
      <PageHeader
        title={t('menu.inviteGen')}
        extra={
          <Button icon={<PrinterOutlined />} onClick={() => setLetters({})}>
            {t('letters.printAll')}
          </Button>
        }
      />
      <CodeGenForm<Values>
        name="invite"
        form={form}
        initialValues={{ scope: 'units', unitRole: 'OWNER', perUnit: 1, expiresInDays: 30 }}
        onFinish={submit}
        countField={{ name: 'perUnit', label: t('invite.perUnit'), max: CODES_PER_UNIT_MAX }}
        pending={gen.isPending}
        error={gen.error}
        generateTestId="invite-generate"
      >
        <Form.Item name="scope" label={t('invite.for')}>
          <Radio.Group
            options={[
              { value: 'units', label: t('invite.scopeUnits') },
              { value: 'building', label: t('invite.scopeBuilding') },
              { value: 'all', label: t('invite.scopeAll') },
            ]}
          />
        </Form.Item>
        {scope === 'units' && (
          <Form.Item
            name="unitNos"
            label={t('invite.unitNos')}
            extra={t('invite.unitNosHint')}
            rules={[{ required: true, message: t('validation.unitNosRequired') }]}
          >
            <Select mode="tags" tokenSeparators={[',', ' ']} open={false} data-testid="invite-units" />
          </Form.Item>
        )}
        {scope === 'building' && (
          <Form.Item
            name="buildingID"
            label={t('unit.building')}
            rules={[{ required: true, message: t('validation.buildingPick') }]}
          >
            <Select options={(buildings.data ?? []).map((b) => ({ value: b.buildingID, label: b.name }))} />
          </Form.Item>
        )}
        <Form.Item name="unitRole" label={t('people.unitRole')}>
          <Select options={UNIT_ROLES.map((r) => ({ value: r, label: t(`unitRoles.${r}`) }))} />
        </Form.Item>
      </CodeGenForm>
      {codes && (
        <section className="cc-card">
          <div className="dir-toolbar" style={{ marginBlockEnd: 12 }}>
            <h2 className="dir-subtitle">{t('invite.newCodes')}</h2>
            <Button
              icon={<PrinterOutlined />}
              onClick={() => setLetters(printTarget())}
              data-testid="print-letters"
            >
              {t('letters.printThese')}
            </Button>
          </div>
          <NewCodes codes={codes} />
        </section>
      )}
      {letters && <LettersPrint {...letters} onClose={() => setLetters(null)} />}
    </div>
  );
}
