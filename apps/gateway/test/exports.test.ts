/**
 * Issue 19, item 9: export cells that a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, tab,
 * carriage return first) are neutralised as OWASP's CSV-injection guidance says (a leading `'`), in every
 * export (one writer: `exportXlsx`); numbers stay numbers. The attack: an anonymous failed login whose
 * account is `=HYPERLINK(...)`, then an administrator exports the login log.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { neutralise } from '../src/xlsx';
import { connect, type Gw, login, tokenRequest, uniq } from './helpers';

let gw: Gw;
let admin: string;

beforeAll(async () => {
  gw = await connect();
  admin = (await login(gw, 'admin', 'admin')).access_token;
});

async function sheet(res: Response): Promise<ExcelJS.Worksheet> {
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) throw new Error('no sheet');
  return ws;
}

describe('formula-like cells are neutralised', () => {
  it('the rule: the six leading characters get a quote, other text and numbers stay', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(neutralise(text)).toBe(`'${text}`);
    expect(neutralise('a=b')).toBe('a=b');
    expect(neutralise('张三')).toBe('张三');
    expect(neutralise(-5)).toBe(-5);
    expect(neutralise(null)).toBe(null);
  });

  it("an anonymous failed login's =HYPERLINK account is text in the login-log export", async () => {
    const tag = uniq();
    const attacks = [
      `=HYPERLINK("//x.cn/${tag}")`,
      `+cmd|'/c calc'!A${tag}`,
      `-2+3+cmd${tag}`,
      `@SUM(1+1)${tag}`,
    ];
    // (a leading tab or carriage return never reaches the log: the token endpoint trims the account)
    for (const account of attacks) {
      const res = await tokenRequest(gw, account, 'wrong-password');
      expect(res.status).toBe(400);
    }
    const ws = await sheet(
      await fetch(
        `${gw.url}/api/lingxi-app-loginRecode/loginrecord/export?lingxi-auth=${encodeURIComponent(`bearer ${admin}`)}&account=${encodeURIComponent(tag)}`,
      ),
    );
    const accounts: unknown[] = [];
    ws.eachRow((row, n) => {
      if (n > 1) accounts.push(row.getCell(1).value);
    });
    expect(accounts.sort()).toEqual(attacks.map((a) => `'${a}`).sort());
  });

  it('numbers stay numbers (the operation log: result code and duration)', async () => {
    const ws = await sheet(
      await fetch(
        `${gw.url}/api/lingxi-operation-log/export?lingxi-auth=${encodeURIComponent(admin)}&size=5`,
      ),
    );
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const status = header.indexOf('结果码') + 1;
    expect(status).toBeGreaterThan(0);
    expect(typeof ws.getRow(2).getCell(status).value).toBe('number');
  });
});
