import {
  type Account,
  ADDRESS_LINE_MAX,
  ADDRESS_LINES_MAX,
  isPromptPayId,
  isTaxId,
  RECEIPT_NAME_MAX,
} from '@cc/contracts/vms-admin-settings';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingForm } from './setting-form';
import { type AccountInput, useSaveAccount } from './settings-api';

interface AccountForm {
  receiptName: string;
  address: string;
  taxID: string;
  promptPayID: string;
}

/** What the fee receipt prints at its head: the juristic person's name and address, tax ID, PromptPay ID. */
export function AccountForm({ account, editable }: { account: Account; editable: boolean }) {
  const { t } = useTranslation('vms-settings');
  const save = useSaveAccount();
  return (
    <SettingForm<AccountForm, AccountInput>
      name="vms-account"
      title={t('account.title')}
      initialValues={{
        receiptName: account.receiptName,
        address: account.addressLines.join('\n'),
        taxID: account.taxID ?? '',
        promptPayID: account.promptPayID ?? '',
      }}
      editable={editable}
      save={save}
      toInput={(v) => ({
        receiptName: v.receiptName.trim(),
        addressLines: v.address
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean),
        taxID: v.taxID.trim(),
        promptPayID: v.promptPayID.trim(),
      })}
    >
      <Form.Item
        name="receiptName"
        label={t('account.receiptName')}
        rules={[{ max: RECEIPT_NAME_MAX, message: t('validation.textMax', { max: RECEIPT_NAME_MAX }) }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="address"
        label={t('account.address')}
        extra={t('account.addressHelp', { max: ADDRESS_LINES_MAX })}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              const lines = (value ?? '').split('\n').filter((l) => l.trim());
              if (lines.length > ADDRESS_LINES_MAX)
                throw new Error(t('validation.addressLines', { max: ADDRESS_LINES_MAX }));
              if (lines.some((l) => l.trim().length > ADDRESS_LINE_MAX))
                throw new Error(t('validation.textMax', { max: ADDRESS_LINE_MAX }));
            },
          },
        ]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item
        name="taxID"
        label={t('account.taxID')}
        rules={[
          {
            validator: async (_, v: string | undefined) => {
              if (v?.trim() && !isTaxId(v)) throw new Error(t('validation.taxId'));
            },
          },
        ]}
      >
        <Input inputMode="numeric" maxLength={17} />
      </Form.Item>
      <Form.Item
        name="promptPayID"
        label={t('account.promptPayID')}
        extra={t('account.promptPayHelp')}
        rules={[
          {
            validator: async (_, v: string | undefined) => {
              if (v?.trim() && !isPromptPayId(v)) throw new Error(t('validation.promptPay'));
            },
          },
        ]}
      >
        <Input inputMode="numeric" maxLength={17} />
      </Form.Item>
    </SettingForm>
  );
}
