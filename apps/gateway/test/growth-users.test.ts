/**
 * The enterprise-growth users page's calls for a role holding only the growth page's codes (the page and
 * its buttons: entGrowUser, entGrowUser_edit, ...): detail, update, switch status and reset password of
 * /api/lx-operation/lingxi-user answer for growth users (type 3, a department of category 1) and refuse
 * (403) every other user, whose codes are gardenUser_*. A growth editor cannot re-assign roles.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login, md5, type Page, type TreeNode, uniq } from './helpers';

const OU = '/api/lx-operation/lingxi-user';

let gw: Gw;
let admin: string;
let editor: string;
let growth: { id: string; roleId: string };
let other: { id: string; realName: string };
let editorRole: string;

const post = (path: string, body?: unknown, token = editor) =>
  call(gw, path, { method: 'POST', token, body });
const get = (path: string, token = editor) => call(gw, path, { token });
const detail = async (id: string) =>
  (await get(`${OU}/detail?id=${id}`, admin)).body.data as {
    realName: string;
    status: number;
    roleId: string;
  };

/** The path from the root to the node titled `title`, and that node's whole subtree. */
function grantOf(nodes: TreeNode[], title: string, above: string[] = []): string[] | undefined {
  for (const node of nodes) {
    if (node.title === title) {
      const below = (n: TreeNode): string[] => [n.id, ...(n.children ?? []).flatMap(below)];
      return [...above, ...below(node)];
    }
    const found = grantOf(node.children ?? [], title, [...above, node.id]);
    if (found) return found;
  }
  return undefined;
}

beforeAll(async () => {
  gw = await connect();
  admin = (await login(gw, 'admin', 'admin')).access_token;
  const growthPage = (await get(`${OU}/enterpriseGrowthPage?deptCategory=1&size=50`, admin)).body
    .data as Page<{ id: string; account: string; roleId: string }>;
  const target = growthPage.records.find((u) => u.account.startsWith('grow'));
  if (!target) throw new Error('no seeded growth user');
  growth = target;
  const parkPage = (await get(`${OU}/page?size=200`, admin)).body.data as Page<{
    id: string;
    userType: number;
    realName: string;
  }>;
  const ids = new Set(growthPage.records.map((u) => u.id));
  const nonGrowth = parkPage.records.find((u) => u.userType !== 3 && !ids.has(u.id));
  if (!nonGrowth) throw new Error('no park or operator user');
  other = nonGrowth;

  const role = await post(
    '/api/lingxi-system/role/submit',
    { roleName: '成长用户编辑', roleAlias: `grow_${uniq()}` },
    admin,
  );
  const roleId = (role.body.data as { id: string }).id;
  editorRole = roleId;
  const tree = (await get('/api/lingxi-system/menu/grant-tree', admin)).body.data as { menu: TreeNode[] };
  const menuIds = grantOf(tree.menu, '企业成长用户');
  expect(menuIds?.length).toBeGreaterThan(2);
  const granted = await post('/api/lingxi-system/role/grant', { roleIds: [roleId], menuIds }, admin);
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  const account = `grow_ed_${uniq()}`;
  const made = await post(
    '/api/lingxi-user/submit',
    { account, password: md5('Pass1234'), realName: '成长编辑', roleId },
    admin,
  );
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  editor = (await login(gw, account, 'Pass1234')).access_token;
});

describe('a role with only the growth page’s codes', () => {
  it('lists, reads, updates, switches and resets a growth user; roles stay as stored', async () => {
    expect((await get(`${OU}/enterpriseGrowthPage?deptCategory=1`)).status).toBe(200);
    expect((await get(`${OU}/detail?id=${growth.id}`)).status).toBe(200);
    const renamed = `成长${uniq().slice(-4)}`;
    const updated = await post(`${OU}/update`, { id: growth.id, realName: renamed, roleId: editorRole });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await detail(growth.id)).realName).toBe(renamed);
    expect((await detail(growth.id)).roleId).toBe(growth.roleId);
    expect((await post(`${OU}/update`, { id: growth.id, realName: '' })).body.msg).toBe('请输入用户姓名');

    expect((await post(`${OU}/switch-status?ids=${growth.id}&status=0`)).status).toBe(200);
    expect((await detail(growth.id)).status).toBe(0);
    expect((await post(`${OU}/switch-status?ids=${growth.id}&status=1`)).status).toBe(200);
    expect((await detail(growth.id)).status).toBe(1);

    const reset = await post(`${OU}/reset-password?userIds=${growth.id}`);
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.msg).toBe('重置密码成功');
  });

  it('is refused (403) on a user outside the growth programme, and changes nothing', async () => {
    expect((await get(`${OU}/detail?id=${other.id}`)).status).toBe(403);
    expect((await post(`${OU}/update`, { id: other.id, realName: '不该改' })).status).toBe(403);
    expect((await post(`${OU}/switch-status?ids=${other.id}&status=0`)).status).toBe(403);
    expect((await post(`${OU}/switch-status?ids=${growth.id},${other.id}&status=0`)).status).toBe(403);
    expect((await post(`${OU}/reset-password?userIds=${other.id}`)).status).toBe(403);
    expect((await post(`${OU}/reset-password?userIds=${growth.id},${other.id}`)).status).toBe(403);
    expect((await detail(other.id)).realName).toBe(other.realName);
    expect((await detail(growth.id)).status).toBe(1);
    // nor does it reach the park and operator pages' own calls
    expect((await get(`${OU}/page`)).status).toBe(403);
    expect((await post(`${OU}/submit`, { account: `x_${uniq()}`, realName: 'x' })).status).toBe(403);
  });
});
