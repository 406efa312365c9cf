import { Input, type InputProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupNameCount, nextGroupName } from '../group-name';

type Props = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
};

/**
 * The group name with a live "n/20" counted as a person counts (`น้ำ` is one). The 21st
 * character is refused as it is typed or pasted, and a message says why.
 */
export function GroupNameInput({ value = '', onChange, ...rest }: Props) {
  const { t } = useTranslation('issuetracking');
  const [refused, setRefused] = useState(false);
  const { used, max } = groupNameCount(value);
  return (
    <>
      <Input
        {...rest}
        value={value}
        onChange={(e) => {
          const next = nextGroupName(value, e.target.value, refused);
          setRefused(next.refused);
          onChange?.(next.text);
        }}
        suffix={
          <span className="it-counter" data-testid="group-name-counter" aria-live="polite">
            {used}/{max}
          </span>
        }
      />
      {refused && (
        <div className="it-refused" role="alert" data-testid="group-name-refused">
          {t('groups.nameTooLong', { max })}
        </div>
      )}
    </>
  );
}
