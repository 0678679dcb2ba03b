/**
 * Rich text (PAGES "Notices": content as HTML). `RichTextView` shows stored HTML sanitised (./sanitize:
 * no scripts, no event handlers, no `javascript:` URLs); `RichTextEditor` is a small contenteditable
 * editor (bold, italic, underline, numbered and bulleted lists, link, clear formatting) for a form field,
 * with no editor library: the browser's editing commands do the work. The editor sanitises what it is
 * given and what is pasted into it, since an `onerror` in stored HTML would run inside the editor too.
 * Both render nothing until DOMPurify, loaded on first use, is in.
 *
 * Keyboard: the toolbar is one tab stop (arrow keys, Home and End move within it); in the text the
 * browser's Ctrl+B, Ctrl+I and Ctrl+U apply, and Ctrl+K asks for a link.
 *
 * ```tsx
 * <Form.Item name="content" label={t('notice.content')}><RichTextEditor aria-label={t('notice.content')} /></Form.Item>
 * <RichTextView html={notice.content} />
 * ```
 */
import {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Input, type InputRef, Space, Typography } from 'antd';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { loadedSanitizer, loadSanitizer, type Sanitize } from './sanitize';

/** The sanitiser, loaded on first use; null until it is in (or if it could not be loaded). */
export function useSanitizer(): Sanitize | null {
  const [sanitize, setSanitize] = useState<Sanitize | null>(loadedSanitizer);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    loadSanitizer().then(
      (loaded) => live && setSanitize(() => loaded),
      () => undefined, // nothing is shown rather than unsanitised HTML
    );
    return () => {
      live = false;
    };
  }, [sanitize]);
  return sanitize;
}

export interface RichTextViewProps {
  html: string | null | undefined;
  className?: string | undefined;
}

/** Stored HTML, sanitised; nothing until the sanitiser is in. */
export function RichTextView({ html, className }: RichTextViewProps) {
  const sanitize = useSanitizer();
  if (!sanitize) return null;
  // Sanitised by DOMPurify (./sanitize) on the way in.
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitize(html ?? '') }} />;
}

/** Addresses a link may take: web, mail, or a path of the console; never `javascript:` and the like. */
export function safeLinkAddress(address: string): string | null {
  const trimmed = address.trim();
  if (/^(https?:\/\/|mailto:)\S+$/i.test(trimmed) || /^\/(?!\/)\S*$/.test(trimmed)) return trimmed;
  return null;
}

type Command = 'bold' | 'italic' | 'underline' | 'insertOrderedList' | 'insertUnorderedList';

const TOGGLES: { command: Command; label: string; icon: ReactNode }[] = [
  { command: 'bold', label: 'pieces.richText.bold', icon: <BoldOutlined aria-hidden /> },
  { command: 'italic', label: 'pieces.richText.italic', icon: <ItalicOutlined aria-hidden /> },
  { command: 'underline', label: 'pieces.richText.underline', icon: <UnderlineOutlined aria-hidden /> },
  {
    command: 'insertOrderedList',
    label: 'pieces.richText.orderedList',
    icon: <OrderedListOutlined aria-hidden />,
  },
  {
    command: 'insertUnorderedList',
    label: 'pieces.richText.unorderedList',
    icon: <UnorderedListOutlined aria-hidden />,
  },
];

const PRESSED = {
  background: 'var(--ant-color-primary-bg, #e6f4ff)',
  color: 'var(--ant-color-primary, #409eff)',
};

/** What the editor holds as an empty value (browsers leave a `<br>` behind). */
const emptied = (html: string) => (/^(<br\s*\/?>|<p><br\s*\/?><\/p>|\s)*$/i.test(html) ? '' : html);

function commandState(command: Command): boolean {
  try {
    return typeof document.queryCommandState === 'function' && document.queryCommandState(command);
  } catch {
    return false;
  }
}

export interface RichTextEditorProps {
  value?: string | null | undefined;
  onChange?: ((html: string) => void) | undefined;
  id?: string | undefined;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  disabled?: boolean | undefined;
  /** Height of the text area, in pixels. */
  minHeight?: number | undefined;
}

export function RichTextEditor({
  value,
  onChange,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  disabled = false,
  minHeight = 180,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const sanitize = useSanitizer();
  const ownId = useId();
  const editorId = id ?? `${ownId}-text`;
  const editor = useRef<HTMLDivElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const range = useRef<Range | null>(null);
  const linkInput = useRef<InputRef>(null);
  /** The HTML last given out, so the echo of our own change does not reset the caret. */
  const emittedHtml = useRef<string | null>(null);
  const [pressed, setPressed] = useState<Partial<Record<Command, boolean>>>({});
  const [focusIndex, setFocusIndex] = useState(0);
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('https://');
  const [addressError, setAddressError] = useState(false);

  // The value shown: sanitised, and only replaced when it is not what the editor just gave out.
  useLayoutEffect(() => {
    const node = editor.current;
    if (!node || !sanitize) return;
    const next = value ?? '';
    if (next === emittedHtml.current) return;
    node.innerHTML = sanitize(next);
    emittedHtml.current = next;
  }, [value, sanitize]);

  // The address field takes the focus when it opens (not `autoFocus`: it opens on the user's request).
  useEffect(() => {
    if (linking) linkInput.current?.focus();
  }, [linking]);

  const refresh = useCallback(() => {
    setPressed(Object.fromEntries(TOGGLES.map(({ command }) => [command, commandState(command)])));
  }, []);

  const emit = useCallback(() => {
    const node = editor.current;
    if (!node) return;
    const html = emptied(node.innerHTML);
    if (html === emittedHtml.current) return;
    emittedHtml.current = html;
    onChange?.(html);
  }, [onChange]);

  const keepSelection = () => {
    const selection = window.getSelection();
    const node = editor.current;
    if (selection?.rangeCount && node?.contains(selection.getRangeAt(0).commonAncestorContainer)) {
      range.current = selection.getRangeAt(0).cloneRange();
    }
  };

  /** Back in the text where the user left it, then the browser's editing command. */
  const run = (command: string, argument?: string) => {
    const node = editor.current;
    if (!node || disabled) return;
    node.focus();
    const selection = window.getSelection();
    if (range.current && selection) {
      selection.removeAllRanges();
      selection.addRange(range.current);
    }
    document.execCommand('styleWithCSS', false, 'false');
    document.execCommand(command, false, argument);
    keepSelection();
    emit();
    refresh();
  };

  const insertLink = () => {
    const safe = safeLinkAddress(address);
    if (!safe) {
      setAddressError(true);
      return;
    }
    setLinking(false);
    setAddressError(false);
    run('createLink', safe);
  };

  const openLink = () => {
    keepSelection();
    setAddress('https://');
    setAddressError(false);
    setLinking(true);
  };

  const buttons = [
    ...TOGGLES.map((toggle) => ({
      key: toggle.command,
      label: t(toggle.label),
      icon: toggle.icon,
      pressed: pressed[toggle.command] ?? false,
      onClick: () => run(toggle.command),
    })),
    {
      key: 'link',
      label: t('pieces.richText.link'),
      icon: <LinkOutlined aria-hidden />,
      pressed: undefined,
      onClick: openLink,
    },
    {
      key: 'clear',
      label: t('pieces.richText.clear'),
      icon: <ClearOutlined aria-hidden />,
      pressed: undefined,
      onClick: () => {
        run('removeFormat');
        run('unlink');
      },
    },
  ];

  // WAI-ARIA toolbar: one tab stop, arrows move between its buttons.
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, (index: number) => number> = {
      ArrowRight: (index) => (index + 1) % buttons.length,
      ArrowLeft: (index) => (index - 1 + buttons.length) % buttons.length,
      Home: () => 0,
      End: () => buttons.length - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(focusIndex);
    setFocusIndex(next);
    toolbar.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const onTextKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openLink();
    }
  };

  if (!sanitize) return <div aria-busy="true" style={{ minHeight }} />;

  return (
    <div
      style={{
        border: '1px solid var(--ant-color-border, #d9d9d9)',
        borderRadius: 'var(--ant-border-radius, 6px)',
      }}
    >
      <div
        ref={toolbar}
        role="toolbar"
        aria-label={t('pieces.richText.toolbar')}
        aria-controls={editorId}
        onKeyDown={moveFocus}
        style={{
          display: 'flex',
          gap: 2,
          padding: 4,
          borderBottom: '1px solid var(--ant-color-border, #d9d9d9)',
        }}
      >
        {buttons.map((button, index) => (
          <Button
            key={button.key}
            type="text"
            // Pressed by style only: a change of antd type or variant re-creates the button, and the
            // keyboard focus on it would be lost.
            style={button.pressed ? PRESSED : undefined}
            size="small"
            icon={button.icon}
            aria-label={button.label}
            title={button.label}
            aria-pressed={button.pressed}
            tabIndex={index === focusIndex ? 0 : -1}
            disabled={disabled}
            // A mouse press must not take the selection out of the text.
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setFocusIndex(index)}
            onClick={button.onClick}
          />
        ))}
      </div>
      {linking && (
        <div style={{ padding: 8, borderBottom: '1px solid var(--ant-color-border, #d9d9d9)' }}>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              aria-label={t('pieces.richText.linkAddress')}
              aria-invalid={addressError}
              value={address}
              ref={linkInput}
              onChange={(event) => setAddress(event.target.value)}
              onPressEnter={insertLink}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.stopPropagation();
                  setLinking(false);
                  editor.current?.focus();
                }
              }}
            />
            <Button type="primary" onClick={insertLink}>
              {t('pieces.ok')}
            </Button>
            <Button onClick={() => setLinking(false)}>{t('pieces.cancel')}</Button>
          </Space.Compact>
          {addressError && (
            <Typography.Text type="danger" role="alert">
              {t('pieces.richText.linkInvalid')}
            </Typography.Text>
          )}
        </div>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: rich text needs a contenteditable; a textarea holds plain text only */}
      <div
        ref={editor}
        id={editorId}
        role="textbox"
        aria-multiline="true"
        aria-label={labelledBy ? undefined : (ariaLabel ?? t('pieces.richText.editor'))}
        aria-labelledby={labelledBy}
        aria-disabled={disabled || undefined}
        contentEditable={!disabled}
        suppressContentEditableWarning
        tabIndex={0}
        onInput={emit}
        onBlur={() => {
          keepSelection();
          emit();
        }}
        onKeyUp={() => {
          keepSelection();
          refresh();
        }}
        onMouseUp={() => {
          keepSelection();
          refresh();
        }}
        onKeyDown={onTextKeyDown}
        onPaste={(event) => {
          // Pasted HTML is sanitised like stored HTML: a pasted onerror must not run in the editor.
          event.preventDefault();
          const html = event.clipboardData.getData('text/html');
          if (html) run('insertHTML', sanitize(html));
          else run('insertText', event.clipboardData.getData('text/plain'));
        }}
        style={{ minHeight, padding: '8px 11px', outline: 'none', overflowWrap: 'anywhere' }}
      />
    </div>
  );
}
