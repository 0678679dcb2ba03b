// Attachments (PAGES.md "Attachments"): files come in by upload and leave by download and delete.
import { renderPage, requests, rowWith, screen, storedRecords, waitFor, within } from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

const PATH = '/system/attach';

describe('attachments', () => {
  it('offers upload, download and delete, never add or edit; an upload is listed at once', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    // the list's first answer before the upload, as a person sees it (none is seeded; another page test,
    // the OSS test upload, may have stored one already when it runs first)
    await waitFor(() => expect(requests.last('/lingxi-resource/attach/list')?.status).toBe(200));
    expect(screen.queryByText('attach-page-test.txt')).toBeNull();
    expect(screen.getByRole('button', { name: '上传' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['attached'], 'attach-page-test.txt', { type: 'text/plain' }));
    const put = await requests.next('/lingxi-resource/oss/endpoint/put-file-attach', 'POST');
    expect(put.body).toMatchObject({ file: 'attach-page-test.txt' });
    expect(await screen.findByText('已上传 attach-page-test.txt')).toBeTruthy();
    const row = await rowWith('attach-page-test.txt');
    expect(await within(row).findByText('txt')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '下载' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: '删除' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('stores the upload, shows its size in KB and asks for the file at its stored link to download it', async () => {
    const [saved] = await storedRecords('/lingxi-resource/attach/list', {
      originalName: 'attach-page-test.txt',
    });
    expect(saved).toMatchObject({ originalName: 'attach-page-test.txt', extension: 'txt', attachSize: 8 });
    const { user } = await renderPage(centre, { path: PATH });
    const row = await rowWith('attach-page-test.txt');
    expect(await within(row).findByText('0.01')).toBeTruthy(); // 8 bytes
    // the file is asked for at its stored link (saved by the browser: system-journey.spec.ts)
    await user.click(within(row).getByRole('button', { name: '下载' }));
    const fetched = await requests.next(String(saved?.link), 'GET');
    expect(fetched.path).toBe(String(saved?.link));
  });

  it('deletes after the confirmation and says so', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    const row = await rowWith('attach-page-test.txt');
    await user.click(within(row).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定将选择数据删除?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    const remove = await requests.next('/lingxi-resource/attach/remove', 'POST');
    expect(remove.query.ids).toMatch(/^\d+$/);
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('attach-page-test.txt')).toBeNull());
    expect(
      await storedRecords('/lingxi-resource/attach/list', { originalName: 'attach-page-test.txt' }),
    ).toHaveLength(0);
  });
});
