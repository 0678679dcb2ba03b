import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  AUDITOR,
  apiLogin,
  confirm,
  DISPATCHER,
  GATEWAY,
  HANDLER1,
  HANDLER2,
  inEnglish,
  md5,
  newSignedInContext,
  OPERATOR,
  opened,
  open as openPage,
  rows,
  search,
  seeded,
  shot,
  signedIn,
  signedInState,
  test,
  uniq,
} from './support';

type Headers = Record<string, string>;
type Rec = Record<string, unknown>;

const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

async function get(request: APIRequestContext, headers: Headers, path: string, params: Rec = {}) {
  const res = await request.get(`${GATEWAY}/api${path}`, {
    headers,
    params: params as Record<string, string>,
  });
  expect(res.status(), path).toBe(200);
  return (await res.json()).data;
}

/** Picks a node of a (tree) select by its title, once its dialog has finished opening. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  await opened(scope);
  await scope.getByLabel(label, { exact: true }).click();
  await scope.getByLabel(label, { exact: true }).fill(option);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).first().click();
}

/**
 * Checks (or unchecks) a department in a dialog's department tree, as a user does: once the dialog has
 * finished opening, types its name, clicks it, and sees its tag in the field (or gone from it).
 */
async function toggleDept(page: Page, dialog: Locator, dept: string, checked = true) {
  await opened(dialog);
  await dialog.getByLabel('承办部门').fill(dept);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: dept })
    .first()
    .click();
  const tag = dialog.locator('.ant-select-selection-item', { hasText: dept });
  if (checked) await expect(tag).toBeVisible();
  else await expect(tag).toHaveCount(0);
}

/** The buttons a row offers, in order. */
const buttonsOf = (target: Locator) => target.getByRole('button').allInnerTexts();
const words = (texts: string[]) => texts.map((text) => text.replace(/\s+/g, ''));

/** A file for an upload input. */
const file = (name: string, text: string, mimeType = 'text/plain') => ({
  name,
  mimeType,
  buffer: Buffer.from(text),
});

/** Chooses files in a form's attachment field and waits until each is uploaded. */
async function attach(form: Locator, files: ReturnType<typeof file>[]) {
  const done = form.locator('.ant-upload-list-item-done');
  const before = await done.count();
  await form.locator('.lx-appeal-attachments-input input[type="file"]').setInputFiles(files);
  await expect(done).toHaveCount(before + files.length);
}

/** The cell of a list row under a column header. */
async function cell(page: Page, target: Locator, header: string) {
  const headers = await page.locator('.lx-crud thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, header).toBeGreaterThanOrEqual(0);
  return target.locator('td').nth(index);
}

test('appeal types: two levels with time limits; add with validation, add child, edit, view, delete', async ({
  page,
  request,
}) => {
  const headers = await apiLogin(request);
  await openPage(page, '/appeal/type');
  await expect(row(page, '涉企审批')).toContainText('一级');
  await shot(page, 'appealType');

  const name = `端到端类型${uniq()}`;
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add.getByText('请输入类型名称')).toBeVisible();
  await add.getByLabel('类型名称').fill(name);
  await add.getByLabel('办理时限(工作日)').fill('6');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const all = (await get(request, headers, '/lingxi-appeal-type/apltype/all')) as Rec[];
  const parent = all.find((one) => one.fName === name);
  expect(parent).toMatchObject({ fLimitDays: 6, level: 1 });

  await search(page, '类型名称', name);
  await expect(rows(page)).toHaveCount(1);
  await row(page, name).getByRole('button', { name: '新增子类型' }).click();
  const child = page.getByRole('dialog', { name: '新增' });
  await child.getByLabel('类型名称').fill(`${name}子`);
  await child.getByLabel('办理时限(工作日)').fill('3');
  await child.getByRole('button', { name: '保存' }).click();
  await expect(child).toBeHidden();
  await expect(page.getByText('新增成功').last()).toBeVisible(); // the first add's may still be shown
  const kids = (await get(request, headers, '/lingxi-appeal-type/apltype/level2', {
    fParentNode: String(parent?.id),
  })) as Rec[];
  expect(kids).toEqual([expect.objectContaining({ fName: `${name}子`, fLimitDays: 3, level: 2 })]);

  await search(page, '类型名称', `${name}子`);
  await row(page, `${name}子`).first().getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await expect(edit.getByLabel('类型名称')).toHaveValue(`${name}子`);
  await edit.getByLabel('办理时限(工作日)').fill('4');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await row(page, `${name}子`).first().getByRole('button', { name: '查看' }).click();
  await expect(page.getByRole('dialog', { name: '查看' })).toContainText('4');
  await page.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();

  await row(page, `${name}子`).first().getByRole('button', { name: '删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(page.getByText('删除成功')).toBeVisible();
  expect(
    await get(request, headers, '/lingxi-appeal-type/apltype/level2', { fParentNode: String(parent?.id) }),
  ).toEqual([]);
});

test('appeal management: search, draft added with validation, edited, removed; the restricted operator has no appeal pages', async ({
  page,
  request,
}) => {
  const headers = await apiLogin(request);
  await openPage(page, '/appeal/manage');
  await expect(rows(page).first()).toBeVisible();
  await shot(page, 'appeal');
  // the seeded overdue appeal: a red light, and its manual light beside it
  await page.locator('.lx-search-form').getByLabel('红绿灯', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('红灯', { exact: true }).click();
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(rows(page).first().locator('[data-light="red"]')).toBeVisible();
  await page.getByRole('button', { name: '清空', exact: true }).click();

  const title = `端到端诉求${uniq()}`;
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add.getByText('请输入诉求标题')).toBeVisible();
  await add.getByLabel('诉求标题').fill(title);
  await pick(page, add, '诉求类型', '证照办理');
  await add.getByLabel('企业名称').fill('杭州灵犀科技有限公司');
  await add.getByLabel('诉求内容').fill('营业执照变更办理进度咨询');
  // attachments: uploaded as chosen; a name that looks like markup is a name like any other
  const marked = '营业执照<b>副本<img src=x onerror=alert(1)>.txt';
  await attach(add, [file(marked, '营业执照副本：端到端')]);
  await attach(add, [file('补充材料.pdf', '%PDF-1.4\n%端到端\n', 'application/pdf')]);
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const [draft] = (await get(request, headers, '/lingxi-appeal/appeal/search', { title })).records as Rec[];
  expect(draft).toMatchObject({ title, appealState: 'draft', typeName: '证照办理' });
  const saved = await get(request, headers, '/lingxi-appeal/appeal/detail', { id: String(draft?.id) });
  expect((saved.attachments as Rec[]).map((one) => one.originalName)).toEqual([marked, '补充材料.pdf']);
  expect(saved.attachIds).toBe((saved.attachments as Rec[]).map((one) => one.id).join(','));

  await search(page, '诉求标题', title);
  await expect(rows(page)).toHaveCount(1);
  expect(words(await buttonsOf(rows(page).first()))).toEqual(['编辑', '删除', '查看', '提交']);
  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await expect(edit.getByLabel('诉求标题')).toHaveValue(title);
  // the attachments saved are in the form; one is taken off
  const items = edit.locator('.ant-upload-list-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(marked);
  await items.filter({ hasText: '补充材料.pdf' }).getByTitle('删除文件').click();
  await expect(items).toHaveCount(1);
  await edit.getByLabel('联系人').fill('王经理');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  const edited = await get(request, headers, '/lingxi-appeal/appeal/detail', { id: String(draft?.id) });
  expect(edited).toMatchObject({ contactName: '王经理' });
  expect((edited.attachments as Rec[]).map((one) => one.originalName)).toEqual([marked]);
  await rows(page).first().getByRole('button', { name: '查看' }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '诉求详情' });
  await expect(drawer).toContainText('王经理');
  await expect(drawer).toContainText('尚未分发');
  await expect(drawer.locator('.lx-appeal-timeline')).toContainText('保存草稿');
  // the attachment: a download link under its name, shown as text (no element made of it)
  const link = drawer.locator('.lx-appeal-attachments a');
  await expect(link).toHaveCount(1);
  await expect(link).toHaveText(marked);
  await expect(drawer.locator('.lx-appeal-attachments b, .lx-appeal-attachments img')).toHaveCount(0);
  const href = String(await link.getAttribute('href'));
  expect(href).toMatch(/^\/oss\//);
  const fetched = await request.get(new URL(href, GATEWAY).href);
  expect(fetched.status()).toBe(200);
  expect(await fetched.text()).toBe('营业执照副本：端到端');
  await page.keyboard.press('Escape');

  await rows(page).first().getByRole('button', { name: '删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(page.getByText('删除成功')).toBeVisible();
  expect((await get(request, headers, '/lingxi-appeal/appeal/search', { title })).records).toEqual([]);

  // the restricted operator's role holds no appeal page
  const operator = await apiLogin(request, OPERATOR);
  const res = await request.get(`${GATEWAY}/api/lingxi-appeal/appeal/search`, { headers: operator });
  expect(res.status()).toBe(403);
});

test.describe('as the auditor', () => {
  test.use({ storageState: signedIn(AUDITOR) });

  test('department lights: the board of every department; a light set, changed and cleared, read back from the server', async ({
    page,
    request,
  }) => {
    const headers = await apiLogin(request);
    const lightOf = async () =>
      ((await get(request, headers, '/lingxi-web-deptlight/deptlight/list')) as Rec[]).find(
        (one) => one.deptName === '企业服务处',
      );
    await openPage(page, '/appeal/light');
    await page.getByRole('tab', { name: '部门亮灯' }).click();
    // the seeded yellow light of 科技局, beside its counts of open records
    await expect(row(page, '科技局').locator('[data-light="yellow"]')).toBeVisible();
    await expect(row(page, '科技局')).toContainText('本月超期件较多');
    const line = row(page, '企业服务处');
    await expect(line).toContainText('无');
    expect(words(await buttonsOf(line))).toEqual(['设置部门亮灯']);
    await shot(page, 'appeal-dept-lights');

    const set = async (light: string, reason?: string) => {
      await line.getByRole('button', { name: '设置部门亮灯' }).click();
      const dialog = page.getByRole('dialog', { name: '设置部门亮灯' });
      await dialog.getByLabel(light, { exact: true }).check();
      if (reason !== undefined) await dialog.getByLabel('亮灯原因').fill(reason);
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(page.getByText('亮灯成功').last()).toBeVisible();
      await expect(dialog).toBeHidden();
    };
    await set('红灯', '端到端：积压件较多');
    await expect(line.locator('[data-light="red"]')).toBeVisible();
    await expect(line).toContainText('端到端：积压件较多');
    expect(await lightOf()).toMatchObject({ flight: 'red', flightReason: '端到端：积压件较多' });

    await set('绿灯', '端到端：已清理积压');
    await expect(line.locator('[data-light="green"]')).toBeVisible();
    expect(await lightOf()).toMatchObject({ flight: 'green', flightReason: '端到端：已清理积压' });

    await set('取消亮灯');
    await expect(line.locator('[data-light]')).toHaveCount(0);
    await expect(line).toContainText('无');
    expect(await lightOf()).toMatchObject({ flight: null });
  });
});

// ── One appeal from intake to closure ─────────────────────────────────────────────────────────────
// The dispatcher, the handlers of 企业服务处, 科技局 and 产业发展处 and the auditor in turn, each in a
// browser of his own, logged in once (a context per role, made from the login's storage state) and
// reused by every step. Each step checks what that role sees: the list (tab) the record is in, the
// buttons offered for it, the timeline of its detail, the light and the deadline.

interface Role {
  who: { tenant: string; account: string; password: string };
  context: BrowserContext;
  page: Page;
}

type Who = 'dispatcher' | 'handler1' | 'handler2' | 'handler3' | 'auditor';

test.describe
  .serial('one appeal from intake to closure, by the dispatcher, the handlers and the auditor in turn', () => {
    const title = `全流程诉求${uniq()}`;
    const roles = {} as Record<Who, Role>;
    let api: APIRequestContext;
    let admin: Headers;
    let auditorState = '';
    let appealId = '';
    let rec1: Rec; // 企业服务处
    let rec2: Rec; // 科技局
    let deadline = ''; // 企业服务处's, as dispatched
    const HANDLER3 = seeded(`handler3${uniq()}`); // 产业发展处, made by the administrator for this walk

    const appealOf = async () =>
      ((await get(api, admin, '/lingxi-appeal/appeal/search', { title })).records as Rec[])[0] as Rec;
    /** The appeal's detail as the server answers it now: its light, its records and theirs. */
    const appealDetail = async () =>
      (await get(api, admin, '/lingxi-appeal/appeal/detail', { id: appealId })) as Rec;
    const recordsOf = async () =>
      (await get(api, admin, '/lingxi-appeal/apldistribute/page', { appealId, size: 50 })).records as Rec[];
    const recordOf = async (dept: string) =>
      (await recordsOf()).filter((one) => one.deptName === dept && one.state !== 'returned')[0] as Rec;
    const tracksOf = async (action: string) =>
      (await get(api, admin, '/lingxi-appeal/apltrack/page', { appealId, action, size: 50 }))
        .records as Rec[];
    /** The platform's working-day calendar (holidays 1, make-up working days 2), read once. */
    let calendar: Map<string, number> | undefined;
    const calendarOf = async () => {
      if (!calendar) {
        const days = (await get(api, admin, '/lingxi-appeal-type/calendar/all', {})) as Rec[];
        calendar = new Map(days.map((day) => [String(day.fDate), Number(day.fType)]));
      }
      return calendar;
    };
    const plusDays = (day: string, days: number) => {
      const date = new Date(`${day}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString().slice(0, 10);
    };
    /**
     * The first working day at least `days` after `day`: a delay's dates must be working days (the
     * gateway refuses a weekend or a holiday), so the walk never depends on the weekday it runs on.
     */
    const later = async (day: string, days: number) => {
      const cal = await calendarOf();
      let date = plusDays(day, days);
      for (;;) {
        const type = cal.get(date);
        const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
        if (type === 2 || (type !== 1 && !weekend)) return date;
        date = plusDays(date, 1);
      }
    };

    /**
     * A role's own browser, made from the role's sign-in (the setup project's; the handler made for the
     * walk signs in through the login page here).
     */
    async function signIn(browser: Browser, who: Role['who']) {
      const state = await signedInState(browser, who);
      const context = await newSignedInContext(browser, { storageState: state });
      const page = await context.newPage();
      return { role: { who, context, page }, state };
    }

    /** A page of the role's console, read afresh from the server. */
    async function open(who: Who, path: string) {
      const { page } = roles[who];
      await page.goto(path);
      await expect(page.locator('.lx-console')).toBeVisible();
      await expect(page.locator('.lx-crud').first()).toBeVisible();
      return page;
    }

    /** The handling page of a handler on one tab, searched for the walk's appeal. */
    /** The bind dialog: the department's handlers offered, the user himself (`name`) chosen; confirmed. */
    async function bindSelf(page: Page, name: string) {
      const bind = page.getByRole('dialog', { name: '指定办理人' });
      await opened(bind);
      await expect(bind.getByText(name, { exact: true }).first()).toBeVisible();
      await bind.getByRole('button', { name: '确定' }).click();
    }

    async function handling(who: Who, tab: string) {
      const page = await open(who, '/appeal/handle');
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await search(page, '诉求标题', title);
      return page;
    }

    /**
     * Opens the detail of the walk's appeal from its row and checks it after a step: its timeline ends
     * with the step's entries, every light it shows is the server's (`checkDetail`).
     */
    async function detail(page: Page, drawerTitle: string, newest: readonly string[]) {
      await row(page, title).getByRole('button', { name: '查看' }).click();
      return checkDetail(page, drawerTitle, newest);
    }

    /** A light shown (the computed one and the manual one beside it) is the one the server answers. */
    async function expectLights(target: Locator, light: unknown, manual: unknown) {
      await expect(target).toBeVisible();
      if (light) await expect(target.locator('[data-light]')).toHaveAttribute('data-light', String(light));
      else {
        await expect(target.locator('[data-light]')).toHaveCount(0);
        await expect(target).toContainText('无');
      }
      if (manual)
        await expect(target.locator('[data-manual-light]')).toHaveAttribute(
          'data-manual-light',
          String(manual),
        );
      else await expect(target.locator('[data-manual-light]')).toHaveCount(0);
    }

    /**
     * The detail open in `page` (an appeal's or a record's drawer) after a step: its timeline ends with
     * the step's new entries (`newest`, oldest first), and the appeal's light and each record's shown
     * there are the server's now (read back as the administrator).
     */
    async function checkDetail(page: Page, drawerTitle: string, newest: readonly string[]) {
      const drawer = page.locator('.ant-drawer').filter({ hasText: drawerTitle });
      const items = drawer.locator('.lx-appeal-timeline [data-action]');
      await expect
        .poll(async () =>
          (await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-action')))).slice(
            -newest.length,
          ),
        )
        .toEqual(newest);
      const appeal = await appealDetail();
      await expectLights(
        drawer.locator('.lx-appeal-facts .lx-appeal-lights'),
        appeal.light,
        appeal.manualLight,
      );
      const records = appeal.records as Rec[];
      const region = drawer.getByRole('region', { name: '分发记录' });
      const lines = region.locator('tbody tr.ant-table-row');
      if (records.length === 0) await expect(region).toContainText('尚未分发');
      else await expect(lines.first()).toBeVisible();
      for (const line of await lines.all()) {
        const dept = (await line.locator('td').first().textContent())?.trim() ?? '';
        const held = records.filter((one) => one.deptName === dept);
        expect(held, dept).toHaveLength(1);
        await expectLights(
          line.locator('.lx-appeal-lights'),
          held[0]?.light,
          (held[0]?.manualLight as Rec | null)?.fLightCode,
        );
      }
      return timeline(page, drawerTitle);
    }

    /** The actions of a drawer's timeline, oldest first, and its newest entry's text. */
    async function timeline(page: Page, drawerTitle: string) {
      const drawer = page.locator('.ant-drawer').filter({ hasText: drawerTitle });
      const items = drawer.locator('.lx-appeal-timeline [data-action]');
      await expect(items.first()).toBeVisible();
      const actions = await items.evaluateAll((nodes) =>
        nodes.map((node) => node.getAttribute('data-action')),
      );
      return { drawer, actions, last: items.last() };
    }

    async function closeDrawer(page: Page) {
      await page.keyboard.press('Escape');
      await expect(page.locator('.lx-appeal-timeline')).toHaveCount(0);
    }

    test.beforeAll(async ({ browser, playwright }) => {
      test.setTimeout(240_000);
      api = await playwright.request.newContext();
      admin = await apiLogin(api);
      // a handler of 产业发展处 (the department the appeal is re-dispatched to)
      const [handlerRole] = (await get(api, admin, '/lingxi-system/role/list', { roleAlias: 'handler' }))
        .records as Rec[];
      const [industry] = (await get(api, admin, '/lingxi-system/dept/list', { deptName: '产业发展处' }))
        .records as Rec[];
      const created = await api.post(`${GATEWAY}/api/lingxi-user/submit`, {
        headers: admin,
        data: {
          account: HANDLER3.account,
          password: md5(HANDLER3.password),
          realName: '李产业',
          name: '产业发展处办理员',
          userType: 1,
          roleId: String(handlerRole?.id),
          deptId: String(industry?.id),
        },
      });
      expect(created.status(), await created.text()).toBe(200);
      const who: Record<Who, Role['who']> = {
        dispatcher: DISPATCHER,
        handler1: HANDLER1,
        handler2: HANDLER2,
        handler3: HANDLER3,
        auditor: AUDITOR,
      };
      for (const name of Object.keys(who) as Who[]) {
        const { role, state } = await signIn(browser, who[name]);
        roles[name] = role;
        if (name === 'auditor') auditorState = state;
      }
    });

    test.afterAll(async () => {
      for (const role of Object.values(roles)) await role.context.close();
      await api?.dispose();
    });

    test('intake: the dispatcher adds a draft and submits it', async () => {
      const page = await open('dispatcher', '/appeal/manage');
      await page.getByRole('button', { name: '新增', exact: true }).click();
      const add = page.getByRole('dialog', { name: '新增' });
      await add.getByLabel('诉求标题').fill(title);
      await pick(page, add, '诉求类型', '证照办理');
      await add.getByLabel('企业名称').fill('杭州灵犀科技有限公司');
      await add.getByLabel('诉求内容').fill('企业资质证书到期换证，需要协调两个部门');
      await attach(add, [file('资质证书说明.txt', '资质证书到期换证说明')]);
      await add.getByRole('button', { name: '保存' }).click();
      await expect(page.getByText('新增成功')).toBeVisible();
      await search(page, '诉求标题', title);
      await expect(row(page, title)).toContainText('草稿');
      expect(words(await buttonsOf(row(page, title)))).toEqual(['编辑', '删除', '查看', '提交']);
      await row(page, title).getByRole('button', { name: '提交' }).click();
      await confirm(page, '提交后不能再修改');
      await expect(page.getByText('提交成功')).toBeVisible();
      await expect(row(page, title)).toContainText('待分发');
      expect(words(await buttonsOf(row(page, title)))).toEqual(['删除', '查看']);
      const appeal = await appealOf();
      expect(appeal).toMatchObject({ appealState: 'pending', light: null });
      appealId = String(appeal.id);
      const { drawer, actions } = await detail(page, '诉求详情', ['create', 'submit']);
      expect(actions).toEqual(['create', 'submit']);
      await expect(drawer).toContainText('尚未分发');
      await expect(drawer.locator('.lx-appeal-attachments a')).toHaveText('资质证书说明.txt');
      await closeDrawer(page);
    });

    test('dispatch: the dispatcher sends it to 企业服务处 and 科技局; both lights green', async () => {
      const page = await open('dispatcher', '/appeal/distribution');
      await search(page, '诉求标题', title);
      await expect(rows(page)).toHaveCount(1);
      expect(words(await buttonsOf(row(page, title)))).toEqual(['查看诉求', '分发', '派发']);
      await row(page, title).getByRole('button', { name: '派发' }).click();
      const dispatch = page.getByRole('dialog', { name: '派发至承办部门' });
      await dispatch.getByRole('button', { name: '派发' }).click();
      await expect(dispatch.getByText('请选择承办部门')).toBeVisible();
      for (const dept of ['企业服务处', '科技局']) await toggleDept(page, dispatch, dept);
      await dispatch.getByRole('button', { name: '派发' }).click();
      await expect(page.getByText('派发成功')).toBeVisible();
      await expect(rows(page)).toHaveCount(0); // nothing waits for distribution any more
      const records = await recordsOf();
      expect(records.map((one) => [one.deptName, one.state, one.light]).sort()).toEqual([
        ['企业服务处', 'dispatched', 'green'],
        ['科技局', 'dispatched', 'green'],
      ]);
      rec1 = records.find((one) => one.deptName === '企业服务处') as Rec;
      rec2 = records.find((one) => one.deptName === '科技局') as Rec;
      deadline = String(rec1.deadline);
      expect(deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      const manage = await open('dispatcher', '/appeal/manage');
      await search(manage, '诉求标题', title);
      await expect(row(manage, title)).toContainText('办理中');
      await expect(row(manage, title)).toContainText(deadline);
      await expect(row(manage, title).locator('[data-light="green"]')).toBeVisible();
      expect(words(await buttonsOf(row(manage, title)))).toEqual(['查看', '督办']);
      const { drawer, actions } = await detail(manage, '诉求详情', ['dispatch', 'dispatch']);
      expect(actions).toEqual(['create', 'submit', 'distribute', 'distribute', 'dispatch', 'dispatch']);
      await expect(drawer.getByRole('region', { name: '分发记录' }).locator('tbody tr')).toHaveCount(2);
      await shot(manage, 'appeal-dispatched');
      await closeDrawer(manage);
    });

    test('the other department: 科技局 sees its own record only and no button on 企业服务处’s', async () => {
      const page = await handling('handler2', '待签收');
      await expect(rows(page)).toHaveCount(1);
      await expect(row(page, title)).toContainText('科技局');
      await expect(rows(page).filter({ hasText: '企业服务处' })).toHaveCount(0);
      expect(words(await buttonsOf(row(page, title)))).toEqual(['查看', '签收', '申请退回', '记录进展']);
      // nor can it reach 企业服务处's record by address
      const handler2 = await apiLogin(api, HANDLER2);
      const res = await api.get(`${GATEWAY}/api/lingxi-appeal/apldistribute/getDetailById`, {
        headers: handler2,
        params: { id: String(rec1.id) },
      });
      expect(res.status()).toBe(404);
    });

    test('sign-off: handler1 signs; a second, stale sign is refused with the server’s reason and changes nothing', async () => {
      const page = await handling('handler1', '待签收');
      await expect(rows(page)).toHaveCount(1); // his department's record only
      await expect(row(page, title)).toContainText('企业服务处');
      await expect(row(page, title)).toContainText(deadline);
      await expect(row(page, title).locator('[data-light="green"]')).toBeVisible();
      expect(words(await buttonsOf(row(page, title)))).toEqual(['查看', '签收', '申请退回', '记录进展']);
      await shot(page, 'appeal-to-sign');
      // the same list open in a second tab of his, left as it was
      const stale = await roles.handler1.context.newPage();
      await stale.goto('/appeal/handle');
      await search(stale, '诉求标题', title);
      await expect(row(stale, title).getByRole('button', { name: '签收' })).toBeVisible();

      await row(page, title).getByRole('button', { name: '签收' }).click();
      await confirm(page, '确定签收该诉求？');
      await expect(page.getByText('签收成功')).toBeVisible();
      await expect(rows(page)).toHaveCount(0);

      await row(stale, title).getByRole('button', { name: '签收' }).click();
      await confirm(stale, '确定签收该诉求？');
      await expect(stale.getByText('该诉求已签收，请勿重复操作')).toBeVisible();
      await expect(rows(stale)).toHaveCount(0); // read again: no longer to sign
      expect(await tracksOf('sign')).toHaveLength(1);
      await stale.close();

      await page.getByRole('tab', { name: '办理中' }).click();
      await expect(row(page, title)).toContainText('已签收');
      expect(words(await buttonsOf(row(page, title)))).toEqual([
        '查看',
        '指定办理人',
        '申请延期',
        '申请退回',
        '记录进展',
      ]);
      const signed = await detail(page, '办理详情', ['sign']);
      await expect(signed.last).toContainText('企业服务处');
      // the handler reads the appeal's attachments too
      await expect(signed.drawer.locator('.lx-appeal-attachments a')).toHaveText('资质证书说明.txt');
      await closeDrawer(page);
      await row(page, title).getByRole('button', { name: '指定办理人' }).click();
      // the department's people are offered, the user himself already chosen (issue 23)
      await bindSelf(page, '钱办理');
      await expect(page.getByText('指定成功')).toBeVisible();
      await expect(row(page, title)).toContainText('办理中');
      await expect(row(page, title)).toContainText('钱办理');
      expect(words(await buttonsOf(row(page, title)))).toEqual([
        '查看',
        '办结',
        '申请延期',
        '申请退回',
        '记录进展',
      ]);
      const { last } = await detail(page, '办理详情', ['sign', 'bind']);
      await expect(last).toContainText('钱办理 · 企业服务处');
      await closeDrawer(page);
    });

    test('delay: handler1 asks for five more days; the list shows it waiting for audit', async () => {
      const page = await handling('handler1', '办理中');
      await row(page, title).getByRole('button', { name: '申请延期' }).click();
      const delay = page.getByRole('dialog', { name: '申请延期' });
      // the dialog says the deadline and the latest date the rule allows (issue 23)
      await expect(delay).toContainText(
        `当前办理时限：${deadline}；最晚可申请延期至：${plusDays(deadline, 10)}`,
      );
      await delay.getByLabel('申请延期至').fill(await later(deadline, 5));
      await delay.getByLabel('申请延期至').press('Enter');
      await delay.getByLabel('申请理由').fill('需要补充材料');
      await delay.getByRole('button', { name: '确定' }).click();
      await expect(page.getByText('延期申请已提交')).toBeVisible();
      await expect(rows(page)).toHaveCount(0);
      await page.getByRole('tab', { name: '待审核' }).click();
      await expect(row(page, title)).toContainText('延期审核中');
      await expect(row(page, title)).toContainText(deadline); // not moved before the audit
      expect(words(await buttonsOf(row(page, title)))).toEqual(['查看', '记录进展']);
      const { drawer, last } = await detail(page, '办理详情', ['delayApply']);
      await expect(last).toContainText('需要补充材料');
      await expect(drawer.getByRole('region', { name: '分发记录' })).toContainText('延期审核中');
      await expect(drawer.getByRole('region', { name: '分发记录' })).toContainText(deadline);
      await closeDrawer(page);
    });

    test('delay approved: the auditor allows three days; the deadline moves', async () => {
      const page = await open('auditor', '/appeal/delayAudit');
      await search(page, '诉求标题', title);
      await expect(row(page, title)).toContainText('待审核');
      await expect(row(page, title)).toContainText(await later(deadline, 5));
      expect(words(await buttonsOf(row(page, title)))).toEqual(['查看', '审核']);
      await shot(page, 'appeal-delay-audit');
      await row(page, title).getByRole('button', { name: '审核' }).click();
      const audit = page.getByRole('dialog', { name: '延期审核' });
      await expect(audit.getByLabel('批准延期至')).toHaveValue(await later(deadline, 5));
      // typed, then left for the opinion
      await audit.getByLabel('批准延期至').fill(await later(deadline, 3));
      await audit.getByLabel('审核意见').click();
      await expect(audit.getByLabel('批准延期至')).toHaveValue(await later(deadline, 3));
      await audit.getByLabel('审核意见').fill('同意延期三天');
      await audit.getByRole('button', { name: '确定' }).click();
      await expect(page.getByText('审核完成')).toBeVisible();
      await expect(row(page, title)).toContainText('审核通过');
      expect(words(await buttonsOf(row(page, title)))).toEqual(['查看']);
      expect((await recordOf('企业服务处')).deadline).toBe(await later(deadline, 3));

      const handler = await handling('handler1', '办理中');
      await expect(row(handler, title)).toContainText('办理中');
      await expect(row(handler, title)).toContainText(await later(deadline, 3));
      await expect(row(handler, title).locator('[data-light="green"]')).toBeVisible();
      expect(words(await buttonsOf(row(handler, title)))).toEqual([
        '查看',
        '办结',
        '申请延期',
        '申请退回',
        '记录进展',
      ]);
      const { drawer, last } = await detail(handler, '办理详情', ['delayApply', 'delayApprove']);
      await expect(last).toContainText('周督办');
      await expect(drawer.getByRole('region', { name: '分发记录' })).toContainText(await later(deadline, 3));
      await shot(handler, 'appeal-delay-approved');
      await closeDrawer(handler);
    });

    test('urge: the auditor urges the appeal; both departments see the count', async () => {
      const page = await open('auditor', '/appeal/manage');
      await search(page, '诉求标题', title);
      await expect(row(page, title)).toContainText('办理中');
      expect(words(await buttonsOf(row(page, title)))).toEqual(['查看', '督办']);
      await row(page, title).getByRole('button', { name: '督办' }).click();
      const urge = page.getByRole('dialog', { name: '督办' });
      await urge.getByLabel('督办内容').fill('企业催办，请加快办理');
      await urge.getByRole('button', { name: '确定' }).click();
      await expect(page.getByText('督办成功')).toBeVisible();
      await expect(await cell(page, row(page, title), '督办次数')).toHaveText('2'); // one urge per department
      const urged = await detail(page, '诉求详情', ['urge', 'urge']);
      await expect(urged.last).toContainText('企业催办，请加快办理');
      await closeDrawer(page);
      for (const [who, tab] of [
        ['handler1', '办理中'],
        ['handler2', '待签收'],
      ] as const) {
        const handler = await handling(who, tab);
        await expect(await cell(handler, row(handler, title), '督办次数')).toHaveText('1');
        const { last } = await detail(handler, '办理详情', ['urge']);
        await expect(last).toContainText('企业催办，请加快办理');
        await closeDrawer(handler);
      }
    });

    test('light: the auditor sets a manual light on 企业服务处’s record; it shows beside the computed one', async () => {
      const page = await open('auditor', '/appeal/light');
      await search(page, '诉求标题', title);
      await expect(rows(page)).toHaveCount(2);
      // an open record: a light is set on it, and it is urged
      for (const dept of ['企业服务处', '科技局'])
        expect(words(await buttonsOf(row(page, title).filter({ hasText: dept })))).toEqual([
          '查看',
          '人工亮灯',
          '督办',
        ]);
      const line = row(page, title).filter({ hasText: '企业服务处' });
      await expect(line.locator('[data-light="green"]')).toBeVisible();
      await expect(line.locator('[data-manual-light]')).toHaveCount(0);
      await line.getByRole('button', { name: '人工亮灯' }).click();
      const dialog = page.getByRole('dialog', { name: '人工亮灯' });
      await dialog.getByLabel('黄灯', { exact: true }).check();
      await pick(page, dialog, '亮灯原因', '重点督办事项');
      await dialog.getByLabel('亮灯说明').fill('企业多次来电，列为重点督办');
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(page.getByText('亮灯成功')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(line.locator('[data-manual-light="yellow"]')).toBeVisible();
      await expect(line.locator('[data-light="green"]')).toBeVisible(); // the computed one beside it
      expect((await recordOf('企业服务处')).manualLight).toMatchObject({
        fLightCode: 'yellow',
        fReasonCode: '3',
      });

      const manage = await open('auditor', '/appeal/manage');
      await search(manage, '诉求标题', title);
      await expect(row(manage, title).locator('[data-manual-light="yellow"]')).toBeVisible();
      const { last } = await detail(manage, '诉求详情', ['light']);
      await expect(last).toContainText('企业多次来电，列为重点督办');
      await closeDrawer(manage);
    });

    test('return: 科技局 says it is not its duty; the auditor approves; the appeal waits for distribution', async () => {
      const page = await handling('handler2', '待签收');
      await row(page, title).getByRole('button', { name: '申请退回' }).click();
      const giveBack = page.getByRole('dialog', { name: '申请退回' });
      await giveBack.getByLabel('申请理由').fill('资质换证不属于科技局职责，应由产业发展处办理');
      await giveBack.getByRole('button', { name: '确定' }).click();
      await expect(page.getByText('退回申请已提交')).toBeVisible();
      await expect(rows(page)).toHaveCount(0);
      await page.getByRole('tab', { name: '待审核' }).click();
      await expect(row(page, title)).toContainText('退回审核中');
      expect(words(await buttonsOf(row(page, title)))).toEqual(['查看', '记录进展']);
      const applied = await detail(page, '办理详情', ['returnApply']);
      await expect(applied.last).toContainText('资质换证不属于科技局职责');
      await closeDrawer(page);

      const audit = await open('auditor', '/appeal/returnAudit');
      await search(audit, '诉求标题', title);
      await expect(row(audit, title)).toContainText('科技局');
      await expect(row(audit, title)).toContainText('待审核');
      expect(words(await buttonsOf(row(audit, title)))).toEqual(['查看', '审核']);
      await row(audit, title).getByRole('button', { name: '审核' }).click();
      const dialog = audit.getByRole('dialog', { name: '退回审核' });
      await dialog.getByLabel('审核意见').fill('同意退回，改派产业发展处');
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(audit.getByText('审核完成')).toBeVisible();
      await expect(row(audit, title)).toContainText('审核通过');
      expect(words(await buttonsOf(row(audit, title)))).toEqual(['查看']);
      expect((await recordsOf()).find((one) => one.id === rec2.id)).toMatchObject({
        state: 'returned',
        light: null,
      });
      // the appeal's detail: the approval in the timeline; 科技局's record returned, without a light
      const manage = await open('auditor', '/appeal/manage');
      await search(manage, '诉求标题', title);
      const approved = await detail(manage, '诉求详情', ['returnApprove']);
      await expect(approved.last).toContainText('同意退回，改派产业发展处');
      const returned = approved.drawer
        .getByRole('region', { name: '分发记录' })
        .locator('tbody tr.ant-table-row')
        .filter({ hasText: '科技局' });
      await expect(returned).toContainText('已退回');
      await expect(returned.locator('[data-light]')).toHaveCount(0);
      await closeDrawer(manage);

      // 科技局 no longer holds it: in none of its lists
      const after = await handling('handler2', '待审核');
      await expect(rows(after)).toHaveCount(0);
      await after.getByRole('tab', { name: '待签收' }).click();
      await expect(rows(after)).toHaveCount(0);
    });

    test('re-dispatch: the dispatcher finds it waiting and sends it to 产业发展处', async () => {
      const page = await open('dispatcher', '/appeal/distribution');
      await search(page, '诉求标题', title);
      await expect(rows(page)).toHaveCount(1);
      await expect(row(page, title)).toContainText('办理中'); // 企业服务处 still holds it
      expect(words(await buttonsOf(row(page, title)))).toEqual(['查看诉求', '分发', '派发']);
      await expect(row(page, title)).toContainText('已退回');
      await expect(row(page, title)).toContainText(
        '科技局退回：资质换证不属于科技局职责，应由产业发展处办理',
      );
      // the dispatcher reads the appeal and the return's reason before sending it again (issue 23)
      await row(page, title).getByRole('button', { name: '查看诉求' }).click();
      const read = page.locator('.ant-drawer').filter({ hasText: '诉求详情' });
      await expect(read.getByRole('region', { name: '分发记录' })).toContainText('资质换证不属于科技局职责');
      await expect(read.getByRole('button', { name: '打印' })).toBeVisible();
      await shot(page, 'appeal-redispatch-view');
      await closeDrawer(page);
      await shot(page, 'appeal-redispatch');
      await row(page, title).getByRole('button', { name: '派发' }).click();
      const dispatch = page.getByRole('dialog', { name: '派发至承办部门' });
      // the department that holds it cannot be sent it twice: the server says so, nothing changes
      await toggleDept(page, dispatch, '企业服务处');
      await dispatch.getByRole('button', { name: '派发' }).click();
      await expect(page.getByText('诉求已分发至企业服务处，请勿重复分发')).toBeVisible();
      expect((await recordsOf()).length).toBe(2);
      await toggleDept(page, dispatch, '企业服务处', false);
      await toggleDept(page, dispatch, '产业发展处');
      await dispatch.getByRole('button', { name: '派发' }).click();
      await expect(page.getByText('派发成功')).toBeVisible();
      await expect(rows(page)).toHaveCount(0);
      expect((await recordsOf()).map((one) => [one.deptName, one.state]).sort()).toEqual([
        ['产业发展处', 'dispatched'],
        ['企业服务处', 'handling'],
        ['科技局', 'returned'],
      ]);
      const manage = await open('dispatcher', '/appeal/manage');
      await search(manage, '诉求标题', title);
      const { drawer } = await detail(manage, '诉求详情', ['distribute', 'dispatch']);
      await expect(
        drawer.getByRole('region', { name: '分发记录' }).locator('tbody tr.ant-table-row'),
      ).toHaveCount(3);
      await closeDrawer(manage);
    });

    test('disposal: 产业发展处 signs, binds and disposes; 企业服务处 disposes', async () => {
      const page = await handling('handler3', '待签收');
      await expect(row(page, title)).toContainText('产业发展处');
      await expect(row(page, title).locator('[data-light="green"]')).toBeVisible();
      expect(words(await buttonsOf(row(page, title)))).toEqual(['查看', '签收', '申请退回', '记录进展']);
      await row(page, title).getByRole('button', { name: '签收' }).click();
      await confirm(page, '确定签收该诉求？');
      await expect(page.getByText('签收成功')).toBeVisible();
      await page.getByRole('tab', { name: '办理中' }).click();
      await detail(page, '办理详情', ['sign']);
      await closeDrawer(page);
      await row(page, title).getByRole('button', { name: '指定办理人' }).click();
      // the department's people are offered, the user himself already chosen (issue 23)
      await bindSelf(page, '李产业');
      await expect(page.getByText('指定成功')).toBeVisible();
      await detail(page, '办理详情', ['sign', 'bind']);
      await closeDrawer(page);
      for (const [who, reply] of [
        ['handler3', '已指导企业完成资质换证'],
        ['handler1', '已协调办理，企业确认'],
      ] as const) {
        const handler = who === 'handler3' ? page : await handling(who, '办理中');
        await row(handler, title).getByRole('button', { name: '办结' }).click();
        const dispose = handler.getByRole('dialog', { name: '办结' });
        await dispose.getByRole('button', { name: '确定' }).click();
        await expect(dispose.getByText('请输入办理结果')).toBeVisible();
        await dispose.getByLabel('办理结果').fill(reply);
        await dispose.getByRole('button', { name: '确定' }).click();
        await expect(handler.getByText('办结成功')).toBeVisible();
        await expect(rows(handler)).toHaveCount(0);
        await handler.getByRole('tab', { name: '已办结' }).click();
        await expect(row(handler, title)).toContainText('已办结');
        await expect(row(handler, title).locator('[data-light="green"]')).toBeVisible();
        expect(words(await buttonsOf(row(handler, title)))).toEqual(['查看']);
        const { last } = await detail(handler, '办理详情', ['dispose']);
        await expect(last).toContainText(reply);
        await closeDrawer(handler);
      }
      expect((await appealOf()).appealState).toBe('disposed');
      // no department holds it any more: the light board offers no light and no urge on its records
      const board = await open('auditor', '/appeal/light');
      await search(board, '诉求标题', title);
      await expect(rows(board)).toHaveCount(3);
      for (const dept of ['企业服务处', '产业发展处', '科技局'])
        expect(words(await buttonsOf(row(board, title).filter({ hasText: dept })))).toEqual(['查看']);
      // 企业服务处's manual light is kept beside its computed light
      await expect(
        row(board, title).filter({ hasText: '企业服务处' }).locator('[data-manual-light="yellow"]'),
      ).toBeVisible();
    });

    test('closure: the dispatcher closes both records; the timeline tells the whole story', async () => {
      const page = await open('dispatcher', '/appeal/manage');
      await search(page, '诉求标题', title);
      await expect(row(page, title)).toContainText('已办结');
      expect(words(await buttonsOf(row(page, title)))).toEqual(['查看']);
      await row(page, title).getByRole('button', { name: '查看' }).click();
      const drawer = page.locator('.ant-drawer').filter({ hasText: '诉求详情' });
      const records = drawer.getByRole('region', { name: '分发记录' });
      await expect(records.locator('tbody tr.ant-table-row')).toHaveCount(3);
      await expect(records.locator('tbody tr.ant-table-row').filter({ hasText: '科技局' })).toContainText(
        '已退回',
      );
      expect(
        words(
          await records
            .locator('tbody tr.ant-table-row')
            .filter({ hasText: '科技局' })
            .getByRole('button')
            .allInnerTexts(),
        ),
      ).toEqual([]);
      for (const dept of ['企业服务处', '产业发展处']) {
        // by its department's cell: 科技局's return reason names 产业发展处 too
        const line = records
          .locator('tbody tr.ant-table-row')
          .filter({ has: page.getByRole('cell', { name: dept, exact: true }) });
        await expect(line).toContainText('已办结');
        expect(words(await line.getByRole('button').allInnerTexts())).toEqual(['归档']);
        await line.getByRole('button', { name: '归档' }).click();
        const close = page.getByRole('dialog', { name: '归档' });
        await close.getByLabel('归档意见').fill('企业确认满意，归档');
        await close.getByRole('button', { name: '确定' }).click();
        await expect(page.getByText('归档成功')).toBeVisible();
        await expect(line).toContainText('已归档');
        expect(await line.getByRole('button').count()).toBe(0);
      }
      await expect(drawer.locator('.ant-descriptions')).toContainText('已归档');
      await expect(drawer.locator('.ant-descriptions [data-light="green"]')).toBeVisible();
      const { actions, last } = await checkDetail(page, '诉求详情', ['close', 'close']);
      expect(actions.filter((one) => one !== 'distribute')).toEqual([
        'create',
        'submit',
        'dispatch',
        'dispatch',
        'sign',
        'bind',
        'delayApply',
        'delayApprove',
        'urge',
        'urge',
        'light',
        'returnApply',
        'returnApprove',
        'dispatch',
        'sign',
        'bind',
        'dispose',
        'dispose',
        'close',
        'close',
      ]);
      await expect(last).toContainText('赵分发');
      await shot(page, 'appeal-closed');
      await closeDrawer(page);
      await expect(row(page, title)).toContainText('已归档');
      expect(await appealOf()).toMatchObject({ appealState: 'closed', light: 'green' });
    });

    test('in English: the auditor reads the closed appeal, its records and timeline', async ({ browser }) => {
      const state = await inEnglish(auditorState);
      const context = await newSignedInContext(browser, { storageState: state, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto('/appeal/manage');
      await page.locator('.lx-search-form').getByLabel('Title', { exact: true }).fill(title);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(row(page, title)).toContainText('Closed');
      await row(page, title).getByRole('button', { name: 'View' }).click();
      const drawer = page.locator('.ant-drawer').filter({ hasText: 'Appeal details' });
      await expect(drawer.getByRole('region', { name: 'Distribution records' })).toContainText('Returned');
      const items = drawer.locator('.lx-appeal-timeline [data-action]');
      // the comments the server wrote, in the reader's language too (issue 23)
      await expect(drawer.locator('.lx-appeal-timeline')).toContainText(/Time limit \d+ working days, due/);
      await expect(drawer.locator('.lx-appeal-timeline')).not.toContainText('办理时限');
      await expect(items.first()).toContainText('Save draft');
      await expect(items.last()).toContainText('Close');
      // the actions and states in the reader's language (the comments are what people wrote)
      for (const text of await drawer
        .locator('.lx-appeal-timeline strong, .lx-appeal-timeline .ant-tag')
        .allInnerTexts())
        expect(text).not.toMatch(/[\u4e00-\u9fff]/);
      await shot(page, 'appeal-closed-en');
      await context.close();
    });
  });
