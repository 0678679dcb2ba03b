// Object storage (PAGES.md "OSS"): provider labels relabel the fields; a test upload through the enabled
// configuration; enabling another.
import { openDialog, renderPage, requests, rowWith, screen, within } from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

const PATH = '/system/oss';

describe('object storage', () => {
  it('shows provider and status by label; the local store names its fields folder and prefix', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    const local = await rowWith('local');
    expect(await within(local).findByText('本地存储')).toBeTruthy();
    expect(await within(local).findByText('启用')).toBeTruthy();
    expect(await within(await rowWith('minio-prod')).findByText('MinIO')).toBeTruthy();
    await user.click(within(local).getByRole('button', { name: '编辑' }));
    const dialog = await openDialog(/编辑/);
    expect(await within(dialog).findByLabelText('存储目录')).toBeTruthy();
    expect(within(dialog).getByLabelText('目录前缀')).toBeTruthy();
  });

  it('uploads a test file through the enabled configuration and shows where it went', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await user.click(within(await rowWith('local')).getByRole('button', { name: '调试' }));
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: '上传' }));
    expect(await within(dialog).findByText('请选择文件')).toBeTruthy();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['hello'], 'page-test.txt', { type: 'text/plain' }));
    await user.click(within(dialog).getByRole('button', { name: '上传' }));
    const put = await requests.next('/lingxi-resource/oss/endpoint/put-file-attach', 'POST');
    expect(put.body).toMatchObject({ file: 'page-test.txt' });
    expect(await screen.findByText(/已上传 page-test\.txt/)).toBeTruthy();
  });
});
