/** Business centre: subprojects (/api/lingxi-project) and the enterprise libraries' Excel imports. */
import ExcelJS from 'exceljs';
import type { AuthUser } from '../../auth';
import type { Queryable } from '../../db';
import { badRequest, isRecord, ok, readForm, readJson, sendR } from '../../http';
import { eventLoopTurns, type ImportPlan, insertPlanned, planImport } from '../../import';
import { beforeTransaction } from '../../prepare';
import { type ResourceDef, saveEntity, serialise } from '../../resource';
import type { FieldType } from '../../resource/types';
import { readXlsx, XLSX_MAX_ROWS, type XlsxRow } from '../../xlsx-read';
import { type App, type HandlerDeps, idList, need } from '../common';
import { areaEnterpriseResource, projectEnterpriseResource, projectResource } from './resources';

/** A row the import refused: its workbook (when several were sent), its row number, and why. */
export interface RefusedRow {
  file?: string;
  row: number;
  message: string;
}

/** What an enterprise library's import plans: rows to insert, rows to overwrite, rows refused. */
interface LibraryPlan {
  total: number;
  insert: ImportPlan;
  overwrite: { line: number; columns: Map<string, unknown> }[];
  refused: RefusedRow[];
}

const SQL_TYPES: Record<FieldType, string> = {
  id: 'bigint',
  int: 'int',
  decimal: 'numeric',
  datetime: 'timestamptz',
  date: 'date',
  string: 'text',
};

/** The overwrite switch of an import (`isCovered`: 1 overwrites stored enterprises, 0 or absent refuses them). */
function coveredOf(raw: unknown): boolean {
  if (raw === undefined || raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  throw badRequest('覆盖选项isCovered只能是0或1');
}

/** The tenant's live credit codes among `codes`. */
async function storedCodes(
  q: Queryable,
  def: ResourceDef,
  user: AuthUser,
  codes: string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await q.query<{ v: string }>(
    `select credit_code as v from ${def.table}
     where tenant_id = $1 and is_deleted = 0 and credit_code = any($2::text[])`,
    [user.tenantId, codes],
  );
  return new Set(rows.map((r) => r.v));
}

/**
 * Overwrites the stored enterprises of the tenant named by the rows' credit codes in one statement: a
 * cell the workbook leaves empty keeps the stored value.
 */
async function overwriteStored(
  tx: Queryable,
  def: ResourceDef,
  user: AuthUser,
  rows: LibraryPlan['overwrite'],
): Promise<number> {
  if (rows.length === 0) return 0;
  const fields = def.fields.filter(
    (f) => f.writable && f.column !== 'credit_code' && rows.some((r) => r.columns.has(f.column)),
  );
  const record = rows.map((r) =>
    Object.fromEntries([
      ['credit_code', r.columns.get('credit_code')],
      ...fields.map((f) => [f.column, r.columns.get(f.column) ?? null]),
    ]),
  );
  const shape = ['credit_code text', ...fields.map((f) => `${f.column} ${SQL_TYPES[f.type]}`)].join(', ');
  const sets = fields.map((f) => `${f.column} = coalesce(v.${f.column}, t.${f.column})`);
  const updated = await tx.query<{ id: string }>(
    `update ${def.table} as t set ${[...sets, 'update_user = $2::bigint', 'update_time = now()'].join(', ')}
     from jsonb_to_recordset($1::jsonb) as v(${shape})
     where t.tenant_id = $3 and t.is_deleted = 0 and t.credit_code = v.credit_code
     returning t.id`,
    [JSON.stringify(record), user.userId, user.tenantId],
  );
  // a stored enterprise removed meanwhile: the import was planned against a state that is gone
  if (updated.length !== rows.length) throw badRequest('导入期间企业库已被修改，请重新导入');
  return updated.length;
}

/**
 * An enterprise library's Excel import (gateway README "Enterprise libraries"): the workbooks (one, or
 * several sharing one row budget) are read with the streaming reader and every row checked before the
 * transaction opens. Each refused row is reported with its reason and, when any is refused, nothing is
 * stored: the answer is a 400 whose `msg` names the first and whose `data.errors` lists them all. A
 * credit code already stored is refused, or with `isCovered=1` overwrites the stored enterprise.
 */
function mountImport(
  app: App,
  deps: HandlerDeps,
  path: string,
  def: ResourceDef,
  headers: Record<string, string>,
  many: boolean,
) {
  const prepare = beforeTransaction('POST', path, async (c): Promise<LibraryPlan & { covered: boolean }> => {
    const user = c.get('user') as AuthUser;
    await need(deps, user, `${def.permission}_add`);
    const form = await readForm(c, { all: true });
    const raw = form.file ?? form['file[]'];
    const files = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
    if (files.length === 0) throw badRequest('请上传Excel文件(字段名file)');
    if (!many && files.length > 1) throw badRequest('一次只能上传一个Excel文件');
    if (files.length > 10) throw badRequest('一次最多上传10个Excel文件');
    const covered = coveredOf(Array.isArray(form.isCovered) ? form.isCovered[0] : form.isCovered);
    const parsed: { file?: string; row: XlsxRow }[] = [];
    // the files share one budget of rows
    for (const file of files) {
      const rows = await readXlsx(
        file,
        headers,
        ['enterpriseName', 'creditCode'],
        XLSX_MAX_ROWS - parsed.length,
      );
      const name = files.length > 1 && file instanceof File ? file.name : undefined;
      for (const row of rows) parsed.push(name === undefined ? { row } : { file: name, row });
    }
    // each row checked as a create is (the fields, then the credit code once across every file)
    const seen = new Set<string>();
    const refused: RefusedRow[] = [];
    const accepted: { at: number; line: number; columns: Map<string, unknown> }[] = [];
    const turn = eventLoopTurns();
    for (const [at, { file, row }] of parsed.entries()) {
      await turn();
      const one = await planImport(def, [row], {}, (r) => {
        const code = String(r.values.creditCode ?? '');
        if (seen.has(code)) return `统一社会信用代码${code}在文件中重复`;
        return undefined;
      });
      const failure = one.failure;
      const planned = one.rows[0];
      if (failure || !planned) {
        refused.push({
          ...(file === undefined ? {} : { file }),
          row: row.line,
          message: failure?.msg ?? '数据格式不正确',
        });
        continue;
      }
      seen.add(String(planned.columns.get('credit_code')));
      accepted.push({ at, ...planned });
    }
    const stored = await storedCodes(
      deps.db,
      def,
      user,
      accepted.map((r) => String(r.columns.get('credit_code'))),
    );
    const insert: ImportPlan = { def, rows: [] };
    const overwrite: LibraryPlan['overwrite'] = [];
    for (const r of accepted) {
      const code = String(r.columns.get('credit_code'));
      if (!stored.has(code)) insert.rows.push({ line: r.line, columns: r.columns });
      else if (covered) overwrite.push({ line: r.line, columns: r.columns });
      else {
        const file = parsed[r.at]?.file;
        refused.push({
          ...(file === undefined ? {} : { file }),
          row: r.line,
          message: '该统一社会信用代码已存在',
        });
      }
    }
    // in the order of the files and their rows
    const order = (r: RefusedRow) => parsed.findIndex((p) => p.row.line === r.row && p.file === r.file);
    refused.sort((a, b) => order(a) - order(b));
    return { total: parsed.length, insert, overwrite, refused, covered };
  });
  app.post(path, async (c) => {
    const user = c.get('user');
    await need(deps, user, `${def.permission}_add`);
    const plan = await prepare(c);
    const { total, refused } = plan;
    if (refused.length > 0) {
      const first = refused[0] as RefusedRow;
      const where = first.file === undefined ? '' : `${first.file}：`;
      return sendR(c, {
        code: 400,
        success: false,
        msg: `${where}第${first.row}行：${first.message}${refused.length > 1 ? `（共${refused.length}行有误，未导入任何数据）` : ''}`,
        data: { total, success: 0, failed: refused.length, errors: refused },
      });
    }
    const { inserted, updated } = await deps.db.transaction(async (tx) => {
      // a stored row the checks did not see (another import meanwhile) is refused by insertPlanned
      const inserted = await insertPlanned(tx, user, plan.insert);
      const updated = await overwriteStored(tx, def, user, plan.overwrite);
      return { inserted, updated };
    });
    const count = inserted + updated;
    return sendR(
      c,
      ok(
        { count, total, success: count, failed: 0, inserted, updated, errors: [] },
        `成功导入${count}条数据`,
      ),
    );
  });
}

/** An import's template: the columns it reads, bold, as an empty workbook named `name`. */
function mountTemplate(
  app: App,
  deps: HandlerDeps,
  path: string,
  def: ResourceDef,
  headers: Record<string, string>,
  name: string,
) {
  app.get(path, async (c) => {
    await need(deps, c.get('user'), `${def.permission}_add`);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(def.title);
    sheet.columns = Object.keys(headers).map((header) => ({ header, width: header.length > 6 ? 24 : 16 }));
    sheet.getRow(1).font = { bold: true };
    const body = await workbook.xlsx.writeBuffer();
    return new Response(body as ArrayBuffer, {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
        'Cache-Control': 'no-store',
      },
    });
  });
}

export function mountBusiness(app: App, deps: HandlerDeps): void {
  const { db } = deps;

  // ── projects: a subproject is a project with a parent ──────────────────────────────────────
  app.post('/api/lingxi-project/project/addSubproject', async (c) => {
    const user = c.get('user');
    const body = await readJson(c);
    if (!isRecord(body)) throw badRequest('请求体必须是对象');
    if (!idList(body.parentId)?.length) throw badRequest('请选择上级项目');
    if (body.id !== undefined && body.id !== null && body.id !== '') throw badRequest('新增时不能指定主键');
    await need(deps, user, 'software_add');
    const row = await db.transaction((tx) => saveEntity(projectResource, tx, user, body, undefined));
    return sendR(c, ok(serialise(projectResource, row)));
  });

  // ── Excel imports ──────────────────────────────────────────────────────────────────────────
  const enterpriseHeaders = {
    企业名称: 'enterpriseName',
    统一社会信用代码: 'creditCode',
    法定代表人: 'legalPerson',
    所属行业: 'industry',
    '注册资本(万元)': 'registeredCapital',
    企业地址: 'address',
  };
  const projectHeaders = {
    ...enterpriseHeaders,
    联系人: 'contact',
    联系电话: 'phone',
    投资意向: 'intention',
  };
  const areaHeaders = {
    ...enterpriseHeaders,
    区划编号: 'regionCode',
    所属区域: 'regionName',
    成立日期: 'establishedDate',
  };
  mountImport(
    app,
    deps,
    '/api/lingxi-project-enterprise/importFromExcel',
    projectEnterpriseResource,
    projectHeaders,
    false,
  );
  mountImport(
    app,
    deps,
    '/api/lingxi-area-enterprise/importFromExcel',
    areaEnterpriseResource,
    areaHeaders,
    true,
  );
  mountTemplate(
    app,
    deps,
    '/api/lingxi-project-enterprise/import-template',
    projectEnterpriseResource,
    projectHeaders,
    '招商企业导入模板.xlsx',
  );
  mountTemplate(
    app,
    deps,
    '/api/lingxi-area-enterprise/import-template',
    areaEnterpriseResource,
    areaHeaders,
    '区域企业导入模板.xlsx',
  );
}
