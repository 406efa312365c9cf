import { App, Button, Card, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';

interface SaveMutation<Input> {
  mutate: (input: Input, on: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
  isPending: boolean;
}

/**
 * One settings section: a card holding one form with its Save button. Without the right to
 * change settings the form is read-only and has no button (the API would refuse anyway).
 */
export function SettingForm<Values, Input>({
  name,
  title,
  initialValues,
  editable,
  save,
  toInput,
  children,
}: {
  name: string;
  title: ReactNode;
  initialValues: Values;
  editable: boolean;
  save: SaveMutation<Input>;
  toInput: (values: Values) => Input;
  children: ReactNode;
}) {
  const { t } = useTranslation('vms-settings');
  const { message } = App.useApp();
  const submit = (values: Values) =>
    save.mutate(toInput(values), {
      onSuccess: () => void message.success(t('common.saved')),
      onError: (e) => void message.error(errorMessageOf(e)),
    });
  return (
    <Card size="small" title={title} className="vms-settings__card" data-testid={`vms-settings-${name}`}>
      <Form<Values>
        name={name}
        layout="vertical"
        initialValues={initialValues as never}
        disabled={!editable}
        onFinish={submit}
      >
        {children}
        {editable && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
