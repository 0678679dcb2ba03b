/** No request causes a 500: garbage queries and bodies on every endpoint group answer 4xx with a msg. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login } from './helpers';

let gw: Gw;
let admin: string;

beforeAll(async () => {
  gw = await connect();
  admin = (await login(gw, 'admin', 'admin')).access_token;
});

const GETS = [
  '/api/lingxi-system/param/list',
  '/api/lingxi-system/dict/list',
  '/api/lingxi-system/dict/tree',
  '/api/lingxi-system/dict/child-list',
  '/api/lingxi-system/dict/dictionary',
  '/api/lingxi-system/dict-biz/parent-list',
  '/api/lingxi-basecode-general/basecodegeneral/childPage',
  '/api/lingxi-system/region/lazy-tree',
  '/api/lingxi-system/region/lazy-list',
  '/api/lingxi-system/region/detail',
  '/api/lingxi-system/role/tree-by-id',
  '/api/lingxi-system/role/listByRoleType',
  '/api/lingxi-system/menu/list',
  '/api/lingxi-system/menu/lazy-menu-list',
  '/api/lingxi-system/menu/role-tree-keys',
  '/api/lingxi-system/menu/top-tree-keys',
  '/api/lingxi-system/menu/routes',
  '/api/lingxi-system/menu/modules_routes',
  '/api/lingxi-system/post/select',
  '/api/lingxi-system/dept/lazy-list',
  '/api/lingxi-system/dept/page',
  '/api/lingxi-system/tenant/info',
  '/api/lingxi-user/page-boot',
  '/api/lingxi-user/detail',
  '/api/lx-operation/lingxi-user/enterpriseGrowthPage',
  '/api/lingxi-resource/oss/endpoint/file-link',
  '/api/lingxi-desk/notice/detail',
  '/api/lingxi-project/project/listAll',
  '/api/lingxi-area-enterprise/page',
  '/api/lingxi-web-uniformIA/certifiedEnterprise/listRegisterUser',
  '/api/lingxi-web-uniformIA/certifiedEnterprise/resetPassword',
  '/api/lx-appserver/lingxi-member-oper-log/memberoperlog/listRecord',
  '/api/lingxi-business-notice/businessnotice/getMsgListByType',
  '/api/lingxi-sso/usersystem/checkAuth',
  '/api/lingxi-operation-log/list',
  '/api/lingxi-operation-log/export',
  '/api/lingxi-app-loginRecode/loginrecord/page',
  '/api/lingxi-log/error/detail',
];

const POSTS = [
  '/api/lingxi-system/param/submit',
  '/api/lingxi-system/dict/submit',
  '/api/lingxi-system/dict-biz/switch-status',
  '/api/lingxi-system/region/submit',
  '/api/lingxi-system/region/remove',
  '/api/lingxi-system/role/grant',
  '/api/lingxi-system/role/submit',
  '/api/lingxi-system/menu/submit',
  '/api/lingxi-system/topmenu/grant',
  '/api/lingxi-system/dept/sort',
  '/api/lingxi-system/dept/submit-boot',
  '/api/lingxi-system/client/submit',
  '/api/lingxi-system/tenant/submit',
  '/api/lingxi-system/tenant/setting',
  '/api/lingxi-system/tenant/datasource',
  '/api/lingxi-user/submit',
  '/api/lingxi-user/update-info',
  '/api/lingxi-user/update-password',
  '/api/lingxi-user/reset-password',
  '/api/lingxi-user/grant',
  '/api/lingxi-user/update-platform',
  '/api/lx-operation/lingxi-user/switch-status',
  '/api/lx-operation/lingxi-user/import-user',
  '/api/lingxi-resource/sms/endpoint/send-message',
  '/api/lingxi-resource/oss/enable',
  '/api/lingxi-resource/oss/endpoint/put-file-attach',
  '/api/lingxi-resource/oss/endpoint/remove-attachments',
  '/api/lingxi-desk/notice/submit',
  '/api/lingxi-project/project/enable',
  '/api/lingxi-project/project/addSubproject',
  '/api/lingxi-project-enterprise/save',
  '/api/lingxi-project-enterprise/update',
  '/api/lingxi-project-enterprise/importFromExcel',
  '/api/lingxi-service-resource/web/save',
  '/api/lx-appserver/lingxi-app-enterprise/enterprise/saveChildAccount',
  '/api/lx-appserver/lingxi-app-enterprise/enterprise/settingAdministrators',
  '/api/lingxi-business-notice/businessnotice/getFinishNoticeByDeptIdAndUserId',
  '/api/lingxi-sso/usersystem/bind',
  '/api/lingxi-sso/usersystem/bindPage',
  '/api/lingxi-develop/code/gen-code',
  '/api/lingxi-develop/code/copy',
  '/api/lingxi-app-loginRecode/loginrecord/save',
  '/api/lingxi-auth/oauth/logout',
];

const GARBAGE_QUERY =
  '?id=abc&ids=1;drop%20table&current=-1&size=abc&parentId=x%27&parentCode=%00&code=%00&roleIds=a,b&topMenuIds=1e5' +
  '&createTime_datege=yesterday&status=2&userIds=-1&domain=&noticeType=x&systemCode=%27%22&deptCategory=x&account=%00';

const GARBAGE_BODIES: unknown[] = [
  '{"broken": ',
  'null',
  '"text"',
  [1, 2, 3],
  { id: 'abc', ids: { x: 1 }, status: 'yes', parentId: [1], sort: 1e300, name: 'x'.repeat(100_000) },
  { id: '99999999999999999999', parentId: '-5', roleIds: [null], menuIds: 'a', code: '\u0000', tenantId: {} },
];

describe('no request causes a 500', () => {
  it.each(GETS)('GET %s with garbage parameters', async (path) => {
    const res = await call(gw, `${path}${GARBAGE_QUERY}`, { token: admin });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBeLessThan(500);
    if (res.status !== 200) expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it.each(POSTS)('POST %s with garbage bodies', async (path) => {
    for (const body of GARBAGE_BODIES) {
      const res = await call(gw, `${path}${GARBAGE_QUERY}`, { method: 'POST', token: admin, body });
      expect(
        res.status,
        `${JSON.stringify(body).slice(0, 80)} → ${JSON.stringify(res.body).slice(0, 300)}`,
      ).toBeLessThan(500);
    }
    const form = new FormData();
    form.append('file', new Blob(['garbage']), 'x.xlsx');
    const res = await fetch(`${gw.url}${path}`, {
      method: 'POST',
      headers: { Authorization: gw.basic, 'lingxi-auth': `bearer ${admin}` },
      body: form,
    });
    expect(res.status).toBeLessThan(500);
  });

  it('unknown endpoints are 404 with a message', async () => {
    const res = await call(gw, '/api/lingxi-system/nothing/here', { token: admin });
    expect(res.status).toBe(404);
    expect(res.body.msg).toMatch(/接口不存在/);
  });
});
