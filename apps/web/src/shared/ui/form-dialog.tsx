import { App, Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { errorMessageOf } from '../api/api-error';
import { focusOnOpen } from './focus-on-open';

/** The part of a TanStack mutation the dialog drives. */
export interface SaveMutation<Input> {
  mutate: (input: Input, on: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

export interface FormDialogProps<Values, Input> {
  /** The form's name: antd prefixes the field ids with it (`building_name`), and specs find fields by id. */
  name: string;
  open: boolean;
  title: ReactNode;
  okText: string;
  cancelText: string;
  /** Shown once the server has taken the change. */
  savedText: string;
  /** The fields' values each time the dialog opens. */
  initialValues: Partial<Values>;
  save: SaveMutation<Input>;
  /** The form's values as the mutation takes them (trimmed, nulls for blanks). */
  toInput: (values: Values) => Input;
  onClose: () => void;
  /** The field that has the caret when the dialog opens (a field's own autoFocus cannot: see focusOnOpen). */
  focus?: string;
  /** The dialog ends something for good (a recall, a cancellation): its Save button is red. */
  danger?: boolean;
  /** The Form.Items. */
  children: ReactNode;
}

/**
 * A small edit dialog: a Modal whose content sits inside one Form, so the Save button is the
 * form's submit button and Enter in a field submits, as Escape closes. The form is destroyed on
 * close, so each opening starts again from `initialValues`.
 */
export function FormDialog<Values, Input>(props: FormDialogProps<Values, Input>) {
  const {
    name,
    open,
    title,
    okText,
    cancelText,
    savedText,
    initialValues,
    save,
    toInput,
    onClose,
    focus,
    danger,
  } = props;
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const submit = (values: Values) =>
    save.mutate(toInput(values), {
      onSuccess: () => {
        void message.success(savedText);
        onClose();
      },
      onError: (e) => void message.error(errorMessageOf(e)),
    });
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      confirmLoading={save.isPending}
      okButtonProps={{ htmlType: 'submit', danger }}
      onCancel={onClose}
      afterOpenChange={focus ? focusOnOpen(`${name}_${focus}`) : undefined}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<Values>
          name={name}
          form={form}
          layout="vertical"
          preserve={false}
          clearOnDestroy
          initialValues={initialValues}
          onFinish={submit}
        >
          {dialog}
        </Form>
      )}
    >
      {props.children}
    </Modal>
  );
}
