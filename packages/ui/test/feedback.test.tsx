// The kit's confirmations, toasts and notices (issue 25): antd's holders are drawn only once something is
// said, what is said before they are here is shown then, in order, and a confirmation runs its answer.
import { notices } from '@lingxi/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Feedback, useFeedback } from '../src/feedback';
import { ConsoleProviders } from '../src/providers';
import { TEST_THEME } from '../src/testing';
import { setupKit } from './harness';

beforeAll(() => setupKit());
afterEach(cleanup);

/** Renders the providers with a component that hands out its feedback. */
function withFeedback() {
  let said: Feedback | undefined;
  function Speaker() {
    said = useFeedback();
    return <p>页面</p>;
  }
  const view = render(
    <ConsoleProviders theme={TEST_THEME}>
      <Speaker />
    </ConsoleProviders>,
  );
  return { view, feedback: () => said as Feedback };
}

describe('useFeedback', () => {
  it('draws the page inside the element with the theme’s variables, and no holder until something is said', () => {
    const { view } = withFeedback();
    const frame = view.container.querySelector('.lx-app');
    expect(frame?.className).toMatch(/css-var-lx-/);
    expect(frame?.textContent).toBe('页面');
    expect(document.querySelector('.ant-message, .ant-notification, .ant-modal')).toBeNull();
  });

  it('shows what was said before the holders arrived, in order, and later toasts at once', async () => {
    const { feedback } = withFeedback();
    act(() => {
      feedback().message.open({ type: 'success', content: '第一条' });
      notices.emit({ level: 'warning', text: '第二条' }); // core's notices come the same way
    });
    await waitFor(() => expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(2));
    const texts = [...document.querySelectorAll('.ant-message-notice')].map((node) => node.textContent);
    expect(texts).toEqual(['第一条', '第二条']);
    act(() => feedback().notification.info({ title: '新版本', description: '请刷新', key: 'release' }));
    await waitFor(() =>
      expect(document.querySelector('.ant-notification-notice')?.textContent).toContain('新版本'),
    );
    act(() => feedback().notification.destroy('release'));
    await waitFor(() => expect(document.querySelector('.ant-notification-notice')).toBeNull());
  });

  it('asks a confirmation and runs its answer', async () => {
    const user = userEvent.setup();
    const { feedback } = withFeedback();
    const onOk = vi.fn();
    act(() =>
      feedback().modal.confirm({ title: '确认删除?', content: '<b>不是标记</b>', onOk, okText: '确定' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确认删除?');
    expect(dialog.textContent).toContain('<b>不是标记</b>'); // shown as text
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('is refused outside the console’s providers', () => {
    function Outside() {
      useFeedback();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Outside />)).toThrow('useFeedback() outside ConsoleProviders');
  });
});
