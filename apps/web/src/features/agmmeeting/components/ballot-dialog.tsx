import {
  AGM_VOTE_CHOICES,
  type AgmItemTally,
  type AgmMeetingDetail,
  type AgmVoteChoice,
} from '@cc/contracts/agmmeeting';
import type { AgmVoteRecord } from '@cc/contracts/agmmeeting-inputs';
import { Checkbox, Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useAttendance } from '../api/attendance';
import { useRecordVote } from '../api/votes';

interface Values {
  unitID: string;
  choice?: AgmVoteChoice;
  candidateIDs?: string[];
}

/**
 * Keys a paper ballot for a unit present in the room: a resolution's choice, or an election's
 * candidates up to the seats. A unit's second ballot replaces its first; the audit keeps both.
 */
export function BallotDialog({
  meeting,
  item,
  onClose,
}: {
  meeting: AgmMeetingDetail;
  item: AgmItemTally | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('agmmeeting');
  const save = useRecordVote();
  const present = (useAttendance(meeting.meetingID).data?.attendance ?? []).filter((a) => !a.checkedOutAt);
  const seats = meeting.items.find((i) => i.itemID === item?.itemID)?.seats ?? 0;
  return (
    <FormDialog<Values, Omit<AgmVoteRecord, 'communityID'>>
      name="ballot"
      open={!!item}
      title={item ? t('voting.ballotTitle', { title: `${item.seq}. ${item.title}` }) : ''}
      okText={t('voting.record')}
      cancelText={t('shared:common.cancel')}
      savedText={t('voting.recorded')}
      initialValues={{}}
      save={save}
      toInput={(v) => ({
        itemID: item!.itemID,
        unitID: v.unitID,
        choice: item!.kind === 'RESOLUTION' ? (v.choice ?? null) : null,
        candidateIDs: item!.kind === 'ELECTION' ? (v.candidateIDs ?? []) : [],
      })}
      onClose={onClose}
      focus="unitID"
    >
      <Form.Item
        name="unitID"
        label={t('fields.unit')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={present.map((a) => ({ value: a.unitID, label: `${a.unitNo} · ${a.attendee.name}` }))}
          notFoundContent={t('voting.nobodyPresent')}
        />
      </Form.Item>
      {item?.kind === 'RESOLUTION' && (
        <Form.Item
          name="choice"
          label={t('fields.choice')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Radio.Group
            optionType="button"
            options={AGM_VOTE_CHOICES.map((c) => ({ value: c, label: t(`choice.${c}`) }))}
          />
        </Form.Item>
      )}
      {item?.kind === 'ELECTION' && (
        <Form.Item
          name="candidateIDs"
          label={t('fields.candidates')}
          extra={t('voting.upToSeats', { seats })}
          rules={[
            { required: true, type: 'array', min: 1, message: t('validation.candidates') },
            { type: 'array', max: seats, message: t('voting.upToSeats', { seats }) },
          ]}
        >
          <Checkbox.Group options={item.candidates.map((c) => ({ value: c.candidateID, label: c.name }))} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
