import type { AgmPetition } from '@cc/contracts/agmmeeting';
import { App, Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { usePermissions } from '../../../shared/session/use-permissions';
import { useSignPetition } from '../api/petitions';
import { petitionShare } from '../figures/petition-share';
import { formatPercent } from '../figures/weights';
import { PetitionRecordDialog } from './petition-record-dialog';

const STATE_COLOR = { OPEN: 'blue', REACHED: 'green', EXPIRED: 'default' } as const;

/**
 * One petition: the share of all votes signed against the law's threshold (a mark on the bar,
 * and the same figures in words for a screen reader), and, once reached, the day by which the
 * meeting must be called. Owners sign for their own units: the petition says which units the
 * caller owns, and signing is offered only when there is one (staff and tenants owning none are
 * refused by the API). Whoever runs meetings also keys the signatures of a paper petition.
 */
export function PetitionCard({ petition: p }: { petition: AgmPetition }) {
  const { t, i18n } = useTranslation('agmmeeting');
  const { message } = App.useApp();
  const timeZone = useTimeZone();
  const sign = useSignPetition();
  const lang = i18n.language;
  const share = petitionShare(p);
  const iSigned = p.mySignedUnitIDs.length > 0;
  const iOwn = p.myUnitIDs.length > 0;
  const canRecord = usePermissions().has('AGM_MEETING:write');
  const [recording, setRecording] = useState(false);
  return (
    <li className="cc-card agm-card" data-testid="petition-card">
      <div className="agm-card__head">
        <strong>{p.subject}</strong>
        <Tag color={STATE_COLOR[p.state]}>{t(`petition.states.${p.state}`)}</Tag>
      </div>
      <div className="cc-muted">
        {t('petition.by', { name: p.createdBy.name, at: formatDateTime(p.createdAt, timeZone) })}
      </div>
      <div>{p.reason}</div>
      <div className={`agm-quorum${share.reached ? ' agm-quorum--met' : ''}`}>
        <div className="agm-quorum__track" aria-hidden="true">
          <div className="agm-quorum__fill" style={{ inlineSize: `${share.signedWidth}%` }} />
          <div className="agm-quorum__mark" style={{ insetInlineStart: `${share.neededWidth}%` }} />
        </div>
        <div className="agm-quorum__detail" data-testid="petition-share">
          {t('petition.share', {
            signed: formatPercent(share.signedPercent, lang),
            units: p.signedUnits,
            needed: formatPercent(share.neededPercent, lang),
          })}
        </div>
      </div>
      {p.callBy && (
        <div className="agm-quorum__state">
          {t('petition.callBy', { date: formatDateTime(p.callBy, timeZone) })}
        </div>
      )}
      {p.state !== 'EXPIRED' && (
        <div className="agm-card__actions">
          {iSigned ? (
            <span className="cc-muted">{t('petition.signedMine', { count: p.mySignedUnitIDs.length })}</span>
          ) : (
            iOwn && (
              <Button
                loading={sign.isPending}
                onClick={() =>
                  sign
                    .mutateAsync(p.petitionID)
                    .then(() => void message.success(t('petition.signed')))
                    .catch((e: unknown) => void message.error(errorMessageOf(e)))
                }
                data-testid="petition-sign"
              >
                {t('petition.sign')}
              </Button>
            )
          )}
          {canRecord && (
            <Button onClick={() => setRecording(true)} data-testid="petition-record">
              {t('petition.record')}
            </Button>
          )}
        </div>
      )}
      {canRecord && (
        <PetitionRecordDialog
          petitionID={p.petitionID}
          open={recording}
          onClose={() => setRecording(false)}
        />
      )}
    </li>
  );
}
