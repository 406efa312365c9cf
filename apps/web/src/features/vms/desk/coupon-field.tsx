import { COUPONS_AT_CHECKOUT_MAX } from '@cc/contracts/vms-coupon-inputs';
import { Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';

interface Props {
  codes: string[];
  /** Resolves when the fee with these codes was read; throws the API's refusal otherwise. */
  onTry: (codes: string[]) => Promise<unknown>;
  onChange: (codes: string[]) => void;
}

/**
 * The parking coupons a driver hands over: typed or scanned, Enter adds one as a tag once the fee
 * preview has counted it; a refused code shows the API's words and is not kept. At most five.
 */
export function CouponField({ codes, onTry, onChange }: Props) {
  const { t } = useTranslation('desk');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [trying, setTrying] = useState(false);
  const full = codes.length >= COUPONS_AT_CHECKOUT_MAX;

  const add = async () => {
    const code = text.trim().toUpperCase();
    if (!code || trying) return;
    if (codes.includes(code)) {
      setError(t('coupon.twice', { code }));
      return;
    }
    setTrying(true);
    try {
      await onTry([...codes, code]);
      onChange([...codes, code]);
      setText('');
      setError(null);
    } catch (e) {
      setError(errorMessageOf(e));
    } finally {
      setTrying(false);
    }
  };

  return (
    <div className="vms-coupons" data-testid="coupon-field">
      <Input
        id="vms-coupon"
        value={text}
        disabled={full}
        autoComplete="off"
        spellCheck={false}
        placeholder={full ? t('coupon.full', { max: COUPONS_AT_CHECKOUT_MAX }) : t('coupon.placeholder')}
        status={error ? 'error' : undefined}
        aria-describedby={error ? 'vms-coupon-error' : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          // Enter adds the coupon; it must not confirm the checkout around it.
          if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
          e.preventDefault();
          void add();
        }}
        data-testid="coupon-input"
      />
      {error && (
        <div id="vms-coupon-error" className="vms-coupons__error" role="alert" data-testid="coupon-error">
          {error}
        </div>
      )}
      {codes.length > 0 && (
        <div className="vms-coupons__tags">
          {codes.map((code) => (
            <Tag
              key={code}
              closable
              onClose={() => onChange(codes.filter((c) => c !== code))}
              data-testid="coupon-tag"
            >
              <bdi className="vms-code">{code}</bdi>
            </Tag>
          ))}
        </div>
      )}
    </div>
  );
}
