import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Spin, Tabs } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { BehaviourStyles, behaviourOnlyStyles } from '../src/testing';
import { setupKit } from './harness';

describe('behaviourOnlyStyles (the page tests keep of antd styles what hides and blocks)', () => {
  beforeAll(() => setupKit());

  it('keeps display, visibility and pointer-events and the nested rules, drops the rest', () => {
    const rule = {
      color: 'red',
      padding: 4,
      display: 'none',
      visibility: 'hidden',
      pointerEvents: 'none',
      '&:hover': { background: 'blue', display: 'block' },
    } as const;
    expect(behaviourOnlyStyles.visit?.(rule)).toEqual({
      display: 'none',
      visibility: 'hidden',
      pointerEvents: 'none',
      '&:hover': { background: 'blue', display: 'block' }, // visited in its turn by antd's style engine
    });
  });

  it('still hides an inactive tab from role queries and blocks clicks under a loading overlay', async () => {
    let clicked = 0;
    render(
      <BehaviourStyles>
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
      </BehaviourStyles>,
    );
    expect(screen.getByRole('button', { name: 'shown' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'behind' })).toBeNull();
    expect(screen.getByRole('button', { name: 'behind', hidden: true })).toBeTruthy();
    await expect(userEvent.click(screen.getByRole('button', { name: 'under the overlay' }))).rejects.toThrow(
      /pointer-events: none/,
    );
    expect(clicked).toBe(0);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toContain('display:none');
    expect(css).not.toMatch(/[{;]color:/);
  });
});
