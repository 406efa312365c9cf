import type { Access } from '@cc/contracts/access';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/session/use-can';

/** A page only the office can use: other roles see why, instead of the API's refusal. */
export function OfficeOnly({ op, children }: { op: { access: Access }; children: ReactNode }) {
  const { t } = useTranslation('chat');
  if (!useCan()(op)) return <Result status="403" subTitle={t('access.officeOnly')} />;
  return <>{children}</>;
}
