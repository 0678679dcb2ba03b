/**
 * The system administration pages of the product system management centre against the real gateway
 * (PAGES.md): tenants, OAuth clients, datasources, posts, SMS and OSS configuration, attachments, the
 * code generator and the five logs. Each test makes its own records (unique names) and reads what the
 * page did back from the server.
 */
import { expect, type Locator } from '@playwright/test';
import {
  apiLogin,
  confirm,
  GATEWAY,
  OPERATOR,
  open,
  pick,
  post,
  records,
  rows,
  search,
  shot,
  signedIn,
  test,
  uniq,
} from './support';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('posts: list, search, add with validation, edit, view, delete', async ({ page, request }) => {
  const headers = await apiLogin(request);
  await open(page, '/system/post');
  await expect(rows(page).first()).toBeVisible();
  await shot(page, 'post');

  const code = `P${uniq()}`.slice(0, 12);
  await page.getByRole('button', { name: '新增' }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add.getByText('请选择岗位类型')).toBeVisible();
  await expect(add.getByText('请输入岗位编号')).toBeVisible();
  await expect(add.getByText('请输入岗位名称')).toBeVisible();
  await pick(page, add, '岗位类型', '中层');
  await add.getByLabel('岗位编号').fill(code);
  await add.getByLabel('岗位名称').fill('端到端岗位');
  await add.getByLabel('岗位排序').fill('7');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const [saved] = await records(request, headers, '/lingxi-system/post/list', { postCode: code });
  expect(saved).toMatchObject({ postCode: code, postName: '端到端岗位', category: 2, sort: 7 });

  await search(page, '岗位编号', code);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('中层');

  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await expect(edit.getByLabel('岗位编号')).toHaveValue(code);
  await edit.getByLabel('岗位名称').fill('端到端岗位改');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  expect((await records(request, headers, '/lingxi-system/post/list', { postCode: code }))[0]?.postName).toBe(
    '端到端岗位改',
  );

  await rows(page).first().getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog', { name: '查看' });
  await expect(view).toContainText('端到端岗位改');
  await expect(view).toContainText('中层');
  await page.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();

  await rows(page).first().getByRole('button', { name: '删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(page.getByText('删除成功')).toBeVisible();
  expect(await records(request, headers, '/lingxi-system/post/list', { postCode: code })).toHaveLength(0);
});

test('datasources: the password is never listed or shown; add, edit keeping the password, view, delete', async ({
  page,
  request,
}) => {
  const headers = await apiLogin(request);
  await open(page, '/system/datasource');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.locator('.lx-crud thead')).not.toContainText('密码');
  await shot(page, 'datasource');

  const name = `数据源${uniq()}`;
  await page.getByRole('button', { name: '新增' }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add.getByText('请选择驱动类')).toBeVisible();
  await add.getByLabel('名称').fill(name);
  await pick(page, add, '驱动类', 'org.postgresql.Driver');
  await add.getByLabel('用户名').fill('e2e');
  await add.getByLabel('密码').fill('s3cret');
  await add.getByLabel('连接地址').fill('jdbc:postgresql://db:5432/e2e');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const [saved] = await records(request, headers, '/lingxi-develop/datasource/list', { name });
  expect(saved).toMatchObject({ name, driverClass: 'org.postgresql.Driver', username: 'e2e' });
  expect(saved).not.toHaveProperty('password');

  await search(page, '名称', name);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await expect(edit.getByLabel('连接地址')).toHaveValue('jdbc:postgresql://db:5432/e2e');
  await edit.getByLabel('连接地址').fill('jdbc:postgresql://db:5432/e2e2');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  expect((await records(request, headers, '/lingxi-develop/datasource/list', { name }))[0]?.url).toBe(
    'jdbc:postgresql://db:5432/e2e2',
  );

  // view: the details without the password
  await rows(page).first().getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog', { name: '查看' });
  await expect(view).toContainText(name);
  await expect(view).toContainText('org.postgresql.Driver');
  await expect(view).toContainText('jdbc:postgresql://db:5432/e2e2');
  await expect(view).not.toContainText('密码');
  await expect(view).not.toContainText('s3cret');
  await view.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
  await expect(view).toBeHidden();

  await rows(page).first().getByRole('button', { name: '删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(page.getByText('删除成功')).toBeVisible();
  expect(await records(request, headers, '/lingxi-develop/datasource/list', { name })).toHaveLength(0);
});

test('OAuth clients: grant types as checkboxes, token seconds, view, delete', async ({ page, request }) => {
  const headers = await apiLogin(request);
  await open(page, '/system/client');
  await expect(rows(page).first()).toBeVisible();
  await shot(page, 'client');

  const clientId = `e2e_${uniq()}`;
  await page.getByRole('button', { name: '新增' }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await add.getByLabel('客户端id').fill(clientId);
  await add.getByLabel('客户端密钥').fill('e2e-secret');
  await expect(add.getByRole('checkbox', { name: 'password', exact: true })).toBeChecked();
  await add.getByRole('checkbox', { name: 'captcha', exact: true }).check();
  await add.getByLabel('令牌秒数', { exact: true }).fill('1800');
  await add.getByLabel('回调地址').fill('https://example.org/callback');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const [saved] = await records(request, headers, '/lingxi-system/client/list', { clientId });
  expect(saved).toMatchObject({
    clientId,
    authorizedGrantTypes: 'password,refresh_token,captcha',
    scope: 'all',
    accessTokenValidity: 1800,
    refreshTokenValidity: 604800,
    webServerRedirectUri: 'https://example.org/callback',
  });

  await search(page, '客户端id', clientId);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await edit.getByRole('checkbox', { name: 'captcha', exact: true }).uncheck();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  expect(
    (await records(request, headers, '/lingxi-system/client/list', { clientId }))[0]?.authorizedGrantTypes,
  ).toBe('password,refresh_token');

  await rows(page).first().getByRole('button', { name: '查看' }).click();
  await expect(page.getByRole('dialog', { name: '查看' })).toContainText('https://example.org/callback');
  await page.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
  await rows(page).first().getByRole('button', { name: '删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(page.getByText('删除成功')).toBeVisible();
  expect(await records(request, headers, '/lingxi-system/client/list', { clientId })).toHaveLength(0);
});

test('tenants: add, quota unlimited until set, settings for the selected, datasource for one, delete', async ({
  page,
  request,
}) => {
  const headers = await apiLogin(request);
  await open(page, '/system/tenant');
  await expect(rows(page).first()).toBeVisible();
  await shot(page, 'tenant');

  const name = `租户${uniq()}`;
  await page.getByRole('button', { name: '新增' }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add.getByText('请输入租户名称')).toBeVisible();
  await add.getByLabel('租户名称').fill(name);
  await add.getByLabel('联系人').fill('张三');
  await add.getByLabel('联系电话').fill('13800001111');
  await add.getByLabel('绑定域名').fill(`${uniq()}.example.org`);
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const [saved] = await records(request, headers, '/lingxi-system/tenant/list', { tenantName: name });
  expect(saved).toMatchObject({ tenantName: name, linkman: '张三', accountNumber: -1 });
  expect(String(saved?.tenantId)).toMatch(/^\d{6}$/);

  await search(page, '租户名称', name);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('不限制');

  // edit: the tenant id is shown, not editable
  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await expect(edit.getByLabel('租户ID')).toHaveValue(String(saved?.tenantId));
  await expect(edit.getByLabel('租户ID')).toBeDisabled();
  await expect(edit.getByLabel('租户名称')).toHaveValue(name);
  await edit.getByLabel('联系人').fill('李四');
  await edit.getByLabel('联系地址').fill('杭州市西湖区');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(edit).toBeHidden();
  expect(
    (await records(request, headers, '/lingxi-system/tenant/list', { tenantName: name }))[0],
  ).toMatchObject({
    tenantId: saved?.tenantId,
    linkman: '李四',
    address: '杭州市西湖区',
    contactNumber: '13800001111',
  });
  await expect(rows(page).first()).toContainText('李四');

  // view: read-only details
  await rows(page).first().getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog', { name: '查看' });
  await expect(view).toContainText(String(saved?.tenantId));
  await expect(view).toContainText('李四');
  await expect(view).toContainText('杭州市西湖区');
  await expect(view).toContainText('不限制');
  await expect(view.getByRole('textbox')).toHaveCount(0);
  await view.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
  await expect(view).toBeHidden();

  // settings need a selection, then set quota and expiry
  await page.getByRole('button', { name: '授权配置' }).click();
  await expect(page.getByText('请选择至少一条数据')).toBeVisible();
  await rows(page).first().getByRole('checkbox').check();
  await page.getByRole('button', { name: '授权配置' }).click();
  const settings = page.getByRole('dialog', { name: '授权配置' });
  await settings.getByLabel('账号额度').fill('20');
  await settings.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(settings).toBeHidden();
  expect(
    (await records(request, headers, '/lingxi-system/tenant/list', { tenantName: name }))[0]?.accountNumber,
  ).toBe(20);
  await expect(rows(page).first()).toContainText('20');

  // the datasource of exactly one tenant
  const [store] = await records(request, headers, '/lingxi-develop/datasource/list', { name: '业务主库' });
  await rows(page).first().getByRole('checkbox').check();
  await page.getByRole('button', { name: '数据源配置' }).click();
  const datasource = page.getByRole('dialog', { name: '数据源配置' });
  await pick(page, datasource, '数据源', '业务主库');
  await datasource.getByRole('button', { name: '确定' }).click();
  await expect(datasource).toBeHidden();
  expect(
    (await records(request, headers, '/lingxi-system/tenant/list', { tenantName: name }))[0]?.datasourceId,
  ).toBe(store?.id);
  await expect(rows(page).first()).toContainText('业务主库');

  await rows(page).first().getByRole('button', { name: '删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(page.getByText('删除成功')).toBeVisible();
  expect(await records(request, headers, '/lingxi-system/tenant/list', { tenantName: name })).toHaveLength(0);
});

test('SMS configuration: category relabels the keys, a duplicate code is refused, enable is exclusive, test sends', async ({
  page,
  request,
}) => {
  const headers = await apiLogin(request);
  await open(page, '/system/sms');
  await expect(rows(page).first()).toBeVisible();
  await shot(page, 'sms');

  const code = `s${uniq()}`.slice(0, 12);
  const fill = async (dialog: Locator) => {
    await pick(page, dialog, '分类', '腾讯云');
    await expect(dialog.getByLabel('AppId', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('AppKey', { exact: true })).toBeVisible();
    await pick(page, dialog, '分类', '阿里云');
    await dialog.getByLabel('资源编号').fill(code);
    await dialog.getByLabel('模板ID').fill('SMS_0001');
    await dialog.getByLabel('AccessKey', { exact: true }).fill('ak');
    await dialog.getByLabel('SecretKey', { exact: true }).fill('sk');
    await dialog.getByLabel('短信签名').fill('端到端');
  };
  await page.getByRole('button', { name: '新增' }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await fill(add);
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const [saved] = await records(request, headers, '/lingxi-resource/sms/list', { smsCode: code });
  expect(saved).toMatchObject({ smsCode: code, category: 3, signName: '端到端', status: 0 });
  expect(saved).not.toHaveProperty('secretKey');

  // the same code again is refused; the form keeps what was typed
  await page.getByRole('button', { name: '新增' }).click();
  await fill(add);
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('资源编号已存在')).toBeVisible();
  await expect(add.getByLabel('资源编号')).toHaveValue(code);
  await add.getByRole('button', { name: '取消' }).click();

  await search(page, '资源编号', code);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText('停用');

  // edit: the keys keep the category's labels; the secret is never sent back, left blank it is kept
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await expect(edit.getByLabel('资源编号')).toHaveValue(code);
  await expect(edit.getByLabel('AccessKey', { exact: true })).toHaveValue('ak');
  await expect(edit.getByLabel('SecretKey', { exact: true })).toHaveValue('');
  await edit.getByLabel('短信签名').fill('端到端改');
  await edit.getByLabel('模板ID').fill('SMS_0002');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(edit).toBeHidden();
  expect((await records(request, headers, '/lingxi-resource/sms/list', { smsCode: code }))[0]).toMatchObject({
    smsCode: code,
    category: 3,
    signName: '端到端改',
    templateId: 'SMS_0002',
    accessKey: 'ak',
    status: 0,
  });
  await expect(row).toContainText('SMS_0002');

  // view: the details, never the secret
  await row.getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog', { name: '查看' });
  await expect(view).toContainText('端到端改');
  await expect(view).toContainText('阿里云');
  await expect(view).toContainText('SMS_0002');
  await expect(view).not.toContainText('SecretKey');
  await view.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
  await expect(view).toBeHidden();
  await expect(row.getByRole('button', { name: '调试' })).toHaveCount(0);
  await row.getByRole('button', { name: '启用' }).click();
  await confirm(page, '是否确定启用这条配置?');
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(row.getByRole('button', { name: '启用' })).toHaveCount(0);
  // enabling one disabled the others
  const all = await records(request, headers, '/lingxi-resource/sms/list');
  expect(all.filter((config) => config.status === 1).map((config) => config.smsCode)).toEqual([code]);

  await row.getByRole('button', { name: '调试' }).click();
  const test = page.getByRole('dialog', { name: '调试' });
  await test.getByRole('button', { name: '发送' }).click();
  await expect(test.getByText('手机号码不能为空')).toBeVisible(); // SPEC §5 "Phone", each number checked
  await test.getByLabel('手机号码').fill('13800001111, 1390000');
  await test.getByLabel('短信参数').click();
  await expect(test.getByText('手机号码长度不为11位')).toBeVisible();
  await test.getByLabel('手机号码').fill('13800001111, 13900002222');
  await test.getByLabel('短信参数').fill('{"code":"1234"}');
  await test.getByRole('button', { name: '发送' }).click();
  await expect(test.getByRole('status')).toContainText('发送成功：共 2 个号码');
  await test.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();

  await row.getByRole('button', { name: '删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(page.getByText('删除成功')).toBeVisible();
  expect(await records(request, headers, '/lingxi-resource/sms/list', { smsCode: code })).toHaveLength(0);
  // the seeded configuration in use again
  const seeded = all.find((config) => config.smsCode === 'aliyun-login');
  await post(request, headers, '/lingxi-resource/sms/enable', {
    params: { ids: String(seeded?.id), status: '1' },
  });
});

test('OSS configuration: add, edit, view, enable is exclusive, the test uploads a file, delete', async ({
  page,
  request,
}) => {
  const headers = await apiLogin(request);
  await open(page, '/system/oss');
  await expect(rows(page).first()).toBeVisible();
  await shot(page, 'oss');

  const code = `o${uniq()}`;
  await page.getByRole('button', { name: '新增' }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await pick(page, add, '分类', '本地存储');
  await expect(add.getByLabel('存储目录')).toBeVisible();
  await pick(page, add, '分类', 'MinIO');
  await add.getByLabel('资源编号').fill(code);
  await add.getByLabel('资源地址').fill('http://minio.e2e:9000');
  await add.getByLabel('AccessKey', { exact: true }).fill('ak');
  await add.getByLabel('SecretKey', { exact: true }).fill('sk');
  await add.getByLabel('空间名').fill('e2e');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  expect((await records(request, headers, '/lingxi-resource/oss/list', { ossCode: code }))[0]).toMatchObject({
    category: 1,
    status: 0,
  });

  await search(page, '资源编号', code);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();

  // edit: the secret left blank is kept (the server requires one)
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await expect(edit.getByLabel('资源编号')).toHaveValue(code);
  await expect(edit.getByLabel('SecretKey', { exact: true })).toHaveValue('');
  await edit.getByLabel('空间名').fill('e2e2');
  await edit.getByLabel('地域').fill('cn-e2e');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(edit).toBeHidden();
  expect((await records(request, headers, '/lingxi-resource/oss/list', { ossCode: code }))[0]).toMatchObject({
    category: 1,
    endpoint: 'http://minio.e2e:9000',
    bucketName: 'e2e2',
    region: 'cn-e2e',
    status: 0,
  });
  await expect(row).toContainText('e2e2');

  // view: the details, never the secret
  await row.getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog', { name: '查看' });
  await expect(view).toContainText('MinIO');
  await expect(view).toContainText('http://minio.e2e:9000');
  await expect(view).toContainText('cn-e2e');
  await expect(view).not.toContainText('SecretKey');
  await view.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
  await expect(view).toBeHidden();

  await row.getByRole('button', { name: '启用' }).click();
  await confirm(page, '是否确定启用这条配置?');
  await expect(row.getByRole('button', { name: '调试' })).toBeVisible();
  const all = await records(request, headers, '/lingxi-resource/oss/list');
  expect(all.filter((config) => config.status === 1).map((config) => config.ossCode)).toEqual([code]);

  const fileName = `oss-${uniq()}.png`;
  await row.getByRole('button', { name: '调试' }).click();
  const test = page.getByRole('dialog', { name: '调试' });
  await test
    .locator('input[type=file]')
    .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG });
  await test.getByRole('button', { name: '上传' }).click();
  await expect(test.getByRole('status')).toContainText(`已上传 ${fileName}`);
  const link = await test.getByRole('status').getByRole('link').getAttribute('href');
  expect((await request.get(String(link))).status()).toBe(200);
  expect(
    await records(request, headers, '/lingxi-resource/attach/list', { originalName: fileName }),
  ).toHaveLength(1);
  await test.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();

  // the seeded configuration in use again, then this one deleted on the page
  const local = all.find((config) => config.ossCode === 'local');
  await post(request, headers, '/lingxi-resource/oss/enable', {
    params: { ids: String(local?.id), status: '1' },
  });
  await row.getByRole('button', { name: '删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  expect(await records(request, headers, '/lingxi-resource/oss/list', { ossCode: code })).toHaveLength(0);
});

test('attachments: upload from the toolbar, size in KB, download, delete; no add or edit', async ({
  page,
  request,
}) => {
  const headers = await apiLogin(request);
  await open(page, '/system/attach');
  await expect(page.getByRole('button', { name: '上传' })).toBeVisible();
  await expect(page.getByRole('button', { name: '新增' })).toHaveCount(0);

  const fileName = `附件-${uniq()}.png`;
  await page.locator('.lx-table-toolbar input[type=file]').setInputFiles({
    name: fileName,
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText(`已上传 ${fileName}`)).toBeVisible();
  await shot(page, 'attach');
  const [saved] = await records(request, headers, '/lingxi-resource/attach/list', { originalName: fileName });
  expect(saved).toMatchObject({ originalName: fileName, extension: 'png', attachSize: PNG.length });

  await search(page, '附件原名', fileName);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText((PNG.length / 1024).toFixed(2));
  await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: '下载' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);

  await row.getByRole('button', { name: '删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(page.getByText('删除成功')).toBeVisible();
  expect(
    await records(request, headers, '/lingxi-resource/attach/list', { originalName: fileName }),
  ).toHaveLength(0);
});

for (const log of [
  {
    path: '/logManager/log',
    name: 'loginLog',
    export: '/lingxi-app-loginRecode/loginrecord/export',
    file: '登录日志.xlsx',
    search: ['登录账号', 'admin'],
    column: '登录IP',
  },
  {
    path: '/logManager/operaLog',
    name: 'operaLog',
    export: '/lingxi-operation-log/export',
    file: '操作日志.xlsx',
    search: ['操作账号', 'admin'],
    column: '请求地址',
  },
] as const) {
  test(`${log.name}: read-only list, search, view in a drawer, export of the filters as .xlsx`, async ({
    page,
    request,
  }) => {
    if (log.name === 'operaLog') {
      // a write of the administrator, so the operation log has a row
      const headers = await apiLogin(request);
      await post(request, headers, '/lingxi-app-loginRecode/loginrecord/save', { params: { status: '1' } });
    }
    await open(page, log.path);
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '新增' })).toHaveCount(0);
    await expect(rows(page).first().getByRole('button', { name: '编辑' })).toHaveCount(0);
    await expect(rows(page).first().getByRole('button', { name: '删除' })).toHaveCount(0);
    await expect(page.locator('.lx-crud thead')).toContainText(log.column);
    await shot(page, log.name);

    // the filter reaches the address (the export reads it there), even if the form was still settling
    await expect(async () => {
      await search(page, log.search[0], log.search[1]);
      await expect(page).toHaveURL(/account=admin/, { timeout: 2_000 });
    }).toPass();
    await expect(rows(page).first()).toContainText(log.search[1]);

    await rows(page).first().getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer-body');
    await expect(drawer).toContainText(log.search[0]);
    await page.locator('.ant-drawer-footer').getByRole('button', { name: '关闭' }).click();
    await expect(drawer).toBeHidden();

    const [response, download] = await Promise.all([
      page.waitForResponse((res) => res.url().includes(log.export)),
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出' }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain(XLSX);
    const url = new URL(response.url());
    expect(url.searchParams.get('lingxi-auth')).toBeTruthy();
    expect(url.searchParams.get('account')).toBe('admin');
    expect(url.searchParams.has('current')).toBe(false);
    expect(download.suggestedFilename()).toBe(log.file);
  });
}

for (const log of [
  // `seeded`: a text of the seeded records' rows (other suites add records of their own, e.g. the error log's upload)
  {
    path: '/logManager/apiLog',
    name: 'apiLog',
    shows: '日志标题',
    seeded: '用户列表',
    detail: '/lingxi-user/page-boot',
  },
  {
    path: '/logManager/usualLog',
    name: 'usualLog',
    shows: '日志级别',
    seeded: '定时同步',
    detail: '定时同步企业数据',
  },
  {
    path: '/logManager/errorLog',
    name: 'errorLog',
    shows: '异常名',
    seeded: 'SocketTimeoutException',
    detail: 'at org.lingxi.resource.OssEndpoint.putFile(OssEndpoint.java:88)',
  },
] as const) {
  test(`${log.name}: read-only list and a detail drawer`, async ({ page }) => {
    await open(page, log.path);
    await expect(rows(page).first()).toBeVisible();
    await expect(page.locator('.lx-crud thead')).toContainText(log.shows);
    await expect(page.getByRole('button', { name: '新增' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '批量删除' })).toHaveCount(0);
    await shot(page, log.name);
    // the latest seeded record
    await rows(page).filter({ hasText: log.seeded }).first().getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer-body');
    await expect(drawer).toContainText(log.detail);
    if (log.name === 'errorLog')
      await expect(drawer.locator('pre.lx-stack-trace')).toContainText('SocketTimeoutException');
  });
}

test('code generator: add, edit, view, copy as <name>-copy, generate the selected as a zip, delete', async ({
  page,
  request,
}) => {
  const headers = await apiLogin(request);
  await open(page, '/system/code');
  await expect(rows(page).first()).toBeVisible();
  await shot(page, 'code');

  const name = `岗位模块${uniq()}`;
  await page.getByRole('button', { name: '新增' }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add.getByText('请输入模块名')).toBeVisible();
  await pick(page, add, '数据源', '业务主库');
  await add.getByLabel('模块名').fill(name);
  await add.getByLabel('服务名').fill('lingxi-e2e');
  await add.getByLabel('表名').fill('blade_post');
  await add.getByLabel('表前缀').fill('blade_');
  await add.getByLabel('包名').fill('org.lingxi.e2e');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const [saved] = await records(request, headers, '/lingxi-develop/code/list', { codeName: name });
  expect(saved).toMatchObject({
    codeName: name,
    tableName: 'blade_post',
    baseMode: 2,
    wrapMode: 2,
    pkName: 'id',
  });

  await search(page, '模块名', name);
  await expect(rows(page)).toHaveCount(1);

  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await expect(edit.getByLabel('表名')).toHaveValue('blade_post');
  await edit.getByLabel('包名').fill('org.lingxi.e2e.post');
  await edit.getByRole('radio', { name: '否' }).first().check();
  await edit.getByLabel('后端生成路径').fill('/tmp/e2e-api');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(edit).toBeHidden();
  expect((await records(request, headers, '/lingxi-develop/code/list', { codeName: name }))[0]).toMatchObject(
    {
      codeName: name,
      packageName: 'org.lingxi.e2e.post',
      baseMode: 1,
      wrapMode: 2,
      apiPath: '/tmp/e2e-api',
    },
  );
  await expect(rows(page).first()).toContainText('org.lingxi.e2e.post');

  await rows(page).first().getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog', { name: '查看' });
  await expect(view).toContainText(name);
  await expect(view).toContainText('业务主库');
  await expect(view).toContainText('/tmp/e2e-api');
  await view.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
  await expect(view).toBeHidden();

  await rows(page).first().getByRole('button', { name: '复制' }).click();
  await expect(page.getByText('复制成功')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  expect(
    await records(request, headers, '/lingxi-develop/code/list', { codeName: `${name}-copy` }),
  ).toHaveLength(1);

  // generate needs a selection and asks first
  await page.getByRole('button', { name: '代码生成' }).click();
  await expect(page.getByText('请选择至少一条数据')).toBeVisible();
  const original = rows(page).filter({ hasNotText: '-copy' });
  await original.getByRole('checkbox').check();
  await page.getByRole('button', { name: '代码生成' }).click();
  const [response, download] = await Promise.all([
    page.waitForResponse((res) => res.url().includes('/lingxi-develop/code/gen-code')),
    page.waitForEvent('download'),
    confirm(page, '是否生成选中模块的代码?'),
  ]);
  expect(response.headers()['content-type']).toBe('application/zip');
  expect(download.suggestedFilename()).toBe(`${name}.zip`);

  // both go with a bulk delete
  await rows(page).nth(0).getByRole('checkbox').check();
  await rows(page).nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: '批量删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(page.getByText('删除成功')).toBeVisible();
  expect(await records(request, headers, '/lingxi-develop/code/list', { codeName: name })).toHaveLength(0);
});

test.describe('as the restricted operator', () => {
  test.use({ storageState: signedIn(OPERATOR) });

  test('the restricted operator has none of these pages in the menu, and the server refuses their calls', async ({
    page,
    request,
  }) => {
    await open(page, '/system/param');
    const sider = page.locator('.lx-sider');
    await expect(sider).toContainText('参数管理');
    for (const name of [
      '租户管理',
      '应用管理',
      '数据源管理',
      '岗位管理',
      '短信配置',
      '对象存储',
      '附件管理',
      '代码生成',
      '登录日志',
    ]) {
      await expect(sider).not.toContainText(name);
    }
    const headers = await apiLogin(request, OPERATOR);
    for (const path of [
      '/lingxi-system/tenant/list',
      '/lingxi-resource/sms/list',
      '/lingxi-app-loginRecode/loginrecord/page',
    ]) {
      expect((await request.get(`${GATEWAY}/api${path}`, { headers })).status(), path).toBe(403);
    }
  });
});
