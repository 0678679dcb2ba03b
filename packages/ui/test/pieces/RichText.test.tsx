// Rich text (PAGES "Notices": HTML content, sanitised on display): the view neutralises scripts, event
// handlers and javascript: links and keeps ordinary formatting; the editor's toolbar, link and paste.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RichTextEditor, RichTextView, safeLinkAddress } from '../../src/pieces/RichText';
import { installDomShims } from './domShims';
import { renderInConsole, setupTexts } from './setup';

const HOSTILE = [
  '<p onclick="window.hacked = 1">Opening <b>hours</b> and <em>rules</em></p>',
  '<img src="x" onerror="window.hacked = 1">',
  '<script>window.hacked = 1</script>',
  '<a href="javascript:window.hacked = 1">Trap</a>',
  '<a href="https://example.com/guide" target="_blank">Guide</a>',
  '<ol><li>First</li><li>Second</li></ol>',
  '<form action="https://evil.example"><input name="password"></form>',
].join('');

let exec: ReturnType<typeof vi.fn<(command: string, ui?: boolean, value?: string) => boolean>>;
beforeAll(async () => {
  installDomShims(); // happy-dom bugs DOMPurify trips on; browsers need none (see domShims.ts)
  await setupTexts('en');
});
beforeEach(() => {
  exec = vi.fn(() => true);
  document.execCommand = exec;
  document.queryCommandState = vi.fn((command: string) => command === 'bold');
});
afterEach(cleanup);

describe('RichTextView', () => {
  it('renders nothing until DOMPurify is in, then the sanitised HTML', async () => {
    const { container } = render(<RichTextView html="<b>Hello</b>" />);
    expect(container.innerHTML).toBe('');
    expect(await screen.findByText('Hello')).toHaveProperty('tagName', 'B');
  });

  it('neutralises scripts, event handlers, javascript: links and forms; keeps ordinary formatting', async () => {
    const { container } = render(<RichTextView html={HOSTILE} />);
    await screen.findByText('hours');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('form, input')).toBeNull();
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(container.querySelector('p')?.hasAttribute('onclick')).toBe(false);
    expect(screen.getByText('Trap').getAttribute('href')).toBeNull();
    // What survives: bold, italic, lists, a web link that cannot reach back to the console.
    expect(screen.getByText('hours').tagName).toBe('B');
    expect(screen.getByText('rules').tagName).toBe('EM');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['First', 'Second']);
    const guide = screen.getByRole('link', { name: 'Guide' });
    expect(guide.getAttribute('href')).toBe('https://example.com/guide');
    expect(guide.getAttribute('rel')).toBe('noopener noreferrer');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});

describe('RichTextEditor', () => {
  it('shows its value sanitised and gives out what is typed', async () => {
    const onChange = vi.fn();
    renderInConsole(
      <RichTextEditor
        aria-label="Notice content"
        value={'<p>Hi</p><img src="x" onerror="window.hacked = 1">'}
        onChange={onChange}
      />,
    );
    const text = await screen.findByRole('textbox', { name: 'Notice content' });
    expect(text.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(text.textContent).toBe('Hi');

    text.innerHTML = '<p>Hi <b>all</b></p>';
    fireEvent.input(text);
    expect(onChange).toHaveBeenLastCalledWith('<p>Hi <b>all</b></p>');
    text.innerHTML = '<br>';
    fireEvent.input(text);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('formats through its toolbar, one tab stop moved with the arrow keys', async () => {
    renderInConsole(<RichTextEditor onChange={vi.fn()} />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    act(() => bold.focus());
    await userEvent.keyboard('{Enter}');
    expect(exec).toHaveBeenCalledWith('bold', false, undefined);
    // Typing goes on in the text, in bold.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Content' }));
    expect(bold.getAttribute('aria-pressed')).toBe('true');
    expect(within(toolbar).getByRole('button', { name: 'Italic' }).getAttribute('aria-pressed')).toBe(
      'false',
    );

    // Only one toolbar button is in the tab order.
    expect(
      within(toolbar)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toHaveLength(1);
    act(() => bold.focus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(within(toolbar).getByRole('button', { name: 'Numbered list' }));
    await userEvent.keyboard('{Enter}');
    expect(exec).toHaveBeenCalledWith('insertOrderedList', false, undefined);
    // Back to the toolbar (focus returned to the text after the command): it remembers its place.
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(within(toolbar).getByRole('button', { name: 'Numbered list' }));
    await userEvent.keyboard('{End}{Enter}');
    expect(exec).toHaveBeenCalledWith('removeFormat', false, undefined);
  });

  it('asks for a link address and refuses javascript: addresses', async () => {
    renderInConsole(<RichTextEditor onChange={vi.fn()} />);
    const text = await screen.findByRole('textbox', { name: 'Content' });
    act(() => text.focus());
    await userEvent.keyboard('{Control>}k{/Control}');
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(document.activeElement).toBe(address);
    await userEvent.clear(address);
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter an address starting with http://, https:// or mailto:',
    );
    expect(exec).not.toHaveBeenCalledWith('createLink', false, expect.anything());

    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.com{Enter}');
    expect(exec).toHaveBeenCalledWith('createLink', false, 'https://example.com');
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
  });

  it('sanitises pasted HTML', async () => {
    renderInConsole(<RichTextEditor onChange={vi.fn()} />);
    const text = await screen.findByRole('textbox', { name: 'Content' });
    fireEvent.paste(text, {
      clipboardData: {
        getData: (type: string) =>
          type === 'text/html' ? '<b>Bold</b><img src=x onerror="window.hacked = 1">' : '',
      },
    });
    await waitFor(() => expect(exec).toHaveBeenCalledWith('insertHTML', false, '<b>Bold</b><img src="x">'));
  });
});

it('accepts web, mail and console addresses only', () => {
  expect(safeLinkAddress(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
  expect(safeLinkAddress('mailto:ops@example.com')).toBe('mailto:ops@example.com');
  expect(safeLinkAddress('/desk/notice')).toBe('/desk/notice');
  expect(safeLinkAddress('javascript:alert(1)')).toBeNull();
  expect(safeLinkAddress('JaVaScRiPt:alert(1)')).toBeNull();
  expect(safeLinkAddress('//evil.example')).toBeNull();
  expect(safeLinkAddress('data:text/html,<script>')).toBeNull();
});
