import { vmsSettingOps } from '@cc/contracts/vms-admin-ops';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/session/use-can';
import { AccountForm } from './account-form';
import { DocumentForm } from './document-form';
import { FactoryReset } from './factory-reset';
import { FeeRulesForm } from './fee-rules-form';
import { useAccount, useDocumentSetting, useFeeRules, useUtilityConfig } from './settings-api';
import { UtilityForm } from './utility-form';
import './settings.css';

/** The gate's settings: fees, utility config, the receipt's account, documents, and the reset. Read-only without VMS_NITI:approve. */
export function SettingsTab() {
  const { t } = useTranslation('vms-settings');
  const can = useCan();
  const editable = can(vmsSettingOps.utilityPut);
  const fee = useFeeRules();
  const utility = useUtilityConfig();
  const account = useAccount();
  const documents = useDocumentSetting();
  const error = fee.error ?? utility.error ?? account.error ?? documents.error;
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!fee.data || !utility.data || !account.data || !documents.data) return <Skeleton active />;
  return (
    <div className="vms-settings" data-testid="vms-settings">
      {!editable && <Alert type="info" showIcon title={t('common.readOnly')} />}
      {/* Keyed by the data: a save elsewhere (or a reset) shows its values, not the old ones. */}
      <FeeRulesForm key={JSON.stringify(fee.data.rules)} rules={fee.data.rules} editable={editable} />
      <UtilityForm key={JSON.stringify(utility.data)} config={utility.data} editable={editable} />
      <AccountForm key={JSON.stringify(account.data)} account={account.data} editable={editable} />
      <DocumentForm key={JSON.stringify(documents.data)} setting={documents.data} editable={editable} />
      {editable && <FactoryReset />}
    </div>
  );
}
