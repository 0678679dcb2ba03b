/**
 * Issue 19, item 8: a string field takes JSON strings only. A number, a boolean, an object or an array is a
 * 400 whose `msg` names the field, never stored as its String(): on every string field of every engine
 * resource (the definitions, RESOURCES), through the engine's submit over HTTP, and in the hand-written
 * handlers' readers (profile, appeal actions).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readValue } from '../src/resource';
import { requiredText } from '../src/services/appeal/flow';
import { text } from '../src/services/common';
import { RESOURCES } from '../src/services/index';
import { call, connect, freshTenant, type Gw, login, uniq } from './helpers';

const NOT_TEXT: [string, unknown][] = [
  ['a number', 123],
  ['a boolean', true],
  ['an object', { a: 'x' }],
  ['an array', ['x']],
];

describe('every string field of every engine resource refuses what is not a string', () => {
  const fields = RESOURCES.flatMap((def) =>
    def.fields
      .filter((f) => f.writable && f.type === 'string')
      .map((f) => [`${def.name}.${f.field}`, f] as const),
  );
  it('there are string fields to check', () => expect(fields.length).toBeGreaterThan(100));
  it.each(NOT_TEXT)('%s', (_label, value) => {
    for (const [name, f] of fields) {
      let msg = '';
      try {
        readValue(f, value);
      } catch (err) {
        msg = (err as Error).message;
      }
      expect(msg, `${name} took ${JSON.stringify(value)}`).toBe(`${f.label}格式不正确`);
    }
  });
});

describe("the hand-written handlers' readers refuse what is not a string", () => {
  it.each(NOT_TEXT)('%s', (_label, value) => {
    expect(() => text(value, '用户昵称', 20)).toThrow('用户昵称格式不正确');
    expect(() => requiredText(value, '延期理由', 500)).toThrow('延期理由格式不正确');
  });
});

let gw: Gw;
let tenant: { tenantId: string; token: string; userId: string };

beforeAll(async () => {
  gw = await connect();
  tenant = await freshTenant(gw, (await login(gw, 'admin', 'admin')).access_token);
});

describe('over HTTP', () => {
  it.each(NOT_TEXT)(
    'the engine: a parameter whose name is %s is a 400 naming the field, nothing stored',
    async (_l, value) => {
      const key = `types.${uniq()}`;
      const res = await call(gw, '/api/lingxi-system/param/submit', {
        method: 'POST',
        token: tenant.token,
        body: { paramName: value, paramKey: key, paramValue: 'v' },
      });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('参数名称格式不正确');
      const list = await call(gw, `/api/lingxi-system/param/list?paramKey=${encodeURIComponent(key)}`, {
        token: tenant.token,
      });
      expect((list.body.data as { total: number }).total).toBe(0);
    },
  );

  it.each(NOT_TEXT)(
    'a hand-written handler (profile): a nickname that is %s is a 400 naming the field',
    async (_l, value) => {
      const before = await call(gw, '/api/lingxi-user/info', { token: tenant.token });
      const res = await call(gw, '/api/lingxi-user/update-info', {
        method: 'POST',
        token: tenant.token,
        body: { name: value },
      });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('用户昵称格式不正确');
      const after = await call(gw, '/api/lingxi-user/info', { token: tenant.token });
      expect((after.body.data as { name: unknown }).name).toBe((before.body.data as { name: unknown }).name);
    },
  );
});
