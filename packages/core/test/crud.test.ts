// CONTRACT "Envelopes": list / detail / submit / remove / switch-status of a resource.
import { beforeEach, expect, it } from 'vitest';
import {
  crudApi,
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
const api = crudApi<Param>('/lingxi-system/param');

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
