// SPEC §7: exports are GET blob downloads with the token in the query, saved as .xlsx with the spec's
// names; uploads are multipart with the files under `file`, repeated for several files.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  downloadExport,
  EXPORT_NAMES,
  exportFileName,
  initI18n,
  type Notice,
  notices,
  setConfig,
  setLanguage,
  storeTokens,
  uploadFiles,
} from '../src';
import { fakeServer, ok } from './fake-server';

let shown: Notice[] = [];
beforeAll(async () => {
  await initI18n();
  notices.subscribe((notice) => shown.push(notice));
});
beforeEach(() => {
  shown = [];
  setConfig({ apiBase: '/api', tokenHeader: 'lingxi-auth' });
  storeTokens({
    access_token: 'tok',
    refresh_token: 'r',
    tenant_id: '000000',
    user_id: '1',
    user_name: 'admin',
  });
});
afterEach(() => vi.restoreAllMocks());

describe('exports', () => {
  it('names files after the spec in the interface language, as .xlsx', async () => {
    await setLanguage('en');
    expect(exportFileName('governmentUsers')).toBe('government users.xlsx');
    expect(exportFileName('operationLog')).toBe('operation log.xlsx');
    expect(exportFileName('loginLog')).toBe('login log.xlsx');
    await setLanguage('zh');
    expect(exportFileName('loginLog')).toBe('登录日志.xlsx');
    expect(Object.keys(EXPORT_NAMES)).toHaveLength(3);
  });

  it('downloads a blob with the filters and the token in the query, and saves it', async () => {
    const created: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      created.push(this.download);
    });
    const sent = fakeServer(() => ({
      status: 200,
      body: new Blob(['xlsx bytes'], { type: 'application/vnd.ms-excel' }),
    }));
    await setLanguage('zh');
    const name = await downloadExport('/lingxi-operation-log/export', 'operationLog', { title: '登录' });
    expect(name).toBe('操作日志.xlsx');
    expect(created).toEqual(['操作日志.xlsx']);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.params).toEqual({ title: '登录', 'lingxi-auth': 'tok' });
  });

  it("shows the server's msg when a download answers JSON instead of a file", async () => {
    fakeServer(() => ({
      status: 403,
      body: new Blob([JSON.stringify({ code: 403, msg: '缺少导出权限' })], { type: 'application/json' }),
    }));
    await expect(downloadExport('/x', 'loginLog')).rejects.toThrow('缺少导出权限');
    expect(shown).toEqual([{ level: 'error', text: '缺少导出权限' }]);
  });
});

describe('uploads', () => {
  it('sends each file under the field `file`, with extra fields, and reports progress', async () => {
    const sent = fakeServer(() => ok({ imported: 2 }));
    const a = new File(['a'], 'a.xlsx');
    const b = new File(['b'], 'b.xlsx');
    const result = await uploadFiles<{ imported: number }>(
      '/lingxi-area-enterprise/importFromExcel',
      [a, b],
      {
        isCovered: '1',
      },
    );
    expect(result).toEqual({ imported: 2 });
    const form = sent[0]?.data as FormData;
    expect(form.getAll('file').map((file) => (file as File).name)).toEqual(['a.xlsx', 'b.xlsx']);
    expect(form.get('isCovered')).toBe('1');
    await uploadFiles('/one', a);
    expect((sent[1]?.data as FormData | undefined)?.getAll('file')).toHaveLength(1);
  });
});
