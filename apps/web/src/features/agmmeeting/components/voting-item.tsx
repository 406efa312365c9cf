import type { AgmItemTally, AgmVoteChoice } from '@cc/contracts/agmmeeting';
import { App, Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useItemStep } from '../api/agenda';
import { tallyLines } from '../figures/tally-lines';
import { ItemStateTag } from './status-tags';
import { TallyBars } from './tally-bars';

interface Props {
  item: AgmItemTally;
  /** Staff may run the session now. */
  running: boolean;
  /** An item may open only while the quorum holds (or none is needed). */
  canOpen: boolean;
  onBallot: () => void;
}

/** One item's card in the voting tab: its state, live bars, the rule's answer, and its steps. */
export function VotingItem({ item, running, canOpen, onBallot }: Props) {
  const { t } = useTranslation('agmmeeting');
  const { modal, message } = App.useApp();
  const open = useItemStep('agendaOpen');
  const close = useItemStep('agendaClose');
  const { lines, weightBase, unitBase } = tallyLines(item, (c: AgmVoteChoice) => t(`choice.${c}`));
  const step = (which: 'open' | 'close') =>
    modal.confirm({
      title: t(`voting.${which}Confirm`, { title: `${item.seq}. ${item.title}` }),
      content: t(`voting.${which}Body`),
      okText: t(`voting.${which}`),
      cancelText: t('shared:common.cancel'),
      okButtonProps: { danger: which === 'close', 'data-testid': 'confirm-ok' },
      onOk: () =>
        (which === 'open' ? open : close)
          .mutateAsync(item.itemID)
          .then(() => void message.success(t(`voting.${which}Done`)))
          .catch((e: unknown) => void message.error(errorMessageOf(e))),
    });
  return (
    <li className="cc-card agm-card" data-testid="voting-item">
      <div className="agm-card__head">
        <strong>
          {item.seq}. {item.title}
        </strong>
        <ItemStateTag state={item.state} />
      </div>
      <div className="cc-muted">
        {t(`itemKind.${item.kind}`)}
        {item.ruleCode && ` · ${t(`rule.${item.ruleCode}`)}`}
      </div>
      {lines.length > 0 && <TallyBars lines={lines} weightBase={weightBase} unitBase={unitBase} />}
      {item.passed !== null && item.kind === 'RESOLUTION' && item.state !== 'PENDING' && (
        <Tag color={item.passed ? 'green' : 'red'} data-testid="item-result">
          {item.state === 'CLOSED'
            ? t(item.passed ? 'voting.passed' : 'voting.failed')
            : t(item.passed ? 'voting.passing' : 'voting.failing')}
        </Tag>
      )}
      {running && (
        <div className="agm-card__actions">
          {item.state === 'PENDING' && (
            <Button type="primary" disabled={!canOpen} onClick={() => step('open')} data-testid="item-open">
              {t('voting.open')}
            </Button>
          )}
          {item.state === 'OPEN' && item.kind !== 'INFORMATION' && (
            <Button onClick={onBallot} data-testid="ballot-add">
              {t('voting.ballot')}
            </Button>
          )}
          {item.state === 'OPEN' && (
            <Button danger onClick={() => step('close')} data-testid="item-close">
              {t('voting.close')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
