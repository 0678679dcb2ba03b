// The kit's feedback when the holders' code cannot be fetched (a network failure): the console around
// them stays, and the next thing said asks for the code again and shows what waited.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Feedback, useFeedback } from '../src/feedback';
import { ConsoleProviders } from '../src/providers';
import { TEST_THEME } from '../src/testing';
import { setupKit } from './harness';

let failures = 1;
vi.mock('../src/feedback/holders', async (actual) => {
  if (failures > 0) {
    failures -= 1;
    throw new Error('Loading chunk holders failed');
  }
  return actual();
});

beforeAll(() => setupKit());
afterEach(cleanup);

describe('useFeedback when the holders fail to arrive', () => {
  it('keeps the page, then asks again on the next thing said and shows both', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let feedback: Feedback | undefined;
    function Speaker() {
      feedback = useFeedback();
      return <p>页面</p>;
    }
    render(
      <ConsoleProviders theme={TEST_THEME}>
        <Speaker />
      </ConsoleProviders>,
    );
    act(() => feedback?.message.open({ type: 'info', content: '第一条' }));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByText('页面')).toBeTruthy();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    act(() => feedback?.message.open({ type: 'info', content: '第二条' }));
    await waitFor(() => expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(2));
    const texts = [...document.querySelectorAll('.ant-message-notice')].map((node) => node.textContent);
    expect(texts).toEqual(['第一条', '第二条']);
  });
});
