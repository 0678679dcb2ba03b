/**
 * Lists and details at the widths people open them at (issue 18 "Columns slide under the fixed actions
 * column", issue 23 "Narrow screens"): a list page with many columns (government users, beside its
 * department tree), a tree page (government organisations) and a detail drawer (a government user's
 * view), at 1440, 1024, 768 and 375 px, in Chinese and in English. Checked by what a person can read,
 * not only by screenshots:
 * - from 768 px up the list is a table: every cell of the first row, scrolled into view, is on screen
 *   and not under the fixed actions column (the element at its centre is the cell), a value cut with an
 *   ellipsis shows its whole text in a tooltip, and every row button can be clicked where it is;
 * - below 768 px each row is a card: the first card names every column the table showed (label: value)
 *   and every value lies within the screen;
 * - the detail drawer shows every label and value within the screen, a label on one or two lines (not
 *   one character per line), and below 768 px the label over its value.
 * Screenshots: test-results/screenshots/width-<px>-<language>-{users,tree,detail}.png.
 */
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { axe, open, test } from './support';

const SCREENSHOTS = path.join(import.meta.dirname, '../test-results/screenshots');
const WIDTHS = [1440, 1024, 768, 375] as const;
const CARDS_BELOW = 768;
const LANGUAGES = ['zh', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

const shot = (page: Page, width: number, language: Language, name: string) =>
  page.screenshot({
    animations: 'disabled',
    path: path.join(SCREENSHOTS, `width-${width}-${language}-${name}.png`),
  });

/** The console in a language, switched from the top bar at a desktop width. */
async function useLanguage(page: Page, language: Language) {
  await page.setViewportSize({ width: 1440, height: 900 });
  const lang = await page.locator('html').getAttribute('lang');
  if ((lang === 'en') === (language === 'en')) return;
  await page
    .locator('.lx-topbar-right')
    .getByRole('button', { name: /切换语言|switch language/i })
    .click();
  await page.getByRole('menuitem', { name: language === 'en' ? 'English' : '中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'en' : 'zh-CN');
}

/** Whether the element at a box's centre is the element itself (or inside it): not covered. */
const reachable = (element: Locator) =>
  element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const inside =
      rect.left >= -0.5 && rect.right <= window.innerWidth + 0.5 && y >= 0 && y <= window.innerHeight;
    const hit = document.elementFromPoint(x, y);
    const top = hit && (node === hit || node.contains(hit));
    return inside && top
      ? ''
      : `"${node.textContent?.trim()}" at ${Math.round(rect.left)}..${Math.round(rect.right)} of ${window.innerWidth}: ${
          inside
            ? `covered by <${hit?.tagName.toLowerCase()} class="${hit?.className}"> "${hit?.textContent?.trim()}"`
            : 'off screen'
        }`;
  });

/** The column titles of the list's table (the index, selection and actions columns left out). */
async function columnTitles(list: Locator): Promise<string[]> {
  const titles = await list
    .locator(
      'thead th.ant-table-cell:not(.ant-table-selection-column):not(.lx-col-index):not(.lx-col-actions)',
    )
    .allTextContents();
  return titles.map((title) => title.trim()).filter(Boolean);
}

/**
 * Every cell of the table's first row, brought into view as a person scrolls to it, is on screen and not
 * under a fixed column; a cut value shows its whole text in a tooltip; every row button is clickable.
 */
async function expectRowReadable(page: Page, list: Locator) {
  const row = list.locator('tbody tr.ant-table-row').first();
  await expect(row).toBeVisible();
  const problems: string[] = [];
  const cells = row.locator('td:not(.ant-table-selection-column)');
  for (const cell of await cells.all()) {
    // as a person scrolls the table: the cell's start at the table's left edge (as far as it goes)
    await cell.evaluate((node) => node.scrollIntoView({ block: 'center', inline: 'start' }));
    const buttons = cell.locator('button');
    if ((await buttons.count()) > 0) {
      for (const button of await buttons.all()) {
        const problem = await reachable(button);
        if (problem) problems.push(`button ${problem}`);
      }
      continue;
    }
    const problem = await reachable(cell);
    if (problem) {
      problems.push(problem);
      continue;
    }
    const { text, cut } = await cell.evaluate((node) => {
      const inner = (node.querySelector('.ant-table-cell-content, span') as HTMLElement | null) ?? node;
      return {
        text: node.textContent?.trim() ?? '',
        cut: inner.scrollWidth > inner.clientWidth + 1 || node.scrollWidth > node.clientWidth + 1,
      };
    });
    if (cut && text) {
      // a cut value is still readable: its whole text in a tooltip
      await cell.hover();
      const tooltip = page.locator('.ant-tooltip:not(.ant-tooltip-hidden) .ant-tooltip-container');
      await expect(tooltip.filter({ hasText: text })).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(tooltip).toHaveCount(0);
    }
  }
  expect(problems).toEqual([]);
}

/** The first card names every column the table showed, and each value lies within the screen. */
async function expectCardReadable(list: Locator, titles: readonly string[]) {
  await expect(list.locator('table')).toHaveCount(0);
  const card = list.locator('.lx-crud-card').first();
  await expect(card).toBeVisible();
  const labels = (await card.locator(':scope > dl > div > dt').allTextContents()).map((label) =>
    label.trim(),
  );
  expect(labels).toEqual(titles);
  const problems: string[] = [];
  for (const value of await card.locator(':scope > dl > div > dd').all()) {
    await value.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    const problem = await value.evaluate((node) => {
      const rect = node.getBoundingClientRect();
      return rect.left < -0.5 || rect.right > window.innerWidth + 0.5
        ? `"${node.textContent}" at ${rect.left}..${rect.right} of ${window.innerWidth}`
        : '';
    });
    if (problem) problems.push(problem);
    else if ((await value.textContent())?.trim()) {
      const covered = await reachable(value);
      if (covered) problems.push(covered);
    }
  }
  for (const button of await card.locator('.lx-crud-card-actions button').all()) {
    await button.scrollIntoViewIfNeeded();
    const problem = await reachable(button);
    if (problem) problems.push(`button ${problem}`);
  }
  expect(problems).toEqual([]);
}

/**
 * The page itself never scrolls sideways: only the table inside its card does (a list pushed wider than
 * the window hides its right part, the actions with it, behind the window's edge).
 */
async function expectPageFits(list: Locator) {
  const problems = await list.evaluate((node) => {
    const found: string[] = [];
    for (
      let element: Element | null = node;
      element && element !== document.documentElement;
      element = element.parentElement
    ) {
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible')
        found.push(
          `<${element.tagName.toLowerCase()} class="${element.className}"> scrolls sideways: ${element.scrollWidth} > ${element.clientWidth}`,
        );
    }
    const rect = node.getBoundingClientRect();
    if (rect.left < -0.5 || rect.right > window.innerWidth + 0.5)
      found.push(`the list lies at ${rect.left}..${rect.right} of ${window.innerWidth}`);
    return found;
  });
  expect(problems).toEqual([]);
}

/** The cards pass axe (serious and critical rules), as the table does in accessibility.spec.ts. */
async function expectCardsAccessible(page: Page) {
  const result = await axe(page).include('.lx-crud-cards').analyze();
  const failing = result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(failing).toEqual([]);
}

/** At each width: the first row readable, as a table row or a card. */
async function walkWidths(page: Page, language: Language, name: string, list: Locator) {
  await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const titles = await columnTitles(list);
  expect(titles.length).toBeGreaterThan(2);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(list).toHaveAttribute('data-layout', width < CARDS_BELOW ? 'cards' : 'table');
    await expectPageFits(list);
    if (width < CARDS_BELOW) {
      await expectCardReadable(list, titles);
      await expectCardsAccessible(page);
    } else {
      await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();
      // the table shows the same columns at every width
      expect(await columnTitles(list)).toEqual(titles);
      await expectRowReadable(page, list);
    }
    // the screenshot from the start of the page and of the table
    await list.evaluate((node) => node.querySelector('.ant-table-content, .ant-table-body')?.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(0, 0);
    await shot(page, width, language, name);
  }
}

for (const language of LANGUAGES) {
  test(`${language}: every value of a user list's first row is readable at 1440, 1024, 768 and 375 px`, async ({
    page,
  }) => {
    await open(page, '/managerUser/governmentUsers');
    await useLanguage(page, language);
    await walkWidths(
      page,
      language,
      'users',
      page.locator('.lx-crud[data-resource="govUser"] .lx-crud-table-wrap'),
    );
  });

  test(`${language}: every value of a tree page's first row is readable at 1440, 1024, 768 and 375 px`, async ({
    page,
  }) => {
    await open(page, '/basicData/governmentOrgans');
    await useLanguage(page, language);
    await walkWidths(
      page,
      language,
      'tree',
      page.locator('.lx-crud[data-resource="dept"] .lx-crud-table-wrap'),
    );
  });

  test(`${language}: a detail drawer shows every label and value at 1440, 1024, 768 and 375 px, label over value on a phone`, async ({
    page,
  }) => {
    await open(page, '/managerUser/governmentUsers');
    await useLanguage(page, language);
    const list = page.locator('.lx-crud[data-resource="govUser"] .lx-crud-table-wrap');
    await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();
    const view = language === 'en' ? 'View' : '查看';
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const first =
        width < CARDS_BELOW
          ? list.locator('.lx-crud-card').first()
          : list.locator('tbody tr.ant-table-row').first();
      await first.getByRole('button', { name: view, exact: true }).click();
      const drawer = page.locator('.ant-drawer-body').filter({ has: page.locator('.ant-descriptions') });
      await expect(drawer.locator('.ant-descriptions-item-content').first()).not.toBeEmpty();
      const problems: string[] = [];
      const labels = await drawer.locator('.ant-descriptions-item-label').all();
      expect(labels.length).toBeGreaterThan(5);
      for (const label of labels) {
        await label.scrollIntoViewIfNeeded();
        const problem = await label.evaluate((node) => {
          const rect = node.getBoundingClientRect();
          const line = Number.parseFloat(getComputedStyle(node).lineHeight) || 22;
          const padding =
            Number.parseFloat(getComputedStyle(node).paddingTop) +
            Number.parseFloat(getComputedStyle(node).paddingBottom);
          const lines = Math.round((rect.height - padding) / line);
          if (rect.left < -0.5 || rect.right > window.innerWidth + 0.5)
            return `label "${node.textContent}" off screen: ${rect.left}..${rect.right}`;
          return lines > 2 ? `label "${node.textContent}" on ${lines} lines` : '';
        });
        if (problem) problems.push(problem);
      }
      for (const content of await drawer.locator('.ant-descriptions-item-content').all()) {
        await content.scrollIntoViewIfNeeded();
        const problem = await content.evaluate((node) => {
          const rect = node.getBoundingClientRect();
          return rect.left < -0.5 || rect.right > window.innerWidth + 0.5
            ? `value "${node.textContent}" off screen: ${rect.left}..${rect.right}`
            : '';
        });
        if (problem) problems.push(problem);
      }
      if (width < CARDS_BELOW) {
        // a phone: each label stands over its value
        const firstLabel = drawer.locator('.ant-descriptions-item-label').first();
        const firstValue = drawer.locator('.ant-descriptions-item-content').first();
        const [labelBox, valueBox] = [await firstLabel.boundingBox(), await firstValue.boundingBox()];
        expect(labelBox && valueBox && labelBox.y + labelBox.height <= valueBox.y + 1).toBe(true);
      }
      expect(problems).toEqual([]);
      await drawer.evaluate((node) => node.scrollTo(0, 0));
      await shot(page, width, language, 'detail');
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
    }
  });
}
