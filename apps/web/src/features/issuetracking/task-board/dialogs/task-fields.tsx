import {
  ASSIGNEES_MAX,
  ISSUE_PRIORITIES,
  LABEL_MAX,
  LABELS_MAX,
  TASK_TEXT_MAX,
  TASK_TITLE_MAX,
} from '@cc/contracts/issuetracking';
import { Form, Input, type InputProps, Radio, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TextAreaProps } from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../../shared/ui/date-picker';
import { useAssignees } from '../api/board-queries';

/** The limits the API checks, said in the reader's language before anything is sent. */
export function useTaskRules() {
  const { t } = useTranslation('task-board');
  return {
    title: [
      { required: true, whitespace: true, message: t('validation.titleRequired') },
      { max: TASK_TITLE_MAX, message: t('validation.max', { max: TASK_TITLE_MAX }) },
    ] satisfies Rule[],
    text: [{ max: TASK_TEXT_MAX, message: t('validation.max', { max: TASK_TEXT_MAX }) }] satisfies Rule[],
    labels: [
      {
        validator: async (_: unknown, labels: string[] | undefined) => {
          if ((labels ?? []).some((l) => l.trim().length > LABEL_MAX))
            throw new Error(t('validation.label', { max: LABEL_MAX }));
        },
      },
    ] satisfies Rule[],
  };
}

/** Form.Item hands each field its value, onChange and id (the label's target): passed on whole. */
export function TitleInput(props: InputProps) {
  return <Input maxLength={TASK_TITLE_MAX} showCount {...props} />;
}

export function TextInput(props: TextAreaProps) {
  return (
    <Input.TextArea maxLength={TASK_TEXT_MAX} showCount autoSize={{ minRows: 3, maxRows: 10 }} {...props} />
  );
}

/** Staff and committee, found by typing their name. */
export function AssigneeSelect(props: { value?: string[]; onChange?: (v: string[]) => void; id?: string }) {
  const { t } = useTranslation('task-board');
  const people = useAssignees();
  return (
    <Select
      {...props}
      mode="multiple"
      allowClear
      maxCount={ASSIGNEES_MAX}
      loading={people.isPending}
      placeholder={t('fields.assigneesPlaceholder')}
      optionFilterProp="label"
      options={(people.data ?? []).map((p) => ({ value: p.userID, label: p.name }))}
    />
  );
}

export function PrioritySelect(props: { value?: string; onChange?: (v: string) => void; id?: string }) {
  const { t } = useTranslation('task-board');
  return (
    <Radio.Group
      {...props}
      onChange={(e) => props.onChange?.(e.target.value as string)}
      optionType="button"
      options={ISSUE_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
    />
  );
}

export function LabelsSelect(props: { value?: string[]; onChange?: (v: string[]) => void; id?: string }) {
  const { t } = useTranslation('task-board');
  return (
    <Select
      {...props}
      mode="tags"
      maxCount={LABELS_MAX}
      tokenSeparators={[',']}
      placeholder={t('fields.labelsPlaceholder')}
      notFoundContent={null}
      suffixIcon={null}
    />
  );
}

/** Empty means "by SLA": the server counts the priority's working days. */
export function DueInput(props: { id?: string }) {
  const { t } = useTranslation('task-board');
  return (
    <DatePicker
      {...props}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      placeholder={t('fields.dueBySla')}
      style={{ inlineSize: '100%' }}
    />
  );
}

/**
 * A task's own fields, the same in the add dialog and the drawer's edit form: title, text,
 * assignees, priority, due and labels with their rules. `dueHelp` says what an empty due means
 * there (the SLA when adding; none when editing).
 */
export function TaskFormItems({
  dueHelp,
  labelsHelp,
  focusTitle,
}: {
  dueHelp: string;
  labelsHelp?: string;
  focusTitle?: boolean;
}) {
  const { t } = useTranslation('task-board');
  const rules = useTaskRules();
  return (
    <>
      <Form.Item name="title" label={t('fields.title')} rules={rules.title}>
        <TitleInput autoFocus={focusTitle} />
      </Form.Item>
      <Form.Item name="text" label={t('fields.text')} rules={rules.text}>
        <TextInput />
      </Form.Item>
      <Form.Item name="assigneeIDs" label={t('fields.assignees')}>
        <AssigneeSelect />
      </Form.Item>
      <Form.Item name="priority" label={t('fields.priority')}>
        <PrioritySelect />
      </Form.Item>
      <Form.Item name="dueAt" label={t('fields.due')} extra={dueHelp}>
        <DueInput />
      </Form.Item>
      <Form.Item name="labels" label={t('fields.labels')} rules={rules.labels} extra={labelsHelp}>
        <LabelsSelect />
      </Form.Item>
    </>
  );
}
