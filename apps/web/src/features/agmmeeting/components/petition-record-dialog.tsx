import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitSearchQuery } from '../../../shared/residence/units-query';
import { useCommunityID } from '../../../shared/session/use-community';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useRecordPetitionSignatures } from '../api/petitions';

interface Values {
  unitIDs: string[];
}

/** Units by their number, typed ahead (the residence core's unit search), several at once. */
function UnitsSelect(props: { id?: string; value?: string[]; onChange?: (v: string[]) => void }) {
  const { t } = useTranslation('agmmeeting');
  const [q, setQ] = useState('');
  const units = useQuery(unitSearchQuery(useCommunityID(), q.trim()));
  return (
    <Select
      {...props}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setQ }}
      placeholder={t('petition.unitSearch')}
      loading={units.isFetching}
      notFoundContent={t('petition.noUnit')}
      options={(units.data ?? []).map((u) => ({ value: u.unitID, label: u.unitNo }))}
    />
  );
}

/**
 * Staff key the signatures owners gave on a paper petition at the office: the units that signed.
 * The share moves as if they had signed in the app; the audit log says who keyed them.
 */
export function PetitionRecordDialog({
  petitionID,
  open,
  onClose,
}: {
  petitionID: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('agmmeeting');
  const record = useRecordPetitionSignatures();
  return (
    <FormDialog<Values, { petitionID: string; unitIDs: string[] }>
      name="petition-record"
      open={open}
      title={t('petition.recordTitle')}
      okText={t('petition.recordSave')}
      cancelText={t('shared:common.cancel')}
      savedText={t('petition.recorded')}
      initialValues={{ unitIDs: [] }}
      save={record}
      toInput={(v) => ({ petitionID, unitIDs: v.unitIDs })}
      onClose={onClose}
      focus="unitIDs"
    >
      <p className="cc-muted">{t('petition.recordHint')}</p>
      <Form.Item
        name="unitIDs"
        label={t('petition.recordUnits')}
        rules={[{ required: true, type: 'array', min: 1, message: t('petition.unitsRequired') }]}
      >
        <UnitsSelect />
      </Form.Item>
    </FormDialog>
  );
}
