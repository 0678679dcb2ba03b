/** Business centre: subprojects (/api/lingxi-project) and the enterprise libraries' Excel imports. */
import type { AuthUser } from '../../auth';
import { badRequest, isRecord, ok, readForm, readJson, sendR } from '../../http';
import { insertPlanned, planImport, refuseFirstFailure } from '../../import';
import { beforeTransaction } from '../../prepare';
import { type ResourceDef, saveEntity, serialise } from '../../resource';
import { readXlsx, XLSX_MAX_ROWS, type XlsxRow } from '../../xlsx-read';
import { type App, type HandlerDeps, idList, need } from '../common';
import { areaEnterpriseResource, projectEnterpriseResource, projectResource } from './resources';

/**
 * An enterprise library's Excel import: the workbooks are read and every row checked before the
 * transaction opens; the transaction checks the stored credit codes again and inserts (src/import.ts).
 */
function mountImport(
  app: App,
  deps: HandlerDeps,
  path: string,
  def: ResourceDef,
  headers: Record<string, string>,
  many: boolean,
) {
  const prepare = beforeTransaction('POST', path, async (c) => {
    const user = c.get('user') as AuthUser;
    await need(deps, user, `${def.permission}_add`);
    const form = await readForm(c, { all: true });
    const raw = form.file ?? form['file[]'];
    const files = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
    if (files.length === 0) throw badRequest('请上传Excel文件(字段名file)');
    if (!many && files.length > 1) throw badRequest('一次只能上传一个Excel文件');
    if (files.length > 10) throw badRequest('一次最多上传10个Excel文件');
    const parsed: XlsxRow[] = [];
    // the files share one budget of rows
    for (const file of files)
      parsed.push(
        ...(await readXlsx(file, headers, ['enterpriseName', 'creditCode'], XLSX_MAX_ROWS - parsed.length)),
      );
    const seen = new Set<string>();
    const plan = planImport(def, parsed, {}, (row) => {
      const code = String(row.values.creditCode ?? '');
      if (seen.has(code)) return `统一社会信用代码${code}在文件中重复`;
      seen.add(code);
      return undefined;
    });
    await refuseFirstFailure(deps.db, user, plan);
    return plan;
  });
  app.post(path, async (c) => {
    const user = c.get('user');
    await need(deps, user, `${def.permission}_add`);
    const plan = await prepare(c);
    const count = await deps.db.transaction((tx) => insertPlanned(tx, user, plan));
    return sendR(c, ok({ count }, `成功导入${count}条数据`));
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
  mountImport(
    app,
    deps,
    '/api/lingxi-project-enterprise/importFromExcel',
    projectEnterpriseResource,
    { ...enterpriseHeaders, 联系人: 'contact', 联系电话: 'phone', 投资意向: 'intention' },
    false,
  );
  mountImport(
    app,
    deps,
    '/api/lingxi-area-enterprise/importFromExcel',
    areaEnterpriseResource,
    { ...enterpriseHeaders, 区划编号: 'regionCode', 所属区域: 'regionName', 成立日期: 'establishedDate' },
    true,
  );
}
