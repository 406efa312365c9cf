import {
  ACCOUNT_NAME_MAX,
  ACCOUNT_NO_PATTERN,
  BANK_CODE_PATTERN,
  PROMPTPAY_ID_PATTERNS,
  PROMPTPAY_KINDS,
  type PromptPayKind,
} from '@cc/contracts/billing';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { type BankInput, type PromptPayInput, useAddBank, useAddPromptPay } from '../api/settings';

interface Props {
  open: boolean;
  onClose: () => void;
}

function NameField() {
  const { t } = useTranslation('billing');
  return (
    <Form.Item
      name="accountName"
      label={t('account.name')}
      rules={[
        { required: true, whitespace: true, message: t('account.nameRequired') },
        { max: ACCOUNT_NAME_MAX, message: t('common.max', { max: ACCOUNT_NAME_MAX }) },
      ]}
    >
      <Input />
    </Form.Item>
  );
}

/** A bank account: 3-digit bank code, 10 to 15 digit number, the account's name. */
export function BankDialog({ open, onClose }: Props) {
  const { t } = useTranslation('billing');
  return (
    <FormDialog<BankInput, BankInput>
      name="bank"
      open={open}
      title={t('account.addBank')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      savedText={t('common.saved')}
      initialValues={{}}
      save={useAddBank()}
      toInput={(v) => ({ ...v, accountName: v.accountName.trim() })}
      onClose={onClose}
      focus="bankCode"
    >
      <Form.Item
        name="bankCode"
        label={t('account.bankCode')}
        rules={[{ required: true, pattern: BANK_CODE_PATTERN, message: t('account.bankCodeBad') }]}
      >
        <Input inputMode="numeric" />
      </Form.Item>
      <Form.Item
        name="accountNo"
        label={t('account.accountNo')}
        rules={[{ required: true, pattern: ACCOUNT_NO_PATTERN, message: t('account.accountNoBad') }]}
      >
        <Input inputMode="numeric" />
      </Form.Item>
      <NameField />
    </FormDialog>
  );
}

/** A PromptPay account: its kind decides what the ID must look like; the API checks a tax ID's digit too. */
export function PromptPayDialog({ open, onClose }: Props) {
  const { t } = useTranslation('billing');
  return (
    <FormDialog<PromptPayInput, PromptPayInput>
      name="promptpay"
      open={open}
      title={t('account.addPromptPay')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      savedText={t('common.saved')}
      initialValues={{ promptpayKind: 'BILLER' }}
      save={useAddPromptPay()}
      toInput={(v) => ({ ...v, promptpayID: v.promptpayID.trim(), accountName: v.accountName.trim() })}
      onClose={onClose}
    >
      <Form.Item name="promptpayKind" label={t('account.promptpayKind')}>
        <Select options={PROMPTPAY_KINDS.map((k) => ({ value: k, label: t(`promptpay.${k}`) }))} />
      </Form.Item>
      <Form.Item
        name="promptpayID"
        label={t('account.promptpayID')}
        // The validator refuses an empty ID; this only shows the mark the other fields have.
        required
        dependencies={['promptpayKind']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              PROMPTPAY_ID_PATTERNS[getFieldValue('promptpayKind') as PromptPayKind].test(
                (value ?? '').trim(),
              )
                ? Promise.resolve()
                : Promise.reject(
                    new Error(t(`promptpay.bad.${getFieldValue('promptpayKind') as PromptPayKind}`)),
                  ),
          }),
        ]}
      >
        <Input inputMode="numeric" />
      </Form.Item>
      <NameField />
    </FormDialog>
  );
}
