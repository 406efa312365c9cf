import { PASS_TOKEN_MAX, type PassCheck } from '@cc/contracts/vms-pass-records';
import { Alert, Card, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatInstant } from '../../../shared/i18n/zoned-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { useVerifyPass } from './api/passes';

const ALERT: Record<PassCheck['status'], 'success' | 'info' | 'warning' | 'error'> = {
  VALID: 'success',
  NOT_YET_VALID: 'info',
  EXPIRED: 'warning',
  USED: 'warning',
  CANCELLED: 'error',
};

/**
 * Checks a pass the guard pastes, types or scans (a 2D scanner types the code and Enter): valid
 * now, or when it is valid, or used up or cancelled. A copied pass link opens with it filled in.
 */
export function VerifyBox() {
  const { t, i18n } = useTranslation('passes');
  const zone = useTimeZone();
  const [params] = useSearchParams();
  const [token, setToken] = useState(params.get('verify') ?? '');
  const verify = useVerifyPass();
  const check = (value: string) => {
    const v = value.trim();
    if (v) verify.mutate(v);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a link's token is checked once, on opening
  useEffect(() => {
    if (token) check(token);
  }, []);
  const when = (iso: string) => formatInstant(iso, zone, i18n.language);
  const result = verify.data;
  return (
    <Card title={t('verify.title')} size="small" className="vms-pass-verify">
      <Input.Search
        value={token}
        onChange={(e) => setToken(e.target.value)}
        onSearch={check}
        placeholder={t('verify.placeholder')}
        enterButton={t('verify.check')}
        maxLength={PASS_TOKEN_MAX}
        loading={verify.isPending}
        aria-label={t('verify.placeholder')}
        dir="ltr"
        data-testid="pass-verify-input"
      />
      {verify.isError && (
        <Alert
          className="vms-pass-verify__result"
          type="error"
          showIcon
          title={errorMessageOf(verify.error)}
        />
      )}
      {result && !verify.isError && (
        <Alert
          className="vms-pass-verify__result"
          type={ALERT[result.status]}
          showIcon
          data-testid="pass-verify-result"
          title={t(`verify.${result.status}`, { from: when(result.validFrom), to: when(result.validTo) })}
          description={t('verify.guest', {
            guest: result.pass.guestName,
            unit: result.pass.unitNo,
            used: result.pass.entriesUsed,
            allowed: result.pass.entriesAllowed,
          })}
        />
      )}
    </Card>
  );
}
