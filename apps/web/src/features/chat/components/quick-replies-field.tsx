import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CHAT_QUICK_REPLIES_MAX, CHAT_QUICK_REPLY_MAX } from '@cc/contracts/chat';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Up to 30 quick replies, added, removed and moved up or down. */
export function QuickRepliesField() {
  const { t } = useTranslation('chat');
  return (
    <Form.List name="quickReplies">
      {(fields, { add, remove, move }) => (
        <>
          {fields.map((f, i) => (
            <div key={f.key} className="ch-quick-row">
              <Form.Item
                name={f.name}
                rules={[
                  { required: true, whitespace: true, message: t('validation.quickEmpty') },
                  {
                    max: CHAT_QUICK_REPLY_MAX,
                    message: t('validation.tooLong', { max: CHAT_QUICK_REPLY_MAX }),
                  },
                ]}
              >
                <Input.TextArea
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  aria-label={t('preference.quickReply', { n: i + 1 })}
                />
              </Form.Item>
              <Button
                icon={<ArrowUpOutlined />}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={t('preference.moveUp')}
              />
              <Button
                icon={<ArrowDownOutlined />}
                disabled={i === fields.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={t('preference.moveDown')}
              />
              <Button
                danger
                icon={<DeleteOutlined />}
                onClick={() => remove(i)}
                aria-label={t('preference.remove')}
              />
            </div>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={fields.length >= CHAT_QUICK_REPLIES_MAX}
            onClick={() => add('')}
          >
            {t('preference.addQuickReply', { count: fields.length, max: CHAT_QUICK_REPLIES_MAX })}
          </Button>
        </>
      )}
    </Form.List>
  );
}
