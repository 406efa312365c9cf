import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  icon?: ReactNode;
  error?: string;
  /** Adds a show/hide button; the field starts hidden. */
  revealable?: boolean;
}

/** A labelled input with its error tied to it for screen readers (plain HTML, see plain.css). */
export function TextField({ label, icon, error, revealable, type, ...input }: Props) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="cc-field">
      <label htmlFor={id}>{label}</label>
      <div className="cc-input" data-invalid={error ? 'true' : undefined}>
        {icon && (
          <span className="cc-input__icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <input
          id={id}
          type={revealable && shown ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        {revealable && (
          <button
            type="button"
            className="cc-input__toggle"
            aria-label={shown ? t('fields.hidePassword') : t('fields.showPassword')}
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="cc-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
