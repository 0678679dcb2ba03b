/**
 * The console at the widths people open it at (issue 11 "Widths"): a phone (375 px), a tablet (768),
 * a small laptop (1024) and a desktop (1440), in Chinese and in English. At each: every centre can be
 * switched to, the user menu (profile, logout) and the language switch work, and no text of the top
 * bar is cut or pushed off the screen. Screenshots of login, home and a list page are saved for each,
 * to be looked at.
 */
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, login, navigateInApp, newSignedInContext } from './support';

const SCREENSHOTS = path.join(import.meta.dirname, '../test-results/screenshots');
const SESSION = path.join(import.meta.dirname, '../.tmp/widths-session.json');

// descending, so that the last test is the phone's: it confirms the logout, which ends the shared session
const WIDTHS = [1440, 1024, 768, 375] as const;
const LANGUAGES = ['zh', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

/** What a user reads in each language, and the first page each centre opens (SPEC §2). */
const TEXT = {
  zh: {
    language: '中文',
    openMenu: '打开菜单',
    profile: '个人信息',
    logout: '退出登录',
    logoutConfirm: '退出系统, 是否继续?',
    cancel: '取消',
    ok: '确定',
    centres: ['产品体系管理中心', '综合业务服务中心', '统一身份认证中心', '运营推广管理中心'],
  },
  en: {
    language: 'English',
    openMenu: 'Open the menu',
    profile: 'Personal info',
    logout: 'Log out',
    logoutConfirm: 'Exit the system, do you want to continue?',
    cancel: 'Cancel',
    ok: 'OK',
    centres: [
      'Product system management centre',
      'Integrated business service centre',
      'Unified identity authentication centre',
      'Operations promotion management centre',
    ],
  },
} as const;
const FIRST_PAGES = [
  /\/project\/software$/,
  /\/enterpriseTerminal\/serviceSourceManage$/,
  /\/enterpriseCertification\/alreadyCertified$/,
  /\/msgManage\/businessMsg$/,
];

const shot = (page: Page, width: number, language: Language, name: string) =>
  page.screenshot({
    animations: 'disabled',
    path: path.join(SCREENSHOTS, `width-${width}-${language}-${name}.png`),
  });

/**
 * Every shown element of the bar shows all of its content (scrollWidth ≤ clientWidth: nothing clipped,
 * no tab cut mid-word, no scrolled-away tab) and lies within the window.
 */
async function expectNothingCut(bar: Locator) {
  const problems = await bar.evaluate((root) => {
    const found: string[] = [];
    for (const element of [root, ...root.querySelectorAll('*')]) {
      if (!(element instanceof HTMLElement) || element.closest('.lx-centre-measure')) continue;
      // a badge's count stands over its button's corner by design: the count itself is checked below
      if (element.classList.contains('ant-badge')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      const name = `<${element.tagName.toLowerCase()} class="${element.className}"> "${element.textContent?.trim()}"`;
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(`${name} is cut: ${element.scrollWidth} > ${element.clientWidth}`);
      if (rect.left < -0.5 || rect.right > window.innerWidth + 0.5)
        found.push(`${name} leaves the window: ${rect.left}..${rect.right} of ${window.innerWidth}`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}

/** Switches to a centre as a user would at this width: its tab, the "more centres" list, or the phone's drawer. */
async function switchCentre(page: Page, language: Language, name: string) {
  const bar = page.locator('.lx-topbar');
  const menuButton = bar.getByRole('button', { name: TEXT[language].openMenu, exact: true });
  const tab = bar.locator('.lx-centre-tabs').getByRole('button', { name, exact: true });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    const drawer = page.locator('.lx-menu-drawer');
    await drawer.getByRole('button', { name, exact: true }).click();
    await expect(drawer.getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  } else if (await tab.isVisible()) {
    await tab.click();
  } else {
    await bar.locator('.lx-centre-more').click();
    await page.getByRole('menuitem', { name, exact: true }).click();
  }
}

/** The language menu: the current language is disabled, the other one is chosen. */
async function chooseLanguage(page: Page, from: Language, to: Language) {
  await page.locator(`.lx-topbar-right button:has-text("${TEXT[from].language}")`).hover();
  await expect(page.getByRole('menuitem', { name: TEXT[from].language })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByRole('menuitem', { name: TEXT[to].language }).click();
  await expect(page.locator('.lx-topbar, .lx-home-header').getByText(TEXT[to].language)).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await login(page, ADMIN, '/system/param'); // once: logins are slow, the session is shared
  await page.context().storageState({ path: SESSION });
  await page.close();
});

for (const width of WIDTHS)
  for (const language of LANGUAGES) {
    const last = width === WIDTHS.at(-1) && language === LANGUAGES.at(-1);
    test(`${width} px, ${language}: every centre, the user menu and the language switch are reachable, nothing of the top bar is cut`, async ({
      browser,
    }) => {
      const text = TEXT[language];
      const viewport = { width, height: 800 };

      // the login page, before any session
      const guest = await browser.newPage({ viewport });
      await guest.goto('/login');
      if (language === 'en') await guest.getByRole('button', { name: 'English' }).click();
      await expect(guest.getByRole('button', { name: text.language })).toBeDisabled();
      // the form inside the window: at 375 px its card was 20 px wider, cut on both sides
      const card = await guest.locator('form.lx-login-card').boundingBox();
      expect(card && card.x >= 0 && card.x + card.width <= width).toBe(true);
      await shot(guest, width, language, 'login');
      await guest.close();

      const context = await newSignedInContext(browser, { viewport, storageState: SESSION });
      const page = await context.newPage();
      await page.goto('/system/param');
      // a table from 768 px up, cards below (widths-lists.spec.ts checks what they show)
      await expect(
        page.locator('.lx-crud tbody tr.ant-table-row, .lx-crud .lx-crud-card').first(),
      ).toBeVisible();
      if (language === 'en') await chooseLanguage(page, 'zh', 'en');
      else {
        // there and back: the switch works both ways
        await chooseLanguage(page, 'zh', 'en');
        await chooseLanguage(page, 'en', 'zh');
      }
      const bar = page.locator('.lx-topbar');
      await expectNothingCut(bar);
      await shot(page, width, language, 'list');

      // on a phone the menu is a drawer: it navigates and closes
      if (width < 768) {
        await bar.getByRole('button', { name: text.openMenu, exact: true }).click();
        const drawer = page.locator('.lx-menu-drawer');
        await expect(drawer.getByRole('button', { name: text.centres[0], exact: true })).toBeVisible();
        await shot(page, width, language, 'menu');
        await drawer.locator('li[data-menu-id$="-/system/tenant"]').click();
        await expect(page).toHaveURL(/\/system\/tenant$/);
        await expect(drawer).toBeHidden();
      }

      for (const [index, name] of text.centres.entries()) {
        await switchCentre(page, language, name);
        await expect(page).toHaveURL(FIRST_PAGES[index] as RegExp);
        await expectNothingCut(bar);
      }

      // the home page's header carries the same tools
      await navigateInApp(page, '/home/index');
      await expect(page.getByTestId('home-centre-system')).toBeVisible();
      await expect(page.getByTestId('entry-overlay')).toBeHidden();
      await expectNothingCut(page.locator('.lx-home-header'));
      // the centres' names are whole on the home page's cards too
      for (const title of await page.locator('.lx-home-centre .ant-card-meta-title').all())
        expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await shot(page, width, language, 'home');

      // the user menu: the profile, then the logout with its question
      await page.getByTestId('user-menu').hover();
      await page.getByRole('menuitem', { name: text.profile }).click();
      await expect(page).toHaveURL(/\/info\/index$/);
      await expectNothingCut(bar);
      await page.getByTestId('user-menu').hover();
      await page.getByRole('menuitem', { name: text.logout }).click();
      const confirm = page.locator('.ant-modal-confirm').filter({ hasText: text.logoutConfirm });
      await expect(confirm).toBeVisible();
      if (last) {
        await confirm.getByRole('button', { name: text.ok }).click();
        await expect(page).toHaveURL(/\/login/);
      } else {
        await confirm.getByRole('button', { name: text.cancel }).click();
        await expect(confirm).toHaveCount(0);
        await expect(page).toHaveURL(/\/info\/index$/);
      }
      await context.close();
    });
  }
