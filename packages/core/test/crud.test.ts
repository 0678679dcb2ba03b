// CONTRACT "Envelopes": list / detail / submit / remove / switch-status of a resource.
import { beforeEach, expect, it } from 'vitest';
import {
  CRUD_ENDPOINTS,
  crudApi,
  dateRangeQuery,
  loginRecordApi,
  type Notice,
  notices,
  operationLogApi,
  operatorUserApi,
  paramApi,
  setConfig,
} from '../src';
import { fakeServer, ok } from './fake-server';

interface Param {
  id?: string;
  paramName: string;
}
const api = crudApi<Param>('/lingxi-system/param').having({
  ...CRUD_ENDPOINTS,
  switchStatus: 'switch-status',
});

beforeEach(() => setConfig({ apiBase: '/api' }));

it('lists with current/size defaults and drops empty filters', async () => {
  const page = { records: [{ id: '1', paramName: 'a' }], total: 1, size: 10, current: 1, pages: 1 };
  const sent = fakeServer(() => ok(page));
  await expect(
    api.list({ paramName: '', paramKey: 'tenant', createTime_datege: undefined }),
  ).resolves.toEqual(page);
  expect(sent[0]).toMatchObject({
    method: 'GET',
    url: '/api/lingxi-system/param/list',
    params: { current: 1, size: 10, paramKey: 'tenant' },
  });
  expect(sent[0]?.params).not.toHaveProperty('paramName');
});

it('gets detail by id, submits the entity as JSON, removes and switches by comma-joined ids', async () => {
  const sent = fakeServer(() => ok(true));
  await api.detail('7');
  await api.submit({ paramName: 'x' });
  await api.remove(['1', '2', '3']);
  await api.switchStatus(['4', '5'], false);
  expect(sent.map(({ method, url, params, data }) => ({ method, url, params, data }))).toEqual([
    { method: 'GET', url: '/api/lingxi-system/param/detail', params: { id: '7' }, data: undefined },
    { method: 'POST', url: '/api/lingxi-system/param/submit', params: {}, data: { paramName: 'x' } },
    { method: 'POST', url: '/api/lingxi-system/param/remove', params: { ids: '1,2,3' }, data: undefined },
    {
      method: 'POST',
      url: '/api/lingxi-system/param/switch-status',
      params: { ids: '4,5', status: 0 },
      data: undefined,
    },
  ]);
});

it('has exactly the endpoints a resource declares, each at its own segment, and custom calls', async () => {
  const role = crudApi<Param>('/lingxi-system/role').having({
    tree: 'tree',
    lazyList: 'lazy-list',
    remove: 'remove',
  });
  expect(Object.keys(role).sort()).toEqual(['base', 'custom', 'endpoints', 'lazyList', 'remove', 'tree']);
  const sent = fakeServer(() => ok([]));
  await role.tree({ tenantId: '' });
  await role.lazyList({ parentId: '0', roleName: 'x' });
  await role.custom('grant', { method: 'POST', data: { roleIds: ['1'] } });
  expect(sent.map(({ method, url, params, data }) => ({ method, url, params, data }))).toEqual([
    { method: 'GET', url: '/api/lingxi-system/role/tree', params: {}, data: undefined },
    {
      method: 'GET',
      url: '/api/lingxi-system/role/lazy-list',
      params: { parentId: '0', roleName: 'x' },
      data: undefined,
    },
    { method: 'POST', url: '/api/lingxi-system/role/grant', params: {}, data: { roleIds: ['1'] } },
  ]);
});

it('pages parents and children of a parent/child resource', async () => {
  const dict = crudApi<Param>('/lingxi-system/dict').having({
    parentList: 'parent-list',
    childList: 'child-list',
  });
  const sent = fakeServer(() => ok({ records: [], total: 0 }));
  await dict.parentList({ code: 'sex' });
  await dict.childList({ parentId: '9', current: 2 });
  expect(sent.map(({ url, params }) => ({ url, params }))).toEqual([
    { url: '/api/lingxi-system/dict/parent-list', params: { current: 1, size: 10, code: 'sex' } },
    { url: '/api/lingxi-system/dict/child-list', params: { current: 2, size: 10, parentId: '9' } },
  ]);
});

it('turns a date range into the creation-date filter: from the first day to the start of the day after the last', () => {
  expect(dateRangeQuery([new Date(2026, 0, 31, 15), new Date(2026, 1, 28, 9)])).toEqual({
    createTime_datege: '2026-01-31 00:00:00',
    createTime_datelt: '2026-03-01 00:00:00',
  });
  expect(dateRangeQuery([null, new Date(2026, 11, 31)], 'releaseTime')).toEqual({
    releaseTime_datelt: '2027-01-01 00:00:00',
  });
  expect(dateRangeQuery(null)).toEqual({});
});

it('pages at another segment where a service says so, and lists silently on request', async () => {
  const shown: Notice[] = [];
  const off = notices.subscribe((notice) => shown.push(notice));
  const sent = fakeServer((request) =>
    request.url.endsWith('/page')
      ? ok({ records: [], total: 3 })
      : { status: 403, body: { code: 403, msg: '无权限' } },
  );
  await expect(loginRecordApi.list({ size: 1 })).resolves.toMatchObject({ total: 3 });
  expect(sent[0]?.url).toBe('/api/lingxi-app-loginRecode/loginrecord/page');
  await expect(operationLogApi.list({}, { silent: true })).rejects.toThrow('无权限');
  await expect(operatorUserApi.list()).resolves.toMatchObject({ total: 3 });
  expect(sent.map((request) => request.url)).toEqual([
    '/api/lingxi-app-loginRecode/loginrecord/page',
    '/api/lingxi-operation-log/list',
    '/api/lx-operation/lingxi-user/page',
  ]);
  expect(paramApi.base).toBe('/lingxi-system/param');
  expect(shown).toEqual([]); // the refusal was silent
  off();
});
