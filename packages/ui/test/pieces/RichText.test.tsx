// Rich text (PAGES "Notices": HTML content, sanitised on display): the view neutralises scripts, event
// handlers and javascript: links and keeps ordinary formatting; the editor (tiptap, loaded lazily) takes
// typing, formats through its toolbar and the keyboard, asks for safe link addresses and makes pasted
// or stored hostile HTML harmless.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomShims } from '../../src/domShims';
import {
  preloadRichTextEditor,
  RichTextEditor,
  RichTextView,
  safeLinkAddress,
} from '../../src/pieces/RichText';
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

beforeAll(async () => {
  installDomShims(); // happy-dom bugs DOMPurify trips on; browsers need none (see domShims.ts)
  await setupTexts('en');
  await preloadRichTextEditor();
}, 60_000);
afterEach(() => {
  cleanup();
  delete (window as { hacked?: number }).hacked;
});

describe('RichTextView', () => {
  it('renders nothing until DOMPurify is in, then the sanitised HTML', async () => {
    const { container } = render(<RichTextView html="<b>Hello</b>" />);
    expect(await screen.findByText('Hello')).toHaveProperty('tagName', 'B');
    expect(container.innerHTML).toBe('<div><b>Hello</b></div>');
  });

  it('neutralises scripts, event handlers, javascript: links and forms; keeps ordinary formatting', async () => {
    const { container } = render(<RichTextView html={HOSTILE} />);
    await screen.findByText('hours');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('form, input')).toBeNull();
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(container.querySelector('p')?.hasAttribute('onclick')).toBe(false);
    expect(screen.getByText('Trap').getAttribute('href')).toBeNull();
    expect(screen.getByText('hours').tagName).toBe('B');
    expect(screen.getByText('rules').tagName).toBe('EM');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['First', 'Second']);
    const guide = screen.getByRole('link', { name: 'Guide' });
    expect(guide.getAttribute('href')).toBe('https://example.com/guide');
    expect(guide.getAttribute('rel')).toBe('noopener noreferrer');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});

/** The editor as a form holds it: the value follows onChange. */
function Controlled({ initial = '', onChange }: { initial?: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      aria-label="Notice content"
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

/**
 * Types as a browser does: keydown, the character written into the text at the caret (ProseMirror
 * reads the change from the DOM, as it does in a browser), input, keyup. user-event's own typing keeps
 * a caret of its own that goes stale when ProseMirror redraws the text; the browser journey types for real.
 */
async function typeKeys(target: HTMLElement, chars: string) {
  const current = document.getSelection();
  if (!current?.anchorNode || !target.contains(current.anchorNode)) {
    // A caret at the start of the text, as a click there would place it.
    current?.collapse(target.querySelector('p') ?? target, 0);
    document.dispatchEvent(new Event('selectionchange'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  for (const key of chars) {
    fireEvent.keyDown(target, { key });
    const selection = document.getSelection();
    const node = selection?.anchorNode;
    if (!selection || !node) throw new Error('no caret in the editor');
    if (node.nodeType === Node.TEXT_NODE) {
      const offset = selection.anchorOffset;
      (node as Text).insertData(offset, key);
      selection.collapse(node, offset + 1);
    } else {
      const added = document.createTextNode(key);
      const before = node.childNodes[selection.anchorOffset] ?? null;
      if (before?.nodeName === 'BR') node.replaceChild(added, before);
      else node.insertBefore(added, before);
      selection.collapse(added, 1);
    }
    fireEvent.input(target, { inputType: 'insertText', data: key });
    fireEvent.keyUp(target, { key });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

const lastHtml = (onChange: ReturnType<typeof vi.fn>) => String(onChange.mock.lastCall?.[0] ?? '');

describe('RichTextEditor', () => {
  it('shows its value with what is hostile dropped: no image handler, no javascript: link, no script', async () => {
    const onChange = vi.fn();
    renderInConsole(<Controlled initial={HOSTILE} onChange={onChange} />);
    const text = await screen.findByRole('textbox', { name: 'Notice content' });
    await within(text).findByText('hours');
    expect(text.querySelector('img, script, form, input, [onclick], [onerror]')).toBeNull();
    expect(within(text).getByText('Trap').closest('a')).toBeNull();
    expect(within(text).getByText('hours').tagName).toBe('STRONG');
    expect(within(text).getByText('Guide').closest('a')?.getAttribute('href')).toBe(
      'https://example.com/guide',
    );
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('gives out what is typed, and an emptied text as an empty value', async () => {
    const onChange = vi.fn();
    renderInConsole(<Controlled onChange={onChange} />);
    const text = await screen.findByRole('textbox', { name: 'Notice content' });
    act(() => text.focus());
    await typeKeys(text, 'Hello');
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p>Hello</p>'));
    expect(text.textContent).toBe('Hello');
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(lastHtml(onChange)).toBe(''));
  });

  it('formats through its toolbar, one tab stop moved with the arrow keys, and with Ctrl+B', async () => {
    const onChange = vi.fn();
    renderInConsole(<Controlled onChange={onChange} />);
    const text = await screen.findByRole('textbox', { name: 'Notice content' });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    // Only one toolbar button is in the tab order.
    expect(
      within(toolbar)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toEqual([bold]);

    act(() => bold.focus());
    await userEvent.keyboard('{Enter}');
    // Typing goes on in the text, in bold.
    expect(document.activeElement).toBe(text);
    await typeKeys(text, 'Strong');
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p><strong>Strong</strong></p>'));
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('true'));
    expect(within(toolbar).getByRole('button', { name: 'Italic' }).getAttribute('aria-pressed')).toBe(
      'false',
    );

    act(() => bold.focus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const numbered = within(toolbar).getByRole('button', { name: 'Numbered list' });
    expect(document.activeElement).toBe(numbered);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastHtml(onChange)).toBe('<ol><li><p><strong>Strong</strong></p></li></ol>'));
    // (Inside a list Tab and Shift+Tab nest and lift the item, as in a word processor.)
    await userEvent.keyboard('{Control>}a{/Control}');
    act(() => numbered.focus());
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p>Strong</p>'));
    // Back to the toolbar from the text: it remembers its place.
    expect(document.activeElement).toBe(text);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(within(toolbar).getByRole('button', { name: 'Clear formatting' }));

    // The keyboard alone: Ctrl+B and Ctrl+I on the selected text.
    act(() => text.focus());
    await userEvent.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p><strong>Strong</strong></p>'));
    await userEvent.keyboard('{Control>}i{/Control}');
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p><strong><em>Strong</em></strong></p>'));
    expect(within(toolbar).getByRole('button', { name: 'Italic' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('asks for a link address (Ctrl+K) and refuses javascript: addresses', async () => {
    const onChange = vi.fn();
    renderInConsole(<Controlled onChange={onChange} />);
    const text = await screen.findByRole('textbox', { name: 'Notice content' });
    act(() => text.focus());
    await typeKeys(text, 'See ');
    await userEvent.keyboard('{Control>}k{/Control}');
    const address = await screen.findByRole('textbox', { name: 'Link address' });
    await waitFor(() => expect(document.activeElement).toBe(address));
    await userEvent.clear(address);
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter an address starting with http://, https:// or mailto:',
    );
    expect(lastHtml(onChange)).not.toContain('<a');

    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.com{Enter}');
    await waitFor(() =>
      expect(lastHtml(onChange)).toBe(
        '<p>See <a target="_blank" rel="noopener noreferrer" href="https://example.com">https://example.com</a></p>',
      ),
    );
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
  });

  it('makes a pasted <img onerror> harmless and keeps the pasted formatting', async () => {
    const onChange = vi.fn();
    renderInConsole(<Controlled onChange={onChange} />);
    const text = await screen.findByRole('textbox', { name: 'Notice content' });
    act(() => text.focus());
    fireEvent.paste(text, {
      clipboardData: {
        types: ['text/html', 'text/plain'],
        getData: (type: string) =>
          type === 'text/html'
            ? '<b>Bold</b> <img src=x onerror="window.hacked = 1"><a href="javascript:window.hacked=1">trap</a>'
            : 'Bold trap',
      },
    });
    await waitFor(() => expect(lastHtml(onChange)).toContain('<strong>Bold</strong>'));
    expect(lastHtml(onChange)).not.toMatch(/<img|onerror|javascript:|<a/);
    expect(text.querySelector('img, [onerror]')).toBeNull();
    expect(within(text).getByText('trap').closest('a')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
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
