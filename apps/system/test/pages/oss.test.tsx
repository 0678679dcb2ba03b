// Object storage (PAGES.md "OSS"): provider labels relabel the fields; a test upload through the enabled
// configuration; enabling another.
import {
  choose,
  closeDialog,
  confirmBox,
  fill,
  openAdd,
  openDialog,
  renderPage,
  requests,
  rowWith,
  screen,
  search,
  seed,
  storedRecords,
  tableRows,
  waitFor,
  within,
} from '@lingxi/testing';
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
    // the file is kept as an attachment, and the answer links it
    const [stored] = await storedRecords('/lingxi-resource/attach/list', { originalName: 'page-test.txt' });
    expect(stored).toBeTruthy();
    const file = String(stored?.link).split('/').at(-1) as string;
    expect(within(dialog).getByRole('link').getAttribute('href')?.endsWith(file)).toBe(true);
  });

  it('walks a new configuration: fields by provider, secret kept when blank and never shown, enable is exclusive, delete', async () => {
    const code = `o${Date.now().toString(36)}`;
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('local');
    const add = await openAdd(user);
    const category = within(add).getByRole('combobox', { name: '分类' });
    await choose(user, category, '本地存储');
    expect(await within(add).findByLabelText('存储目录')).toBeTruthy();
    await choose(user, category, 'MinIO');
    await fill(user, within(add).getByLabelText('资源编号'), code);
    await fill(user, await within(add).findByLabelText('资源地址'), 'http://minio.walk:9000');
    await fill(user, within(add).getByLabelText('AccessKey'), 'ak');
    await fill(user, within(add).getByLabelText('SecretKey'), 'sk');
    await fill(user, within(add).getByLabelText('空间名'), 'walk');
    await user.click(within(add).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect((await storedRecords('/lingxi-resource/oss/list', { ossCode: code }))[0]).toMatchObject({
      category: 1,
      status: 0,
    });

    await search(user, '资源编号', code);
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    await user.click(within(await rowWith(code)).getByRole('button', { name: '编辑' }));
    const edit = await openDialog('编辑');
    await waitFor(() =>
      expect((within(edit).getByLabelText('资源编号') as HTMLInputElement).value).toBe(code),
    );
    expect((within(edit).getByLabelText('SecretKey') as HTMLInputElement).value).toBe('');
    await fill(user, within(edit).getByLabelText('空间名'), 'walk2');
    await fill(user, within(edit).getByLabelText('地域'), 'cn-walk');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect((await storedRecords('/lingxi-resource/oss/list', { ossCode: code }))[0]).toMatchObject({
      category: 1,
      endpoint: 'http://minio.walk:9000',
      bucketName: 'walk2',
      region: 'cn-walk',
      status: 0,
    });

    await user.click(within(await rowWith(code)).getByRole('button', { name: '查看' }));
    const view = await openDialog('查看');
    expect(await within(view).findByText('cn-walk')).toBeTruthy();
    expect(await within(view).findByText('MinIO')).toBeTruthy();
    expect(within(view).getByText('http://minio.walk:9000')).toBeTruthy();
    expect(view.textContent).not.toContain('SecretKey');
    await closeDialog(user, view);

    await user.click(within(await rowWith(code)).getByRole('button', { name: '启用' }));
    await confirmBox(user, '是否确定启用这条配置?');
    expect(await within(await rowWith(code)).findByRole('button', { name: '调试' })).toBeTruthy();
    const all = await storedRecords('/lingxi-resource/oss/list');
    expect(all.filter((config) => config.status === 1).map((config) => config.ossCode)).toEqual([code]);
    // the seeded configuration in use again (the attachment and upload tests use it)
    const local = all.find((config) => config.ossCode === 'local');
    await seed('/lingxi-resource/oss/enable', { params: { ids: String(local?.id), status: '1' } });

    await user.click(within(await rowWith(code)).getByRole('button', { name: '删除' }));
    await confirmBox(user, '确定将选择数据删除?');
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(await storedRecords('/lingxi-resource/oss/list', { ossCode: code })).toHaveLength(0);
  });
});
