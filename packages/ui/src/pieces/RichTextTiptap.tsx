/**
 * The rich-text editor itself: tiptap (ProseMirror) with its starter kit and link extension. This file is
 * only ever reached through the dynamic import in ./RichText, so tiptap lands in a chunk of its own that
 * is fetched when a form with rich text opens, never in a page's first load nor before login.
 *
 * Safety, three layers deep:
 * - what comes in (the stored value, a paste) goes through DOMPurify (./sanitize) first;
 * - tiptap parses HTML in an inert document (DOMParser), and its schema keeps only the nodes, marks and
 *   attributes its extensions declare: no `<img>` at all (the starter kit has no image node), no
 *   `on*` attribute, no `style`; a link keeps `href`, `target` and `rel` only;
 * - the link extension accepts an address only when `safeLinkAddress` does (http(s), mailto, console
 *   paths), in what is parsed as well as what is typed, so a `javascript:` link never enters the text.
 *
 * Keyboard: the toolbar is one tab stop (arrow keys, Home and End move within it); in the text tiptap's
 * Ctrl+B, Ctrl+I and Ctrl+U apply, Ctrl+Shift+7 / 8 make lists, Ctrl+K asks for a link.
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
import { Link } from '@tiptap/extension-link';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { Button, Input, type InputRef, Space, Typography } from 'antd';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './RichText';
import { safeLinkAddress } from './safeLink';
import type { Sanitize } from './sanitize';

type Mark = 'bold' | 'italic' | 'underline' | 'orderedList' | 'bulletList';

const TOGGLES: { mark: Mark; label: string; icon: ReactNode; run: (editor: Editor) => void }[] = [
  {
    mark: 'bold',
    label: 'pieces.richText.bold',
    icon: <BoldOutlined aria-hidden />,
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    mark: 'italic',
    label: 'pieces.richText.italic',
    icon: <ItalicOutlined aria-hidden />,
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    mark: 'underline',
    label: 'pieces.richText.underline',
    icon: <UnderlineOutlined aria-hidden />,
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    mark: 'orderedList',
    label: 'pieces.richText.orderedList',
    icon: <OrderedListOutlined aria-hidden />,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    mark: 'bulletList',
    label: 'pieces.richText.unorderedList',
    icon: <UnorderedListOutlined aria-hidden />,
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
];

const PRESSED = {
  background: 'var(--ant-color-primary-bg, #e6f4ff)',
  color: 'var(--ant-color-primary, #409eff)',
};

/** The editor's HTML as a field value: an empty document is ''. */
const fieldValue = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export interface TiptapEditorProps extends RichTextEditorProps {
  sanitize: Sanitize;
}

export default function TiptapEditor({
  value,
  onChange,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  disabled = false,
  minHeight = 180,
  sanitize,
}: TiptapEditorProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const editorId = id ?? `${ownId}-text`;
  const toolbar = useRef<HTMLDivElement>(null);
  const linkInput = useRef<InputRef>(null);
  /** The HTML last given out, so the echo of our own change does not reset the caret. */
  const emitted = useRef<string>(value ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const openLinkRef = useRef<() => void>(() => undefined);
  const [focusIndex, setFocusIndex] = useState(0);
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('https://');
  const [addressError, setAddressError] = useState(false);

  const editor = useEditor({
    immediatelyRender: true,
    editable: !disabled,
    content: sanitize(value ?? ''),
    extensions: [
      StarterKit.configure({
        link: false,
        code: false,
        codeBlock: false,
        trailingNode: false,
        heading: { levels: [2, 3, 4] },
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => safeLinkAddress(url) !== null,
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
      }),
    ],
    editorProps: {
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(labelledBy
          ? { 'aria-labelledby': labelledBy }
          : { 'aria-label': ariaLabel ?? t('pieces.richText.editor') }),
        style: `min-height: ${minHeight}px; padding: 8px 11px; outline: none; overflow-wrap: anywhere`,
      },
      // A paste is sanitised like stored HTML before tiptap's schema reads it.
      transformPastedHTML: (html) => sanitize(html),
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLinkRef.current();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = fieldValue(current);
      if (html === emitted.current) return;
      emitted.current = html;
      onChangeRef.current?.(html);
    },
  });

  const pressed = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      orderedList: e.isActive('orderedList'),
      bulletList: e.isActive('bulletList'),
    }),
  });

  // A value from outside (the detail loaded, a form reset) replaces the text; our own echo does not.
  useEffect(() => {
    const next = value ?? '';
    if (next === emitted.current) return;
    emitted.current = next;
    editor.commands.setContent(sanitize(next), { emitUpdate: false });
  }, [value, editor, sanitize]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // The address field takes the focus when it opens (not `autoFocus`: it opens on the user's request).
  useEffect(() => {
    if (linking) linkInput.current?.focus();
  }, [linking]);

  const openLink = () => {
    if (disabled) return;
    const current = editor.getAttributes('link').href;
    setAddress(typeof current === 'string' ? current : 'https://');
    setAddressError(false);
    setLinking(true);
  };
  openLinkRef.current = openLink;

  const insertLink = () => {
    const safe = safeLinkAddress(address);
    if (!safe) {
      setAddressError(true);
      return;
    }
    setLinking(false);
    setAddressError(false);
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({ type: 'text', text: safe, marks: [{ type: 'link', attrs: { href: safe } }] })
        .run();
    } else {
      chain.extendMarkRange('link').setLink({ href: safe }).run();
    }
  };

  const buttons = [
    ...TOGGLES.map((toggle) => ({
      key: toggle.mark,
      label: t(toggle.label),
      icon: toggle.icon,
      pressed: pressed[toggle.mark],
      onClick: () => toggle.run(editor),
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
      onClick: () => editor.chain().focus().unsetAllMarks().clearNodes().run(),
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

  return (
    <div
      className="lx-rich-text"
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
              onPressEnter={(event) => {
                event.preventDefault(); // not the surrounding form's submit
                insertLink();
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.stopPropagation();
                  setLinking(false);
                  editor.commands.focus();
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
      <EditorContent editor={editor} aria-disabled={disabled || undefined} />
    </div>
  );
}
