import { DownloadOutlined, UserOutlined } from '@ant-design/icons';
import type { Member } from '@cc/contracts/directory-members';
import { ROLES, type Role } from '@cc/contracts/roles';
import { Alert, App, Avatar, Button, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCommunityID } from '../../../shared/session/use-community';
import { usePermissions } from '../../../shared/session/use-permissions';
import { LoadMore } from '../../../shared/ui/load-more';
import { exportMembers, useMemberRole, useMembers, useRemoveMember } from '../api/members';
import { ReasonDialog } from '../components/kick-dialog';
import { errorText } from '../directory-rules';
import '../directory.css';
import { PageHeader } from '../../../shared/ui/page-header';

const fullName = (m: Member) => `${m.firstname} ${m.lastname}`;

/** Community, committee or PMC members: search, role filter, role change with confirm, removal, export. */
function MemberList({ fixedRole, titleKey }: { fixedRole?: Role; titleKey: string }) {
  const { t } = useTranslation('directory');
  const { message, modal } = App.useApp();
  const communityID = useCommunityID();
  const perms = usePermissions();
  const canApprove = perms.has('DIRECTORY:approve');
  const canAdmin = perms.has('SETTING:write');
  const [q, setQ] = useState<string>();
  const [role, setRole] = useState<Role | undefined>(fixedRole);
  const filter = { q, role };
  const list = useMembers(filter);
  const setMemberRole = useMemberRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<Member | null>(null);
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  // Granting or taking ADMIN takes the settings right too; the API says so, the list does not offer it.
  const roleOptions = ROLES.map((r) => ({
    value: r,
    label: t(`shared:roles.${r}`),
    disabled: r === 'ADMIN' && !canAdmin,
  }));
  const changeRole = (m: Member, next: Role) =>
    modal.confirm({
      title: t('memberRole.confirmTitle'),
      content: t('memberRole.confirm', {
        name: fullName(m),
        from: t(`shared:roles.${m.role}`),
        to: t(`shared:roles.${next}`),
      }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () =>
        setMemberRole
          .mutateAsync({ userID: m.userID, role: next })
          .then(() => void message.success(t('memberRole.saved')))
          .catch((e: unknown) => void message.error(errorText(e))),
    });
  return (
    <div className="dir-page">
      <PageHeader
        title={t(titleKey)}
        extra={
          <Button
            icon={<DownloadOutlined />}
            onClick={() => exportMembers(communityID, filter).catch((e) => void message.error(errorText(e)))}
          >
            {t('common.export')}
          </Button>
        }
      />
      <section className="cc-card">
        <div className="dir-filters dir-filters--two">
          <Input.Search
            allowClear
            placeholder={t('people.search')}
            aria-label={t('people.search')}
            onSearch={(v) => setQ(v.trim() || undefined)}
            data-testid="member-search"
          />
          {!fixedRole && (
            <Select
              allowClear
              placeholder={t('people.allRoles')}
              aria-label={t('people.role')}
              options={ROLES.map((r) => ({ value: r, label: t(`shared:roles.${r}`) }))}
              onChange={(r?: Role) => setRole(r)}
            />
          )}
        </div>
        {list.error && <Alert type="error" showIcon title={errorText(list.error)} />}
        <Table<Member>
          rowKey="userID"
          loading={list.isPending}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 820 }}
          locale={{ emptyText: q ? t('people.noMatch') : t('people.empty') }}
          columns={[
            {
              title: t('people.name'),
              key: 'name',
              render: (_, m) => (
                <span>
                  <Avatar size="small" src={m.imageUrl || undefined} icon={<UserOutlined />} alt="" />{' '}
                  {fullName(m)}
                  <div className="dir-muted">{m.userID}</div>
                </span>
              ),
            },
            { title: t('people.mobile'), dataIndex: 'mobile', render: (v: string | null) => v ?? '–' },
            {
              title: t('people.units'),
              dataIndex: 'unitNos',
              render: (nos: string[]) =>
                nos.length === 0
                  ? '–'
                  : nos.map((no, i) => (
                      <span key={no}>
                        {i > 0 && ', '}
                        <Link to={`/dashboard/directory/room/${encodeURIComponent(no)}`}>{no}</Link>
                      </span>
                    )),
            },
            {
              title: t('people.role'),
              dataIndex: 'role',
              render: (r: Role, m) =>
                canApprove ? (
                  <Select
                    size="small"
                    value={r}
                    style={{ minWidth: 150 }}
                    aria-label={t('memberRole.changeFor', { name: fullName(m) })}
                    options={roleOptions}
                    disabled={r === 'ADMIN' && !canAdmin}
                    onChange={(next) => changeRole(m, next)}
                    data-testid={`role-${m.userID}`}
                  />
                ) : (
                  t(`shared:roles.${r}`)
                ),
            },
            ...(canApprove
              ? [
                  {
                    title: t('common.actions'),
                    key: 'actions',
                    render: (_: unknown, m: Member) => (
                      <Button size="small" danger onClick={() => setRemoving(m)}>
                        {t('common.remove')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
        <LoadMore
          query={list}
          shownText={t('common.shown', { count: rows.length })}
          moreText={t('common.loadMore')}
        />
      </section>
      <ReasonDialog
        name={removing ? fullName(removing) : null}
        title={t('removeMember.title')}
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={(reason) =>
          remove
            .mutateAsync({ userID: removing!.userID, reason })
            .then(() => void message.success(t('removeMember.done')))
        }
      />
    </div>
  );
}

export const CommunityMembersPage = () => <MemberList titleKey="menu.communityMembers" />;
export const CommitteeMembersPage = () => (
  <MemberList fixedRole="COMMITTEE" titleKey="menu.committeeMembers" />
);
export const PmcMembersPage = () => <MemberList fixedRole="PMC" titleKey="menu.pmcMembers" />;
