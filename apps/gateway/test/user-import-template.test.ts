/** The enterprise-user import's template: the columns import-user reads, behind gardenUser_add. */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { connect, type Gw, login } from './helpers';

let gw: Gw;

beforeAll(async () => {
  gw = await connect();
});

const fetchTemplate = (token: string) =>
  fetch(`${gw.url}/api/lx-operation/lingxi-user/import-template`, {
    headers: { Authorization: gw.basic, 'lingxi-auth': `bearer ${token}` },
  });

describe('GET /api/lx-operation/lingxi-user/import-template', () => {
  it('answers an .xlsx whose header row is the import columns', async () => {
    const admin = (await login(gw, 'admin', 'admin')).access_token;
    const res = await fetchTemplate(admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain(
      '企业用户导入模板.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const header = workbook.worksheets[0]?.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(['登录账号', '用户姓名', '用户昵称', '手机号码', '邮箱']);
  });

  it('is refused without the page (the operator has no garden users)', async () => {
    const operator = (await login(gw, 'operator', 'operator')).access_token;
    expect((await fetchTemplate(operator)).status).toBe(403);
  });
});
