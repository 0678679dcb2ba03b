/** The system administration pages' calls: exclusive SMS/OSS enable, new configs start disabled, code copy names. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login, uniq } from './helpers';

let gw: Gw;
let admin: string;
let park: string;

beforeAll(async () => {
  gw = await connect();
  admin = (await login(gw, 'admin', 'admin')).access_token;
  park = (await login(gw, 'admin', 'admin', '100000')).access_token;
});

type Config = { id: string; status: number; smsCode?: string; ossCode?: string };

async function configs(kind: 'sms' | 'oss', token = admin): Promise<Config[]> {
  const res = await call(gw, `/api/lingxi-resource/${kind}/list?size=200`, { token });
  return (res.body.data as { records: Config[] }).records;
}

const bodies = {
  sms: (code: string) => ({
    smsCode: code,
    templateId: 'T1',
    category: 3,
    accessKey: 'ak',
    secretKey: 'sk',
    signName: '测试',
  }),
  oss: (code: string) => ({
    ossCode: code,
    category: 1,
    endpoint: 'http://minio:9000',
    accessKey: 'ak',
    secretKey: 'sk',
    bucketName: 'b',
  }),
};

describe.each(['sms', 'oss'] as const)('%s configuration enable', (kind) => {
  it('a new configuration starts disabled; enabling one disables the others of the tenant only', async () => {
    const code = uniq().slice(0, 10);
    const created = await call(gw, `/api/lingxi-resource/${kind}/submit`, {
      method: 'POST',
      token: admin,
      body: bodies[kind](code),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.data as Config).id;
    expect((created.body.data as Config).status).toBe(0);
    const parkEnabledBefore = (await configs(kind, park)).filter((c) => c.status === 1).length;

    const on = await call(gw, `/api/lingxi-resource/${kind}/enable?ids=${id}&status=1`, {
      method: 'POST',
      token: admin,
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    const after = await configs(kind);
    expect(after.filter((c) => c.status === 1).map((c) => c.id)).toEqual([id]);
    // another tenant's configurations are untouched
    expect((await configs(kind, park)).filter((c) => c.status === 1).length).toBe(parkEnabledBefore);

    const off = await call(gw, `/api/lingxi-resource/${kind}/enable?ids=${id}&status=0`, {
      method: 'POST',
      token: admin,
    });
    expect(off.status).toBe(200);
    expect((await configs(kind)).find((c) => c.id === id)?.status).toBe(0);
  });

  it('refuses enabling several at once, a missing status and another tenant’s record', async () => {
    const ids = (await configs(kind)).map((c) => c.id);
    const many = await call(
      gw,
      `/api/lingxi-resource/${kind}/enable?ids=${ids.slice(0, 2).join(',')}&status=1`,
      {
        method: 'POST',
        token: admin,
      },
    );
    expect(many.status).toBe(400);
    expect(many.body.msg).toBe('只能启用一个配置');
    expect(
      (await call(gw, `/api/lingxi-resource/${kind}/enable?ids=${ids[0]}`, { method: 'POST', token: admin }))
        .status,
    ).toBe(400);
    const other = await call(gw, `/api/lingxi-resource/${kind}/enable?ids=${ids[0]}&status=1`, {
      method: 'POST',
      token: park,
    });
    expect(other.status).toBe(400);
  });

  it('refuses a duplicate code', async () => {
    const code = uniq().slice(0, 10);
    const first = await call(gw, `/api/lingxi-resource/${kind}/submit`, {
      method: 'POST',
      token: admin,
      body: bodies[kind](code),
    });
    expect(first.status).toBe(200);
    const second = await call(gw, `/api/lingxi-resource/${kind}/submit`, {
      method: 'POST',
      token: admin,
      body: bodies[kind](code),
    });
    expect(second.status).toBe(400);
    expect(second.body.msg).toBe('资源编号已存在');
  });
});

describe('code generator copy', () => {
  it("names the copy '<name>-copy'", async () => {
    const name = `模块${uniq().slice(0, 8)}`;
    const created = await call(gw, '/api/lingxi-develop/code/submit', {
      method: 'POST',
      token: admin,
      body: { serviceName: 'lingxi-x', codeName: name, tableName: 'blade_post', packageName: 'org.x' },
    });
    const id = (created.body.data as { id: string }).id;
    const copy = await call(gw, `/api/lingxi-develop/code/copy?id=${id}`, { method: 'POST', token: admin });
    expect(copy.status).toBe(200);
    expect((copy.body.data as { codeName: string }).codeName).toBe(`${name}-copy`);
  });
});
