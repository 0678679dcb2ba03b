import { getConfig, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Spin, Tabs } from 'antd';
import * as React from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConsoleProviders } from '../src/providers';
import { BehaviourStyles, behaviourCss, elementErrorOnDemand, TEST_THEME } from '../src/testing';
import { setupKit } from './harness';

describe('behaviourCss (the page tests keep of antd styles what hides and blocks)', () => {
  beforeAll(() => setupKit());

  it('keeps hiding, visibility and pointer-events, in their media blocks; drops the rest', () => {
    const css =
      '.a{color:red;display:none;padding:4px}.b{display:flex;margin:0}.c{visibility:hidden}' +
      '@media (max-width:575px){.d{pointer-events:none;color:blue}.e{width:1px}}' +
      '@keyframes spin{to{display:none}}.f{display:var(--ant-grid-display)}.g{pointer-events:auto}';
    expect(behaviourCss(css)).toBe(
      '.a{display:none}.c{visibility:hidden}@media (max-width:575px){.d{pointer-events:none}}.g{pointer-events:auto}',
    );
  });

  it('still hides an inactive tab from role queries and blocks clicks under a loading overlay', async () => {
    let clicked = 0;
    render(
      <BehaviourStyles>
        <ConsoleProviders theme={TEST_THEME}>
          <Tabs
            defaultActiveKey="a"
            items={[
              { key: 'a', label: 'A', children: <button type="button">shown</button> },
              { key: 'b', label: 'B', children: <button type="button">behind</button>, forceRender: true },
            ]}
          />
          <Spin spinning>
            <Button onClick={() => clicked++}>under the overlay</Button>
          </Spin>
        </ConsoleProviders>
      </BehaviourStyles>,
    );
    expect(screen.getByRole('button', { name: 'shown' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'behind' })).toBeNull();
    expect(screen.getByRole('button', { name: 'behind', hidden: true })).toBeTruthy();
    await expect(userEvent.click(screen.getByRole('button', { name: 'under the overlay' }))).rejects.toThrow(
      /pointer-events: none/,
    );
    expect(clicked).toBe(0);
    // nothing antd writes at run time reaches the document: one stylesheet, the behaviour rules
    const sheets = [...document.querySelectorAll('style')];
    expect(sheets.map((style) => style.getAttribute('data-lingxi-behaviour'))).toEqual(['']);
    expect(sheets[0]?.textContent).toContain('display:none');
    expect(sheets[0]?.textContent).not.toMatch(/[{;](color|--ant-[\w-]+):/);
  });
});

describe('elementErrorOnDemand (a failed query describes the page when its message is read)', () => {
  beforeAll(() => setupKit());

  it('says what was looked for and shows the page as it was', () => {
    render(<button type="button">保存</button>);
    let failure: unknown;
    try {
      screen.getByRole('button', { name: '删除' });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).name).toBe('TestingLibraryElementError');
    expect((failure as Error).message).toMatch(
      /Unable to find an accessible element with the role "button" and name "删除"/,
    );
    expect((failure as Error).message).toContain('保存');
  });

  it('writes the page into the message when it is read, not when the query fails', () => {
    const page = document.createElement('div');
    page.textContent = '加载中';
    const error = elementErrorOnDemand('no 已完成 yet', page);
    page.textContent = '已完成';
    expect(error.message).toMatch(/^no 已完成 yet\n\nIgnored nodes: comments, script, style\n[\s\S]*已完成/);
    expect(error.message).not.toContain('加载中');
    page.textContent = '又变了';
    expect(error.message).not.toContain('又变了'); // written once, the first time it is read
  });

  it("is the kit harness's setting, with waits of 15 s", () => {
    expect(getConfig().asyncUtilTimeout).toBe(15_000);
    expect(getConfig().getElementError).toBe(elementErrorOnDemand);
  });

  it('a waitFor that times out reports the last attempt with the page', async () => {
    render(<p>加载中</p>);
    await expect(screen.findByText('已完成', {}, { timeout: 120 })).rejects.toThrow(
      /Unable to find an element with the text: 已完成[\s\S]*加载中/,
    );
  });
});

describe('skipOwnerStacks', () => {
  it('leaves React no budget for owner stacks, whatever it resets', async () => {
    await setupKit();
    const internals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks: number }>)
      .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
    if (!internals) throw new Error('React has no client internals');
    internals.recentlyCreatedOwnerStacks = 0; // react-dom resets it every second
    expect(internals.recentlyCreatedOwnerStacks).toBe(1e4);
  });
});
