import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  PRICE_NAME_MAX,
  QUOTE_LINES_MAX,
  REPAIR_NOTE_MAX,
  type RepairDetail,
} from '@cc/contracts/repair-records';
import { App, Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useQuote } from '../api/requests';
import { usePricing } from '../api/settings';
import { formatBaht, MONEY_MAX_BAHT } from '../money';
import { lineSatang, type QuoteFormLine, quoteLinesInput, quoteTotalSatang } from '../quote';

interface Values {
  lines: QuoteFormLine[];
  note?: string;
}

/**
 * The quote builder: lines from the price list (the request's category first) with a quantity,
 * and free lines with a name, unit and price in baht; the total shows as the office types and
 * goes to the server in satang.
 */
export function QuoteDialog({ request, onClose }: { request: RepairDetail; onClose: () => void }) {
  const { t } = useTranslation('repair');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const pricing = usePricing();
  const save = useQuote();
  const prices = useMemo(() => new Map((pricing.data ?? []).map((p) => [p.itemID, p])), [pricing.data]);
  const options = useMemo(
    () =>
      (pricing.data ?? [])
        .filter((p) => p.active)
        .sort(
          (a, b) => Number(b.categoryID === request.categoryID) - Number(a.categoryID === request.categoryID),
        )
        .map((p) => ({
          value: p.itemID,
          label: `${p.code} ${p.name} (${formatBaht(p.priceSatang)}/${p.unit})`,
        })),
    [pricing.data, request.categoryID],
  );
  const lines = Form.useWatch('lines', form) ?? [];
  const initial: Values = request.quote
    ? {
        lines: request.quote.lines.map((l) =>
          l.itemID
            ? { kind: 'item', itemID: l.itemID, quantity: l.quantity }
            : {
                kind: 'free',
                name: l.name,
                unit: l.unit,
                priceBaht: l.unitPriceSatang / 100,
                quantity: l.quantity,
              },
        ),
        note: request.quote.note ?? undefined,
      }
    : { lines: [{ kind: 'item', quantity: 1 }] };
  const submit = (v: Values) =>
    save.mutate(
      { requestID: request.requestID, lines: quoteLinesInput(v.lines), note: v.note?.trim() || undefined },
      {
        onSuccess: () => {
          void message.success(t('saved.quote'));
          onClose();
        },
        onError: (e) => void message.error(errorMessageOf(e)),
      },
    );
  const qtyRule = {
    required: true,
    type: 'number' as const,
    min: 0.01,
    max: 1000,
    message: t('validation.quantity'),
  };
  return (
    <Modal
      open
      width={820}
      title={t('actions.quote')}
      okText={t('quote.send')}
      cancelText={t('common.back')}
      confirmLoading={save.isPending}
      okButtonProps={{ htmlType: 'submit' }}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<Values> name="quote" form={form} layout="vertical" initialValues={initial} onFinish={submit}>
          {dialog}
        </Form>
      )}
    >
      <Form.List
        name="lines"
        rules={[
          {
            validator: async (_, v: unknown[]) => {
              if (!v?.length) throw new Error(t('validation.linesRequired'));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <div className="rp-quote-lines" data-testid="quote-lines">
            {fields.map((field) => {
              const line = lines[field.name];
              return (
                <div key={field.key} className="rp-quote-line">
                  <Form.Item name={[field.name, 'kind']} hidden>
                    <Input />
                  </Form.Item>
                  {line?.kind === 'free' ? (
                    <Space wrap align="start">
                      <Form.Item
                        name={[field.name, 'name']}
                        rules={[
                          { required: true, whitespace: true, message: t('validation.lineName') },
                          { max: PRICE_NAME_MAX, message: t('validation.tooLong', { max: PRICE_NAME_MAX }) },
                        ]}
                      >
                        <Input
                          placeholder={t('quote.name')}
                          aria-label={t('quote.name')}
                          style={{ width: 220 }}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'unit']} rules={[{ max: 20 }]}>
                        <Input
                          placeholder={t('quote.unit')}
                          aria-label={t('quote.unit')}
                          style={{ width: 80 }}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'priceBaht']}
                        rules={[
                          {
                            required: true,
                            type: 'number',
                            min: 0,
                            max: MONEY_MAX_BAHT,
                            message: t('validation.money', { max: MONEY_MAX_BAHT }),
                          },
                        ]}
                      >
                        <InputNumber
                          prefix="฿"
                          precision={2}
                          min={0}
                          placeholder={t('quote.price')}
                          aria-label={t('quote.price')}
                          style={{ width: 130 }}
                        />
                      </Form.Item>
                    </Space>
                  ) : (
                    <Form.Item
                      name={[field.name, 'itemID']}
                      rules={[{ required: true, message: t('validation.itemRequired') }]}
                    >
                      <Select
                        showSearch={{ optionFilterProp: 'label' }}
                        placeholder={t('quote.item')}
                        aria-label={t('quote.item')}
                        loading={pricing.isPending}
                        options={options}
                        style={{ width: 360, maxWidth: '100%' }}
                        data-testid={`quote-item-${field.name}`}
                      />
                    </Form.Item>
                  )}
                  <Form.Item name={[field.name, 'quantity']} rules={[qtyRule]}>
                    <InputNumber
                      min={0.01}
                      max={1000}
                      step={1}
                      precision={2}
                      aria-label={t('quote.quantity')}
                      placeholder={t('quote.quantity')}
                      style={{ width: 100 }}
                    />
                  </Form.Item>
                  <span className="rp-quote-line__amount">
                    {line ? formatBaht(lineSatang(line, prices)) : ''}
                  </span>
                  <Button
                    aria-label={t('common.remove')}
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                    disabled={fields.length === 1}
                  />
                </div>
              );
            })}
            <Form.ErrorList errors={errors} />
            <Space wrap>
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= QUOTE_LINES_MAX}
                onClick={() => add({ kind: 'item', quantity: 1 })}
              >
                {t('quote.addItem')}
              </Button>
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= QUOTE_LINES_MAX}
                onClick={() => add({ kind: 'free', quantity: 1 })}
              >
                {t('quote.addFree')}
              </Button>
            </Space>
          </div>
        )}
      </Form.List>
      <p className="rp-quote-total" data-testid="quote-total" aria-live="polite">
        {t('quote.total')}: <strong>{formatBaht(quoteTotalSatang(lines.filter(Boolean), prices))}</strong>
      </p>
      <Form.Item
        name="note"
        label={t('fields.quoteNote')}
        rules={[{ max: REPAIR_NOTE_MAX, message: t('validation.tooLong', { max: REPAIR_NOTE_MAX }) }]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </Modal>
  );
}
