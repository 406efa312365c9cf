import { formatCode } from '@cc/contracts/invitation';
import { Alert, Button, Empty, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { useLetters } from '../api/invitations';
import { errorText } from '../directory-rules';
import './letters.css';

interface Props {
  buildingID?: string;
  unitNos?: string;
  onClose: () => void;
}

/**
 * One letter per unit with its pending codes and how to redeem them. Drawn over the console in a
 * layer of its own, so the print style sheet can hide everything else on paper.
 */
export function LettersPrint({ buildingID, unitNos, onClose }: Props) {
  const { t } = useTranslation('directory');
  const { data, error, isPending } = useLetters(buildingID, unitNos);
  useEffect(() => {
    document.body.classList.add('dir-printing');
    return () => document.body.classList.remove('dir-printing');
  }, []);
  return createPortal(
    <div className="dir-letters" data-testid="letters">
      <div className="dir-letters__bar">
        <Space wrap>
          <Button type="primary" onClick={() => window.print()} disabled={!data?.letters.length}>
            {t('letters.print')}
          </Button>
          <Button onClick={onClose}>{t('letters.close')}</Button>
        </Space>
        <span>{data ? t('letters.count', { count: data.letters.length }) : null}</span>
      </div>
      {isPending ? (
        <Skeleton active />
      ) : error ? (
        <Alert type="error" showIcon title={errorText(error)} />
      ) : data.letters.length === 0 ? (
        <Empty description={t('letters.empty')} />
      ) : (
        data.letters.map((l) => (
          <article className="dir-letter" key={l.unitNo}>
            <header className="dir-letter__head">
              {data.community.imageUrl && (
                <img src={data.community.imageUrl} alt="" className="dir-letter__logo" />
              )}
              <div>
                <div className="dir-letter__community">{data.community.communityName}</div>
                {data.community.address && <div>{data.community.address}</div>}
              </div>
            </header>
            <h2>{t('letters.to', { unitNo: l.unitNo })}</h2>
            <p>
              {[l.buildingName, l.floor !== null ? t('letters.floor', { floor: l.floor }) : null]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p>{t('letters.intro', { community: data.community.communityName })}</p>
            <table className="dir-letter__codes">
              <thead>
                <tr>
                  <th>{t('invite.code')}</th>
                  <th>{t('people.unitRole')}</th>
                  <th>{t('invite.expires')}</th>
                </tr>
              </thead>
              <tbody>
                {l.codes.map((c) => (
                  <tr key={c.code}>
                    <td className="dir-codes dir-letter__code">{formatCode(c.code)}</td>
                    <td>{t(`unitRoles.${c.unitRole}`)}</td>
                    <td>{formatDate(c.expiresAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h3>{t('letters.howTitle')}</h3>
            <ol>
              <li>{t('letters.step1')}</li>
              <li>{t('letters.step2')}</li>
              <li>{t('letters.step3')}</li>
            </ol>
            <p className="dir-muted">{t('letters.oneTime')}</p>
          </article>
        ))
      )}
    </div>,
    document.body,
  );
}
