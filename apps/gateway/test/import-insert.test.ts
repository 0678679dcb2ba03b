/**
 * The imports' set-wise insert (`insertPlanned`): every planned row stored in file order, with the
 * caller's shared values and the audit columns, a value left out stored as the column's default, in one
 * statement where arrays can say it (on PGlite the transaction holds the only connection for as long as
 * it inserts). On PGlite, and on PostgreSQL when LINGXI_TEST_DATABASE_URL names a server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth';
import { type Db, openPglite, openPostgres, type Queryable } from '../src/db';
import { insertPlanned, planImport } from '../src/import';
import { type ResourceDef, readValue } from '../src/resource';
import { freshDatabase } from './pg';

const TABLE = `
  create sequence if not exists lingxi_id_seq;
  create table lx_import_probe (
    id bigint primary key default nextval('lingxi_id_seq'),
    tenant_id varchar(12) not null,
    account varchar(45) not null,
    secret varchar(255) not null,
    note varchar(100),
    grade int not null default 5,
    since timestamptz,
    -- the audit columns of every resource table (migrations/001_init.sql)
    create_user bigint, create_dept bigint, create_time timestamptz not null default now(), update_user bigint,
    update_time timestamptz not null default now(), status int not null default 1, is_deleted int not null default 0
  );
  create unique index lx_import_probe_account on lx_import_probe (tenant_id, account) where is_deleted = 0;`;

const probe: ResourceDef = {
  name: 'importProbe',
  title: 'import probe',
  path: '/import-probe',
  table: 'lx_import_probe',
  tenantOwned: true,
  permission: 'importProbe',
  defaultOrder: [{ column: 'id', desc: false }],
  fields: [
    {
      field: 'account',
      column: 'account',
      type: 'string',
      label: '账号',
      writable: true,
      required: '请输入账号',
      unique: '账号已存在',
    },
    { field: 'secret', column: 'secret', type: 'string', label: '密码', writable: true },
    { field: 'note', column: 'note', type: 'string', label: '备注', writable: true },
    { field: 'grade', column: 'grade', type: 'int', label: '等级', writable: true },
    { field: 'since', column: 'since', type: 'datetime', label: '起始', writable: true },
  ],
};

const user = { userId: '1123598821738675201', tenantId: '000000', deptId: '1123598813738675201' } as AuthUser;

/** The database as the import sees it, recording each insert into the probe table as it passes. */
function counting(db: Queryable) {
  const inserts: string[] = [];
  const tx: Queryable = {
    query: (sql, params) => {
      if (/^\s*insert into lx_import_probe/.test(sql)) inserts.push(sql);
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  return { tx, inserts };
}

type Stored = {
  id: string;
  tenant_id: string;
  account: string;
  secret: string;
  note: string | null;
  grade: number;
  since: string | Date | null; // PostgreSQL's driver answers a Date
  create_user: string;
  update_user: string;
  create_dept: string;
  status: number;
};

function suite(open: () => Promise<{ db: Db; close(): Promise<void> }>) {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await open());
    await db.exec(TABLE);
  });
  afterAll(() => close?.());

  const stored = (prefix: string) =>
    db.query<Stored>(
      `select id, tenant_id, account, secret, note, grade, since, create_user, update_user, create_dept, status
         from lx_import_probe where account like $1 order by id`,
      [`${prefix}%`],
    );

  it('stores 1,200 rows in one statement, in file order, with the shared values and the audit columns', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      line: i + 2,
      values: {
        account: `one${String(i).padStart(4, '0')}`,
        grade: 7,
        ...(i % 3 === 0 ? {} : { note: `第${i}行` }),
        ...(i === 5 ? { since: '2026-11-29 08:30:00' } : {}),
        // what an array's text form must quote: a value is stored as written
        ...(i === 7 ? { note: 'NULL' } : {}),
        ...(i === 8 ? { note: `引号"逗号,花括号{}反斜杠\\ 'x'` } : {}),
      },
    }));
    const plan = await planImport(probe, rows);
    const { tx, inserts } = counting(db);
    const count = await db.transaction(() => insertPlanned(tx, user, plan, { secret: 'hash$of$the$file' }));
    expect(count).toBe(1200);
    expect(inserts).toHaveLength(1);
    const got = await stored('one');
    expect(got.map((r) => r.account)).toEqual(rows.map((r) => r.values.account));
    expect(got.every((r) => r.secret === 'hash$of$the$file' && r.grade === 7 && r.status === 1)).toBe(true);
    expect(got[0]).toMatchObject({
      note: null,
      tenant_id: '000000',
      create_user: user.userId,
      update_user: user.userId,
    });
    expect(got[0]?.create_dept).toBe(user.deptId);
    expect(got[1]?.note).toBe('第1行');
    expect(got[7]?.note).toBe('NULL');
    expect(got[8]?.note).toBe(`引号"逗号,花括号{}反斜杠\\ 'x'`);
    expect(got.filter((r) => r.since !== null)).toHaveLength(1);
    const since = readValue(probe.fields[4] as (typeof probe.fields)[number], '2026-11-29 08:30:00');
    expect(new Date(got[5]?.since as string | Date).toISOString()).toBe(since);
  });

  it('gives a row that leaves out a column with a default that default, while the other rows set it', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({
      line: i + 2,
      values: { account: `two${String(i).padStart(2, '0')}`, ...(i % 2 ? { grade: 9 } : {}) },
    }));
    const plan = await planImport(probe, rows);
    const { tx } = counting(db);
    await db.transaction(() => insertPlanned(tx, user, plan, { secret: 's' }));
    const got = await stored('two');
    expect(got.map((r) => r.account)).toEqual(rows.map((r) => r.values.account));
    expect(got.map((r) => r.grade)).toEqual(rows.map((_, i) => (i % 2 ? 9 : 5)));
  });

  it('stores nothing, and says so, for a plan without rows', async () => {
    const plan = await planImport(probe, []);
    const { tx, inserts } = counting(db);
    expect(await db.transaction(() => insertPlanned(tx, user, plan))).toBe(0);
    expect(inserts).toHaveLength(0);
  });

  it('refuses a file whose account is stored meanwhile, naming its row, and stores none of it', async () => {
    const plan = await planImport(probe, [
      { line: 2, values: { account: 'three-a' } },
      { line: 3, values: { account: 'three-b' } },
    ]);
    await db.query(
      `insert into lx_import_probe (tenant_id, account, secret) values ('000000', 'three-b', 'x')`,
    );
    await expect(db.transaction((tx) => insertPlanned(tx, user, plan, { secret: 's' }))).rejects.toThrow(
      '第3行：账号已存在',
    );
    expect((await stored('three')).map((r) => r.account)).toEqual(['three-b']);
  });
}

describe('the imports’ insert on PGlite', () => {
  suite(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lingxi-import-insert-'));
    const db = await openPglite(dir);
    return {
      db,
      close: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });
});

const serverUrl = process.env.LINGXI_TEST_DATABASE_URL;
describe.runIf(!!serverUrl)('the imports’ insert on PostgreSQL', () => {
  suite(async () => {
    const fresh = await freshDatabase(serverUrl as string);
    const db = await openPostgres(fresh.url);
    return {
      db,
      close: async () => {
        await db.close();
        await fresh.drop();
      },
    };
  });
});

describe('planning a large file', () => {
  it('lets the event loop turn between slices of rows, so other requests are answered meanwhile', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ line: i + 2, values: { account: `big${i}` } }));
    const planning = planImport(probe, rows);
    let ranBeside = false;
    setImmediate(() => {
      ranBeside = true;
    });
    const plan = await planning;
    expect(plan.rows).toHaveLength(5000);
    expect(ranBeside).toBe(true);
  });
});
