import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';

interface Props<V> {
  name: string;
  loading: boolean;
  initialValues: V | undefined;
  save: {
    mutate: (v: V, o: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
    isPending: boolean;
  };
  toInput?: (v: V) => V;
  children: ReactNode;
  extra?: ReactNode;
}

/** A settings tab: one form saved whole, the server's refusal in its own words. */
export function SettingForm<V extends object>({
  name,
  loading,
  initialValues,
  save,
  toInput,
  children,
  extra,
}: Props<V>) {
  const { t } = useTranslation('repair');
  const { message } = App.useApp();
  if (loading || !initialValues) return <Skeleton active />;
  return (
    <Form<V>
      name={name}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(v) =>
        save.mutate(toInput ? toInput(v) : v, {
          onSuccess: () => void message.success(t('common.saved')),
          onError: (e) => void message.error(errorMessageOf(e)),
        })
      }
    >
      {children}
      <div className="rp-pref-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid={`${name}-save`}>
          {t('common.save')}
        </Button>
        {extra}
      </div>
    </Form>
  );
}

/** A Form.List as rows that scroll sideways on a phone, with add and remove. */
export function RowList({
  name,
  header,
  newRow,
  max,
  render,
}: {
  name: string;
  header: string[];
  newRow: () => object;
  max: number;
  render: (field: { name: number; key: number }) => ReactNode;
}) {
  const { t } = useTranslation('repair');
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div className="rp-rows">
          <table className="rp-rows__table">
            <thead>
              <tr>
                {header.map((h) => (
                  <th key={h}>{h}</th>
                ))}
                <th aria-label={t('common.remove')} />
              </tr>
            </thead>
            <tbody>
              {fields.map((f) => (
                <tr key={f.key}>
                  {render(f)}
                  <td>
                    <Button
                      aria-label={t('common.remove')}
                      icon={<DeleteOutlined />}
                      onClick={() => remove(f.name)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button icon={<PlusOutlined />} disabled={fields.length >= max} onClick={() => add(newRow())}>
            {t('common.addRow')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
