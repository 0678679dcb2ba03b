/**
 * Hostile input on every endpoint: a seeded, time-bounded property-based fuzz (fast-check) over every
 * engine resource (every endpoint of every definition in RESOURCES) and the special endpoints, as the
 * administrator of a tenant of its own. Inputs: wrong types, missing fields, long strings, NUL and lone
 * surrogates, raw invalid UTF-8 and broken percent escapes in the query, emoji, SQL and HTML payloads,
 * negative, zero and huge paging, non-numeric and foreign ids, arrays for objects, broken bodies of each
 * content type. What must hold for every request:
 * - never a 500; the answer is JSON with a `msg` (the token endpoint: `error_description`);
 * - nothing half-stored: a refused create leaves the resource's total as it was (read back), an accepted
 *   one adds exactly its record, readable by its id;
 * - every accepted write is in the operation log (its request's marker, checked at the end).
 * Then, on every endpoint, each followed by a second request on the same socket (served, unless the answer
 * said `Connection: close`): type-confused JSON (a string field given a number, boolean, object or
 * array is never stored), a query over 16 KiB (the envelope 414), a head over 64 KiB (431, close) and a
 * body over 2 MB, declared and chunked (400).
 * LINGXI_FUZZ_SECONDS (default 40) bounds it, LINGXI_FUZZ_SEED (default 20261123) seeds it; a failure
 * prints the seed and the shrunk request.
 */
import http from 'node:http';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FieldDef, paths, type ResourceDef } from '../src/resource';
import { RESOURCES } from '../src/services/index';
import { connect, freshTenant, type Gw, type Json, login, operationLog, raw } from './helpers';
import { chunked, onOneSocket, type RawAnswer, type RawRequest } from './socket';

const SECONDS = Number(process.env.LINGXI_FUZZ_SECONDS ?? 40);
const SEED = Number(process.env.LINGXI_FUZZ_SEED ?? 20261123);

let gw: Gw;
let tenant: { tenantId: string; token: string; userId: string };

beforeAll(async () => {
  gw = await connect();
  tenant = await freshTenant(gw, (await login(gw, 'admin', 'admin')).access_token);
});

// ── the endpoint catalogue ──────────────────────────────────────────────────────────────────────

type Kind = 'read' | 'create' | 'update' | 'submit' | 'remove' | 'switch';
interface Target {
  method: 'GET' | 'POST';
  path: string;
  kind: Kind;
  /** The resource's name (its definition is looked up: counterexamples stay short). */
  resource?: string;
  /** The resource's paged list (to read totals back). */
  list?: string;
  detail?: string;
}

const DEFAULT_ENDPOINTS = { list: ['list'], detail: ['detail'], submit: ['submit'], remove: ['remove'] };
const PLAIN_ENDPOINTS = { list: ['list'], detail: ['detail'] };

function resourceTargets(def: ResourceDef): Target[] {
  const endpoints: Record<string, readonly string[] | undefined> =
    def.endpoints ?? (def.plain ? PLAIN_ENDPOINTS : DEFAULT_ENDPOINTS);
  const out: Target[] = [];
  for (const base of paths(def)) {
    const list = endpoints.list?.[0] ? `${base}/${endpoints.list[0]}` : undefined;
    const detail = endpoints.detail?.[0] ? `${base}/${endpoints.detail[0]}` : undefined;
    const add = (kinds: string[], method: 'GET' | 'POST', kind: Kind) => {
      for (const k of kinds)
        for (const name of endpoints[k] ?? [])
          out.push({ method, path: `${base}/${name}`, kind, resource: def.name, list, detail });
    };
    add(['list', 'all', 'detail', 'tree', 'lazyTree', 'lazyList', 'parentList', 'childList'], 'GET', 'read');
    add(['submit'], 'POST', 'submit');
    add(['create'], 'POST', 'create');
    add(['update'], 'POST', 'update');
    add(['remove'], 'POST', 'remove');
    add(['switchStatus'], 'POST', 'switch');
  }
  return out;
}

/** Special endpoints (beside the engine). Not GET logout (it ends the fuzz's own session), nor the exports (binary). */
const SPECIAL: Target[] = [
  ...[
    '/api/lingxi-auth/oauth/user-info',
    '/api/lingxi-auth/oauth/clear-cache',
    '/api/lingxi-system/dict/dictionary',
    '/api/lingxi-system/dict-biz/dictionary',
    '/api/lingxi-system/role/tree-by-id',
    '/api/lingxi-system/role/listByRoleType',
    '/api/lingxi-system/menu/list',
    '/api/lingxi-system/menu/menu-list',
    '/api/lingxi-system/menu/lazy-menu-list',
    '/api/lingxi-system/menu/top-menu',
    '/api/lingxi-system/menu/routes',
    '/api/lingxi-system/menu/modules_routes',
    '/api/lingxi-system/menu/grant-tree',
    '/api/lingxi-system/menu/role-tree-keys',
    '/api/lingxi-system/menu/grant-top-tree',
    '/api/lingxi-system/menu/top-tree-keys',
    '/api/lingxi-system/menu/buttons',
    '/api/lingxi-system/tenant/info',
    '/api/lingxi-system/tenant/select',
    '/api/lingxi-user/info',
    '/api/lingxi-resource/oss/endpoint/file-link',
    '/api/lingxi-server/server-time',
    '/api/lingxi-web-uniformIA/certifiedEnterprise/listRegisterUser',
    '/api/lingxi-web-uniformIA/certifiedEnterprise/registerUserDetail',
    '/api/lingxi-web-uniformIA/certifiedEnterprise/listEnterpriseByUser',
    '/api/lingxi-web-uniformIA/certifiedEnterprise/resetPassword',
    '/api/lingxi-business-notice/businessnotice/getMsgListByType',
    '/api/lingxi-sso/usersystem/checkAuth',
    '/api/lingxi-external/user/myself',
  ].map((path) => ({ method: 'GET' as const, path, kind: 'read' as const })),
  ...[
    '/api/lingxi-system/menu/system-routes',
    '/api/lingxi-system/role/grant',
    '/api/lingxi-system/topmenu/grant',
    '/api/lingxi-system/dept/sort',
    '/api/lingxi-system/tenant/setting',
    '/api/lingxi-system/tenant/datasource',
    '/api/lingxi-user/update-info',
    '/api/lingxi-user/update-password',
    '/api/lingxi-user/grant',
    '/api/lingxi-user/update-platform',
    '/api/lx-operation/lingxi-user/import-user',
    '/api/lingxi-resource/sms/endpoint/send-message',
    '/api/lingxi-resource/oss/endpoint/put-file-attach',
    '/api/lingxi-resource/oss/endpoint/put-file-attachment-append',
    '/api/lingxi-resource/oss/endpoint/remove-attachment',
    '/api/lingxi-resource/oss/endpoint/remove-attachments',
    '/api/lingxi-project/project/addSubproject',
    '/api/lingxi-project-enterprise/importFromExcel',
    '/api/lingxi-area-enterprise/importFromExcel',
    '/api/lx-appserver/lingxi-app-enterprise/enterprise/saveChildAccount',
    '/api/lx-appserver/lingxi-app-enterprise/enterprise/settingAdministrators',
    '/api/lx-appserver/lingxi-app-enterprise/enterprise/deleteChildAccount',
    '/api/lingxi-business-notice/businessnotice/getFinishNoticeByDeptIdAndUserId',
    '/api/lingxi-sso/usersystem/bind',
    '/api/lingxi-sso/usersystem/bindPage',
    '/api/lingxi-develop/code/gen-code',
    '/api/lingxi-develop/code/copy',
    '/api/lingxi-app-loginRecode/loginrecord/save',
    '/api/lingxi-auth/oauth/logout',
    '/api/lingxi-auth/oauth/token',
    '/api/lingxi-external/user/checkLoginModel',
  ].map((path) => ({ method: 'POST' as const, path, kind: 'submit' as const })),
];

const TARGETS: Target[] = [...RESOURCES.flatMap(resourceTargets), ...SPECIAL];
const DEFS = new Map(RESOURCES.map((d) => [d.name, d]));
const defOf = (t: Target) => (t.resource ? DEFS.get(t.resource) : undefined);

// ── hostile values ──────────────────────────────────────────────────────────────────────────────

const PAYLOADS = [
  "' or '1'='1",
  "'; drop table blade_param; --",
  '1; select pg_sleep(1)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '😀🚀👨‍👩‍👧',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '%00',
  '../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j-style payload, on purpose
  '${jndi:ldap://127.0.0.1/x}',
  '{{7*7}}',
  '\u202e\u200b',
  ' ',
  '',
  '0',
  '-1',
  '9223372036854775808',
  '1e309',
  'NaN',
  'null',
  'true',
  '2024-02-31 25:61:61',
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PAYLOADS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 120_000 }).map((n) => '长'.repeat(n)) },
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, 0.5, -0.0),
  fc.double({ noNaN: true }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), hostileString, { maxKeys: 3 }) },
);

const digits = (n: number) => fc.stringMatching(new RegExp(`^[1-9][0-9]{${n - 1}}$`));

/** A value a field may accept (so that some writes go through), or a hostile one. */
function fieldValue(f: FieldDef, hostile = true): fc.Arbitrary<unknown> {
  let valid: fc.Arbitrary<unknown>;
  if (f.values) valid = fc.constantFrom(...f.values);
  else if (f.type === 'int' || f.type === 'decimal')
    valid = fc.integer({ min: Math.max(f.min ?? 0, 0), max: Math.min(f.max ?? 1000, 1000) });
  else if (f.type === 'id') valid = fc.constantFrom('0', '1');
  else if (f.type === 'date') valid = fc.constantFrom('2024-05-01', '2000-01-31');
  else if (f.type === 'datetime') valid = fc.constantFrom('2024-05-01 08:30:00', '2025-12-31 23:59:59');
  else if (f.pattern?.re.test('13812345678')) valid = fc.constant('13812345678');
  else if (f.pattern?.re.test('91330106MA2H123456')) valid = digits(6).map((d) => `91330106MA2H${d}`);
  else if (f.pattern?.re.test('123456')) valid = digits(6);
  else if (f.pattern?.re.test('ab_c1')) valid = fc.stringMatching(/^[a-z][a-z0-9_]{3,10}$/);
  else if (f.pattern?.re.test('http://example.com')) valid = fc.constant('http://example.com');
  else if (f.pattern?.re.test('a@b.cn')) valid = fc.constant('fuzz@example.com');
  else valid = fc.string({ minLength: 1, maxLength: Math.min(f.maxLength ?? 20, 20) });
  return hostile ? fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: hostileValue }) : valid;
}

const idValue = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    'abc',
    '1,2',
    '9223372036854775807',
    '9223372036854775808',
    '1600000000000000001',
    '',
  ),
  fc.bigInt({ min: 1n, max: 9223372036854775807n }).map(String),
  hostileValue,
);

function entityBody(
  def: ResourceDef | undefined,
  withId: 'none' | 'random',
  hostile = true,
): fc.Arbitrary<Record<string, unknown>> {
  const fields = (def?.fields ?? []).filter((f) => f.writable);
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const f of fields) shape[f.field] = fieldValue(f, hostile);
  if (!hostile)
    return fc.record(shape, { requiredKeys: fields.filter((f) => f.required).map((f) => f.field) });
  shape.status = fc.oneof(fc.constantFrom(0, 1), hostileValue);
  if (withId === 'random') shape.id = idValue;
  // generic names the special endpoints read
  for (const name of [
    'ids',
    'roleIds',
    'menuIds',
    'userIds',
    'parentId',
    'oldPassword',
    'newPassword',
    'newPassword1',
    'name',
    'phone',
    'email',
    'avatar',
    'code',
    'phones',
    'params',
    'systemId',
    'account',
    'extAccount',
    'enterpriseId',
    'userId',
  ])
    if (!(name in shape)) shape[name] = hostileValue;
  return fc.record(shape, { requiredKeys: [] });
}

/** encodeURIComponent, but a lone surrogate becomes its (invalid) three UTF-8-like bytes instead of an exception. */
function encode(text: string): string {
  return text
    .split(/([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/)
    .map((part, i) => {
      if (i % 2 === 0) return encodeURIComponent(part);
      const c = part.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

const QUERY_NAMES = [
  'current',
  'size',
  'id',
  'ids',
  'status',
  'ascs',
  'descs',
  'parentId',
  'parentCode',
  'code',
  'tenantId',
  'userIds',
  'roleIds',
  'fileName',
  'fileTag',
  'noticeType',
  'createTime_datege',
  'createTime_datelt',
];

function queryOf(def: ResourceDef | undefined): fc.Arbitrary<string> {
  const names = [
    ...QUERY_NAMES,
    ...(def?.fields ?? [])
      .filter((f) => f.filter)
      .flatMap((f) => [f.field, `${f.field}_equal`, `${f.field}_gt`, `${f.column}_like`]),
  ];
  const pair = fc.tuple(
    fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...names) },
      { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
    ),
    fc.oneof(hostileValue, fc.constantFrom('1', '10', '200', '201', '0', '-5', '99999999999', '1.5')),
  );
  const encoded = fc.array(pair, { maxLength: 5 }).map((pairs) =>
    // (values cut to 600 characters: a URL over Node's 16 KB header limit never reaches the gateway)
    pairs.map(
      ([k, v]) =>
        `${encode(k)}=${encode((typeof v === 'string' ? v : (JSON.stringify(v) ?? '')).slice(0, 600))}`,
    ),
  );
  // raw fragments no client library would send: broken escapes, invalid UTF-8, NUL
  const rawBits = fc.array(
    fc.constantFrom('%00=1', 'x=%FF', 'y=%E4%B8', 'z=%', '%C3%28=1', 'a=%ED%A0%80', 'b=1&b=2', '=x', '&&'),
    { maxLength: 2 },
  );
  return fc.tuple(encoded, rawBits).map(([a, b]) => [...a, ...b].join('&'));
}

type Body = { type?: string; text?: string | Uint8Array };
const BROKEN_BODIES: Body[] = [
  { type: 'application/json', text: '{"broken": ' },
  { type: 'application/json', text: 'null' },
  { type: 'application/json', text: '[1,2,3]' },
  { type: 'application/json', text: '"text"' },
  {
    type: 'application/json',
    text: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { type: 'text/plain', text: 'plain text' },
  { type: 'application/xml', text: '<a>1</a>' },
  { type: 'multipart/form-data; boundary=xx', text: 'this is not multipart' },
  { type: 'multipart/form-data', text: '--xx\r\n\r\n' },
  {
    type: 'multipart/form-data; boundary=xx',
    text: '--xx\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.xlsx"\r\n\r\nPK\u0003\u0004garbage\r\n--xx--\r\n',
  },
  {
    type: 'multipart/form-data; boundary=xx',
    text: '--xx\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot a png\r\n--xx--\r\n',
  },
  { type: 'application/x-www-form-urlencoded', text: 'a=%E4%B8&b=%&c=%00' },
  { type: 'application/x-www-form-urlencoded', text: 'grant_type=password&username=nobody&password=x' },
  {},
];

interface Step {
  target: Target;
  query: string;
  body: Body;
}

// creates of tenant-owned records weigh more: their answers are read back and audited
const POOL = TARGETS.flatMap((t) =>
  (t.kind === 'submit' || t.kind === 'create') && t.resource && defOf(t)?.tenantOwned ? [t, t, t, t] : [t],
);

const step: fc.Arbitrary<Step> = fc.constantFrom(...POOL).chain((target) =>
  fc.record({
    target: fc.constant(target),
    query: queryOf(defOf(target)),
    body:
      target.method === 'GET'
        ? fc.constant<Body>({})
        : fc.oneof(
            {
              weight: 4,
              arbitrary: entityBody(defOf(target), target.kind === 'create' ? 'none' : 'random').map(
                (b): Body => ({ type: 'application/json', text: JSON.stringify(b) }),
              ),
            },
            {
              weight: 2,
              arbitrary: entityBody(defOf(target), 'none').map(
                (b): Body => ({ type: 'application/json', text: JSON.stringify(b) }),
              ),
            },
            {
              // plausible records (some are accepted: their audit rows and read-back are checked)
              weight: 3,
              arbitrary: entityBody(defOf(target), 'none', false).map(
                (b): Body => ({ type: 'application/json', text: JSON.stringify(b) }),
              ),
            },
            { weight: 1, arbitrary: fc.constantFrom(...BROKEN_BODIES) },
          ),
  }),
);

// ── the properties ──────────────────────────────────────────────────────────────────────────────

const accepted: { marker: string; path: string }[] = [];
let counter = 0;
const stats = { requests: 0, ok: 0, refused: 0, writes: 0 };

async function total(list: string): Promise<number | undefined> {
  const res = await raw(gw, `${list}?size=1`, { method: 'GET', token: tenant.token });
  return res.status === 200 ? (res.body.data as { total?: number }).total : undefined;
}

/**
 * One request on a connection of its own (node:http, no keep-alive): a connection the server closes
 * after refusing an unread body can never fail the next request.
 */
function request(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Uint8Array,
): Promise<Json> {
  const url = new URL(gw.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Json['body'];
          try {
            parsed = JSON.parse(text) as Json['body'];
          } catch {
            parsed = { raw: text.slice(0, 300) };
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: new Headers() });
        });
      },
    );
    req.on('error', (err) =>
      reject(new Error(`${method} ${path.slice(0, 200)}: no answer (${String(err)})`)),
    );
    if (body !== undefined) req.write(body);
    req.end();
  });
}

async function send(s: Step) {
  const marker = `lxfz${process.pid}x${++counter}`;
  const { target } = s;
  const headers: Record<string, string> = {};
  if (s.body.type) headers['Content-Type'] = s.body.type;
  let query = s.query;
  if (target.path.endsWith('/oauth/token')) {
    // never lock a real account: token requests go to the fuzz's tenant, for an account that does not exist
    headers['Tenant-Id'] = tenant.tenantId;
    query = `${query}&tenantId=${tenant.tenantId}&username=fuzz-nobody&grant_type=password`;
  }
  headers.Authorization = gw.basic;
  headers['lingxi-auth'] = `bearer ${tenant.token}`;
  const res = await request(target.method, `${target.path}?lxfz=${marker}&${query}`, headers, s.body.text);
  stats.requests++;
  return { res, marker };
}

async function property(s: Step): Promise<void> {
  const { target } = s;
  const counts = target.kind === 'create' || target.kind === 'submit';
  const before = counts && target.list && defOf(target)?.tenantOwned ? await total(target.list) : undefined;
  const { res, marker } = await send(s);
  const what = `${target.method} ${target.path} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
  expect(res.status, what).toBeLessThan(500);
  expect(res.body.raw, `not JSON: ${what}`).toBeUndefined();
  if (target.path.endsWith('/oauth/token')) {
    expect(
      typeof res.body.error_description === 'string' || typeof res.body.access_token === 'string',
      what,
    ).toBe(true);
  } else {
    expect(typeof res.body.msg, what).toBe('string');
    expect(res.body.code, what).toBe(res.status);
  }
  if (res.status === 401) throw new Error(`the fuzz's own session ended: ${what}`);
  if (res.status === 200) stats.ok++;
  else stats.refused++;
  const write =
    target.method === 'POST' &&
    target.kind !== 'read' &&
    !/system-routes|getFinishNotice|bindPage|gen-code|oauth\/token|checkLoginModel/.test(target.path);
  if (write && res.status === 200) {
    stats.writes++;
    accepted.push({ marker, path: target.path });
  }
  if (before !== undefined && target.list) {
    const after = await total(target.list);
    const entity = res.body.data as { id?: string } | null;
    const created = res.status === 200 && entity && typeof entity.id === 'string' && before !== after;
    // nothing half-stored: a refused write leaves the total as it was; an accepted one adds at most its record
    if (res.status !== 200) expect(after, `refused, yet the total changed: ${what}`).toBe(before);
    else expect((after ?? 0) - (before ?? 0), what).toBeLessThanOrEqual(1);
    if (created && target.detail) {
      const back = await raw(gw, `${target.detail}?id=${entity.id}`, { method: 'GET', token: tenant.token });
      expect(back.status, `accepted record not readable: ${what}`).toBe(200);
    }
  }
}

describe('hostile input on every endpoint', () => {
  it(
    `fuzz for ${SECONDS} s (seed ${SEED}): never a 500, always the envelope, nothing half-stored, every accepted write logged`,
    async () => {
      const result = await fc.check(fc.asyncProperty(step, property), {
        seed: SEED,
        numRuns: 1_000_000,
        interruptAfterTimeLimit: SECONDS * 1000,
        markInterruptAsFailure: false,
        includeErrorInReport: true,
      });
      if (result.failed) throw new Error(fc.defaultReportMessage(result) ?? 'fuzz failed');
      console.info(
        `fuzz: seed ${SEED}, ${result.numRuns} cases, ${JSON.stringify(stats)}, ${TARGETS.length} endpoints`,
      );
      expect(result.numRuns).toBeGreaterThan(SECONDS); // it ran (more than one case a second)
      // every accepted write is in the operation log
      const logged = new Set(
        (await operationLog(gw, tenant.token, 'lxfz')).map((r) => /lxfz=([^&]+)/.exec(r.query)?.[1]),
      );
      const missing: string[] = [];
      for (const a of accepted) {
        if (logged.has(a.marker)) continue;
        // beyond the first 200 rows: ask for that marker alone
        if ((await operationLog(gw, tenant.token, `lxfz=${a.marker}&`)).length === 0)
          missing.push(`${a.path} ${a.marker}`);
      }
      expect(missing, 'accepted writes without an operation-log row').toEqual([]);
    },
    (SECONDS + 120) * 1000,
  );

  it('the catalogue covers every engine resource', () => {
    for (const def of RESOURCES)
      expect(
        TARGETS.some((t) => t.resource === def.name),
        def.name,
      ).toBe(true);
  });
});

// ── type confusion, oversized queries and bodies, each followed by a second request on its socket ──

const NOT_TEXT: unknown[] = [123, true, { a: 'x' }, ['x'], 0, false, -1.5];
const BIG_BODY = Buffer.from(
  JSON.stringify({ paramName: 'x', paramValue: 'z'.repeat(2 * 1024 * 1024 + 64) }),
);
/** The request that must still be served on the same socket afterwards (unless the answer said close). */
const SECOND = () => ({
  method: 'GET',
  path: '/api/lingxi-auth/oauth/captcha',
  headers: { Authorization: gw.basic },
});

async function onSocketThenSecond(what: string, first: RawRequest): Promise<RawAnswer> {
  const [a, b] = await onOneSocket(gw.url, [first, SECOND()]);
  if (!a || 'error' in a) throw new Error(`${what}: no answer (${JSON.stringify(a)})`);
  expect(a.status, `${what} → ${a.status} ${a.body.slice(0, 200)}`).toBeLessThan(500);
  const body = JSON.parse(a.body) as { msg?: string; error_description?: string; code?: number };
  expect(
    typeof (body.msg ?? body.error_description),
    `${what}: not the envelope ${a.body.slice(0, 200)}`,
  ).toBe('string');
  if (a.headers.connection?.toLowerCase() !== 'close') {
    expect(b, `${what}: answered ${a.status} keep-alive, then the socket failed`).not.toHaveProperty('error');
    expect((b as RawAnswer).status, what).toBe(200);
  }
  return a;
}

describe('type confusion, oversized queries and bodies on every endpoint, then a second request on the socket', () => {
  const auth = () => ({ Authorization: gw.basic, 'lingxi-auth': `bearer ${tenant.token}` });
  const tokenQuery = (t: Target) =>
    t.path.endsWith('/oauth/token')
      ? `&tenantId=${tenant.tenantId}&username=fuzz-nobody&grant_type=password`
      : '';

  it('type-confused JSON: a string field never takes a number, boolean, object or array', async () => {
    let writes = 0;
    let n = 0;
    for (const target of TARGETS.filter((t) => t.method === 'POST')) {
      const def = defOf(target);
      const strings = (def?.fields ?? []).filter((f) => f.writable && f.type === 'string');
      const [plausible] = fc.sample(entityBody(def, 'none', false), { seed: SEED + n, numRuns: 1 });
      const body: Record<string, unknown> = { ...plausible };
      // an engine write: one of its string fields confused; a special endpoint: every generic name confused
      const confused = strings[n % Math.max(strings.length, 1)];
      if (confused) body[confused.field] = NOT_TEXT[n % NOT_TEXT.length];
      else
        for (const [i, name] of [
          'name',
          'phone',
          'email',
          'account',
          'code',
          'params',
          'reason',
          'content',
        ].entries())
          body[name] = NOT_TEXT[(n + i) % NOT_TEXT.length];
      n++;
      const what = `${target.path} ${confused ? `${confused.field}=${JSON.stringify(body[confused.field])}` : 'generic names'}`;
      const a = await onSocketThenSecond(what, {
        method: 'POST',
        path: `${target.path}?lxfz=types${tokenQuery(target)}`,
        headers: { ...auth(), 'Content-Type': 'application/json', 'Tenant-Id': tenant.tenantId },
        body: JSON.stringify(body),
      });
      if (confused && (target.kind === 'create' || target.kind === 'submit')) {
        writes++;
        expect(a.status, `${what}: stored a string field given as ${typeof body[confused.field]}`).not.toBe(
          200,
        );
      }
    }
    expect(writes).toBeGreaterThan(30);
  }, 300_000);

  it('a query over 16 KiB is the envelope 414 on every endpoint, the socket stays usable', async () => {
    const long = `q=${'长'.repeat(2000)}${'a'.repeat(12_000)}`; // 18 kB+ once encoded
    for (const target of TARGETS) {
      const a = await onSocketThenSecond(`${target.method} ${target.path} (long query)`, {
        method: target.method,
        path: `${target.path}?${encodeURI(long)}`,
        headers: { ...auth(), 'Content-Type': 'application/json' },
        body: target.method === 'POST' ? '{}' : undefined,
      });
      expect(a.status, target.path).toBe(414);
    }
  }, 300_000);

  it('a request head over 64 KiB is the envelope 431 with Connection: close', async () => {
    for (const target of TARGETS.filter((_, i) => i % 25 === 0)) {
      const a = await onSocketThenSecond(`${target.path} (huge query)`, {
        method: target.method,
        path: `${target.path}?q=${'a'.repeat(70_000)}`,
        headers: auth(),
      });
      expect(a.status).toBe(431);
      expect(a.headers.connection).toBe('close');
    }
  });

  it('a body over 2 MB on every POST endpoint: 400, then the socket is usable or the answer said close', async () => {
    for (const [i, target] of TARGETS.filter((t) => t.method === 'POST').entries()) {
      const chunkedBody = i % 10 === 0;
      const a = await onSocketThenSecond(`${target.path} (2 MB${chunkedBody ? ', chunked' : ''})`, {
        method: 'POST',
        path: `${target.path}?lxfz=big${tokenQuery(target)}`,
        headers: {
          ...auth(),
          'Content-Type': 'application/json',
          'Tenant-Id': tenant.tenantId,
          ...(chunkedBody ? { 'Transfer-Encoding': 'chunked' } : {}),
        },
        body: chunkedBody ? chunked(BIG_BODY.toString('utf8')) : BIG_BODY,
      });
      expect(a.status, target.path).toBe(400);
      expect(a.body, target.path).toMatch(/请求体不能超过2MB/);
    }
  }, 300_000);
});
