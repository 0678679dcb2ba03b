/**
 * Government users (PAGES.md "Users"): the department tree filters the list; drawer form; toolbar
 * delete, role grant (pre-checked for one user), reset password, export `政府用户.xlsx` (SPEC §7).
 */
import { crudApi, notices, type TreeNode } from '@lingxi/core';
import {
  type CrudAction,
  ExportButton,
  invalidateResource,
  notifySuccess,
  useCan,
  useDetail,
} from '@lingxi/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Modal, Spin, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPasswordAction, type User, UsersPage } from '../shared/users';
import { govUser, govUserApi } from './fields';

export { messages } from './messages';

const roleTree = () => crudApi<TreeNode>('/lingxi-system/role').having({ tree: 'tree' }).tree();

type Data = { key: string; title: string; children?: Data[] };
const asData = (nodes: TreeNode[]): Data[] =>
  nodes.map((node) => ({
    key: String(node.id),
    title: String(node.title ?? ''),
    ...(node.children?.length ? { children: asData(node.children) } : {}),
  }));

/** Roles of the chosen users (SPEC §3 "User role grant": userIds, roleIds); one user's roles pre-checked. */
function GrantDialog({ users, onClose }: { users: User[]; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const roles = useQuery({ queryKey: ['enum', 'user-roles-grant'], queryFn: roleTree });
  // one user: their roles as saved now (the list's row may be older than the last grant)
  const one = users.length === 1 ? users[0]?.id : undefined;
  const detail = useDetail(govUserApi, one);
  const [checked, setChecked] = useState<string[] | null>(one ? null : []);
  const saved = (detail.data as User | undefined)?.roleId;
  useEffect(() => {
    if (one && detail.data && checked === null) setChecked(saved ? saved.split(',') : []);
  }, [one, detail.data, saved, checked]);
  const toggle = (key: string) =>
    setChecked((keys) =>
      (keys ?? []).includes(key) ? (keys ?? []).filter((k) => k !== key) : [...(keys ?? []), key],
    );
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!checked || checked.length === 0) {
      notices.emit({ level: 'warning', text: t('user.chooseRole') });
      return;
    }
    setSaving(true);
    try {
      await govUserApi.custom('grant', {
        method: 'POST',
        params: { userIds: users.map((user) => user.id).join(','), roleIds: checked.join(',') },
      });
      notifySuccess(t('user.grantDone'));
      await invalidateResource(queryClient, govUserApi);
      onClose();
    } catch {
      // the request layer said why
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('user.grantTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('crud.save')}
      cancelText={t('crud.cancel')}
      confirmLoading={saving}
      mask={{ closable: false }}
    >
      <Spin spinning={roles.isPending || checked === null}>
        <Tree
          checkable
          checkStrictly
          defaultExpandAll
          aria-label={t('user.role')}
          treeData={asData(roles.data ?? [])}
          checkedKeys={checked ?? []}
          selectedKeys={[]}
          onSelect={(_keys, info) => toggle(String(info.node.key))}
          onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
        />
      </Spin>
    </Modal>
  );
}

export default function GovUserPage() {
  const can = useCan('govUser');
  const [granting, setGranting] = useState<User[] | null>(null);
  const actions = useMemo<CrudAction<User>[]>(
    () => [
      {
        key: 'grant',
        label: 'user.grant',
        code: 'edit',
        select: 'many',
        run: (rows) => {
          setGranting(rows);
          return undefined;
        },
      },
      resetPasswordAction(govUserApi),
    ],
    [],
  );
  return (
    <>
      <UsersPage
        resource={govUser}
        actions={actions}
        toolbarExtra={
          can('view') ? (
            <ExportButton url="/lingxi-user/export-user" exportName="governmentUsers" />
          ) : undefined
        }
      />
      {granting && <GrantDialog users={granting} onClose={() => setGranting(null)} />}
    </>
  );
}
