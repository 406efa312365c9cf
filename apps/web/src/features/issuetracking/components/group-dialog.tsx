import { countCharacters, GROUP_NAME_MAX, type IssueGroup } from '@cc/contracts/issuetracking';
import { Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { type GroupColor, type GroupSave, useAssignees, useSaveGroup } from '../api/groups';
import { ColorSwatches } from './color-swatches';
import { GroupNameInput } from './group-name-input';

interface Values {
  name: string;
  color: GroupColor;
  isPrivate: boolean;
  memberIDs: string[];
}

interface Props {
  open: boolean;
  /** null: a new group. */
  group: IssueGroup | null;
  onClose: () => void;
}

/** Create or change a group: name (live counter), colour, private with its members. */
export function GroupDialog({ open, group, onClose }: Props) {
  const { t } = useTranslation('issuetracking');
  const save = useSaveGroup();
  const people = useAssignees(open);
  return (
    <FormDialog<Values, GroupSave>
      name="group"
      focus="name"
      open={open}
      title={group ? t('groups.edit') : t('groups.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      savedText={t('common.saved')}
      initialValues={
        group
          ? {
              name: group.name,
              color: group.color,
              isPrivate: group.isPrivate,
              memberIDs: group.members.map((m) => m.userID),
            }
          : { name: '', color: 'blue', isPrivate: false, memberIDs: [] }
      }
      save={save}
      toInput={(v) => ({
        groupID: group?.groupID,
        name: v.name.trim(),
        color: v.color,
        isPrivate: v.isPrivate,
        memberIDs: v.isPrivate ? (v.memberIDs ?? []) : undefined,
      })}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('groups.name')}
        rules={[
          { required: true, whitespace: true, message: t('groups.nameRequired') },
          {
            validator: (_, v: string) =>
              countCharacters((v ?? '').trim()) <= GROUP_NAME_MAX
                ? Promise.resolve()
                : Promise.reject(new Error(t('groups.nameTooLong', { max: GROUP_NAME_MAX }))),
          },
        ]}
      >
        <GroupNameInput />
      </Form.Item>
      <Form.Item name="color" label={t('groups.color')}>
        <ColorSwatches />
      </Form.Item>
      <Form.Item
        name="isPrivate"
        label={t('groups.private')}
        valuePropName="checked"
        extra={t('groups.privateHelp')}
      >
        <Switch />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.isPrivate !== b.isPrivate}>
        {({ getFieldValue }) =>
          getFieldValue('isPrivate') && (
            <Form.Item name="memberIDs" label={t('groups.members')}>
              <Select
                mode="multiple"
                showSearch
                optionFilterProp="label"
                loading={people.isPending}
                placeholder={t('groups.pickMembers')}
                options={(people.data ?? []).map((p) => ({ value: p.userID, label: p.name }))}
                data-testid="group-members"
              />
            </Form.Item>
          )
        }
      </Form.Item>
    </FormDialog>
  );
}
