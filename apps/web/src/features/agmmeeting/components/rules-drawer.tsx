import type { AgmRule } from '@cc/contracts/agmmeeting';
import { Alert, Button, Drawer, Grid, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '../api/rules';
import { RuleDialog } from './rule-dialog';

/**
 * The law as the community's rule rows: each rule's fraction of its base, its reconvened
 * fraction and its legal reference. Approvers edit them (audited); a rule a meeting in session
 * uses is locked.
 */
export function RulesDrawer({
  open,
  canEdit,
  onClose,
}: {
  open: boolean;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('agmmeeting');
  const screens = Grid.useBreakpoint();
  const { data, error, isPending } = useRules();
  const [editing, setEditing] = useState<AgmRule | null>(null);
  // A threshold is a formula read left to right in every language: in Arabic, ≥ would mirror.
  const fraction = (n: number | null, d: number | null, strict = false) =>
    n === null || d === null ? '–' : `${strict ? '> ' : '≥ '}${n}/${d}`;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('rules.title')}
      placement={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size={screens.lg ? 900 : '100%'}
      destroyOnHidden
    >
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : (
        <Table<AgmRule>
          rowKey="ruleID"
          size="small"
          scroll={{ x: 'max-content' }}
          loading={isPending}
          dataSource={data ?? []}
          pagination={false}
          columns={[
            { key: 'rule', title: t('fields.rule'), render: (_, r) => t(`rule.${r.code}`) },
            {
              key: 'fraction',
              title: t('rules.fraction'),
              render: (_, r) => (
                <>
                  <bdi dir="ltr">{fraction(r.numerator, r.denominator, r.strict)}</bdi>{' '}
                  {t(`rules.base.${r.base}`)}
                </>
              ),
            },
            {
              key: 'reconvened',
              title: t('rules.reconvened'),
              render: (_, r) => (
                <bdi dir="ltr">{fraction(r.reconvenedNumerator, r.reconvenedDenominator)}</bdi>
              ),
            },
            { key: 'law', title: t('rules.legalReference'), dataIndex: 'legalReference' },
            {
              key: 'edit',
              title: '',
              render: (_, r) =>
                r.locked ? (
                  <Tag>{t('rules.locked')}</Tag>
                ) : (
                  canEdit && (
                    <Button size="small" onClick={() => setEditing(r)}>
                      {t('agenda.edit')}
                    </Button>
                  )
                ),
            },
          ]}
        />
      )}
      <RuleDialog rule={editing} onClose={() => setEditing(null)} />
    </Drawer>
  );
}
