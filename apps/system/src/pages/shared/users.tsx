/**
 * The user pages (PAGES.md "Users"): government users (/lingxi-user) and park, enterprise and operator
 * users (/lx-operation/lingxi-user) share their fields, their drawer form and their layout: a lazy
 * department tree on the left filters the list; reset password and status on both.
 */
import {
  type AnyCrudApi,
  ApiError,
  checkEmail,
  checkPhone,
  crudApi,
  i18n,
  notices,
  type TreeNode,
} from '@lingxi/core';
import {
  type CrudAction,
  CrudPage,
  type CrudPageProps,
  defineResource,
  type Field,
  type Resource,
  useLazyTree,
  whenLoaded,
} from '@lingxi/ui';
import { Card, Spin, Tree } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toServer } from './userRules';

/** The departments' tree beside the list, loaded on first render by the shared antd: drawn with the page. */
export const partsReady = whenLoaded(Tree);

export interface User {
  id?: string;
  account: string;
  userType?: number;
  password?: string;
  password2?: string;
  name?: string;
  realName: string;
  phone?: string;
  email?: string;
  sex?: number;
  birthday?: string;
  roleId?: string;
  deptId?: string;
  postId?: string;
  status?: number;
}

const deptApi = crudApi<TreeNode>('/lingxi-system/dept').having({ lazyTree: 'lazy-tree' });
const loadDepts = () => crudApi<TreeNode>('/lingxi-system/dept').having({ tree: 'tree' }).tree();
const loadRoles = () => crudApi<TreeNode>('/lingxi-system/role').having({ tree: 'tree' }).tree();
const loadPosts = () =>
  crudApi<{ id: string; postName: string }>('/lingxi-system/post')
    .having({ all: 'select' })
    .all()
    .then((posts) => posts.map((post) => ({ value: String(post.id), label: post.postName })));

const ROLES = { key: 'user-roles', load: loadRoles } as const;
const DEPTS = { key: 'user-depts', load: loadDepts } as const;
const POSTS = { key: 'user-posts', load: loadPosts } as const;

/** SPEC §3 user fields in the drawer's order: basic, details, duties. */
export function userFields(types: Field<User>['valueEnum'], typeInitial: number): Field<User>[] {
  return [
    {
      name: 'account',
      label: 'user.account',
      search: true,
      sortable: true,
      rules: ['required', { pattern: /^[\w.@-]{2,45}$/, message: 'sys.accountFormat' }],
      readOnlyIn: ['edit'],
    },
    {
      name: 'userType',
      label: 'user.userType',
      valueType: 'select',
      valueEnum: types,
      rules: ['required'],
      initialValue: typeInitial,
      search: true,
    },
    {
      name: 'password',
      label: 'user.password',
      valueType: 'password',
      hideIn: ['table', 'view', 'edit'],
      rules: ['required'],
    },
    {
      name: 'password2',
      label: 'user.password2',
      valueType: 'password',
      hideIn: ['table', 'view', 'edit'],
      // SPEC §5 'the two passwords do not match', on the field
      rules: ['required', { sameAs: 'password' }],
    },
    { name: 'name', label: 'user.name', hideIn: ['table'] },
    { name: 'realName', label: 'user.realName', search: true, sortable: true, rules: ['required'] },
    { name: 'phone', label: 'user.phone', hideIn: ['table'], rules: [{ optional: checkPhone }] },
    { name: 'email', label: 'user.email', hideIn: ['table'], rules: [{ optional: checkEmail }] },
    { name: 'sex', label: 'user.sex', valueType: 'select', valueEnum: { dict: 'sex' }, hideIn: ['table'] },
    { name: 'birthday', label: 'user.birthday', valueType: 'date', hideIn: ['table'] },
    {
      name: 'roleId',
      label: 'user.role',
      valueType: 'treeSelect',
      valueEnum: ROLES,
      multiple: true,
      span: 2,
    },
    {
      name: 'deptId',
      label: 'user.dept',
      valueType: 'treeSelect',
      valueEnum: DEPTS,
      multiple: true,
      span: 2,
    },
    {
      name: 'postId',
      label: 'user.post',
      valueType: 'treeSelect',
      valueEnum: POSTS,
      multiple: true,
      span: 2,
      hideIn: ['table'],
    },
    { name: 'status', label: 'sys.status', valueType: 'status' },
  ];
}

/** A user resource's calls at `base`, saving through `toServer`. */
export function userApi(base: string, list: string) {
  const api = crudApi<User>(base).having({
    list,
    detail: 'detail',
    submit: 'submit',
    remove: 'remove',
    switchStatus: 'switch-status',
  });
  const submit = (entity: Partial<User>) => {
    const sent = toServer(entity);
    if (!sent) {
      notices.emit({ level: 'error', text: i18n.t('validate.passwordMismatch') });
      // said above, as the request layer says a refusal: the save keeps the form and says nothing more
      return Promise.reject(new ApiError(400, 'passwords differ'));
    }
    return api.submit(sent);
  };
  return { ...api, submit };
}

export function userResource(name: string, api: AnyCrudApi<User>, fields: Field<User>[]): Resource<User> {
  return defineResource<User>({ name, api, form: 'drawer', fields });
}

/** SPEC §7 reset-password: the selected users' passwords become the tenant's initial password. */
export function resetPasswordAction(api: AnyCrudApi<User>): CrudAction<User> {
  return {
    key: 'resetPassword',
    label: 'user.resetPassword',
    code: 'edit',
    select: 'many',
    confirm: 'user.confirmReset',
    success: 'user.resetDone',
    run: (rows) =>
      api.custom('reset-password', {
        method: 'POST',
        params: { userIds: rows.map((row) => row.id).join(',') },
      }),
  };
}

/** The department tree that filters the list. */
function DeptTree({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange(id: string | undefined): void;
}) {
  const { t } = useTranslation();
  const load = useMemo(() => (parentId: string) => deptApi.lazyTree({ parentId }), []);
  // keyed apart from the department page's lazy list (same resource, other call)
  const tree = useLazyTree<TreeNode>(deptApi, load, { query: { call: 'lazy-tree' } });
  type Data = { key: string; title: string; isLeaf: boolean; children?: Data[] };
  const data = (nodes: TreeNode[]): Data[] =>
    nodes.map((node) => ({
      key: String(node.id),
      title: String(node.title ?? ''),
      isLeaf: !node.hasChildren,
      ...(node.children?.length ? { children: data(node.children) } : {}),
    }));
  return (
    <Card size="small" title={t('user.depts')}>
      <Spin spinning={tree.loading}>
        <Tree
          aria-label={t('user.depts')}
          blockNode
          treeData={data(tree.rows)}
          expandedKeys={tree.expanded}
          onExpand={(keys) => tree.setExpanded(keys.map(String))}
          loadData={() => Promise.resolve()}
          selectedKeys={value ? [value] : []}
          onSelect={(keys) => onChange(keys[0] === undefined ? undefined : String(keys[0]))}
        />
      </Spin>
    </Card>
  );
}

/**
 * The users of the department chosen in the side tree (and of its sub-departments: the gateway answers
 * them), the department kept in the address beside the search; 清空 clears it too.
 */
export function UsersPage({
  resource,
  ...props
}: { resource: Resource<User> } & Omit<CrudPageProps<User>, 'resource' | 'aside' | 'query' | 'onReset'>) {
  const [params, setParams] = useSearchParams();
  const deptId = params.get(DEPT_PARAM) ?? undefined;
  const choose = (id: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(DEPT_PARAM, id);
      else next.delete(DEPT_PARAM);
      next.delete('current'); // another department starts at its first page
      return next;
    });
  return (
    <CrudPage
      resource={resource}
      {...props}
      query={deptId ? { deptId } : {}}
      onReset={() => choose(undefined)}
      aside={<DeptTree value={deptId} onChange={choose} />}
    />
  );
}

/** The address parameter of the chosen department. */
const DEPT_PARAM = 'deptId';
