/**
 * Rich text (PAGES "Notices": content as HTML). `RichTextView` shows stored HTML sanitised (./sanitize:
 * no scripts, no event handlers, no `javascript:` URLs); `RichTextEditor` is a form field's editor
 * (bold, italic, underline, numbered and bulleted lists, link, clear formatting) built on tiptap
 * (./RichTextTiptap), which is loaded with a dynamic import when an editor is first shown: nothing of
 * tiptap is in a page's first load. The editor sanitises what it is given and what is pasted into it,
 * since an `onerror` in stored HTML would run inside the editor too. Both render nothing until
 * DOMPurify, loaded on first use, is in.
 *
 * ```tsx
 * <Form.Item name="content" label={t('notice.content')}><RichTextEditor aria-label={t('notice.content')} /></Form.Item>
 * <RichTextView html={notice.content} />
 * ```
 */
import { useEffect, useState } from 'react';
import { loadedSanitizer, loadSanitizer, type Sanitize } from './sanitize';

export { safeLinkAddress } from './safeLink';

/** The sanitiser, loaded on first use; null until it is in (or if it could not be loaded). */
export function useSanitizer(): Sanitize | null {
  const [sanitize, setSanitize] = useState<Sanitize | null>(loadedSanitizer);
  useEffect(() => {
    if (sanitize) return;
    // set even after an unmount and remount in between (React drops the update of an unmounted one)
    loadSanitizer().then(
      (loaded) => setSanitize(() => loaded),
      () => undefined, // nothing is shown rather than unsanitised HTML
    );
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

type TiptapEditor = typeof import('./RichTextTiptap').default;

/** tiptap and the editor around it: a chunk of their own, fetched when the first editor is shown. */
let editorLoading: Promise<TiptapEditor> | null = null;
let editorLoaded: TiptapEditor | null = null;
function loadEditor(): Promise<TiptapEditor> {
  editorLoading ??= import('./RichTextTiptap').then(
    (module) => {
      editorLoaded = module.default;
      return module.default;
    },
    (error: unknown) => {
      editorLoading = null; // tried again on the next editor shown
      throw error;
    },
  );
  return editorLoading;
}

/**
 * Fetches the editor's chunk and the sanitiser ahead of the first editor (a page can call it when a
 * form with rich text is about to open; tests await it, since compiling tiptap on a busy machine can
 * take longer than a query waits).
 */
export function preloadRichTextEditor(): Promise<void> {
  return Promise.all([loadEditor(), loadSanitizer()]).then(() => undefined);
}

/**
 * The editor once its chunk is in (state, not React.lazy: a Suspense retry outside the test
 * harness's act() never comes, and the sanitiser loads the same way).
 */
function useEditorModule(): TiptapEditor | null {
  const [Editor, setEditor] = useState<TiptapEditor | null>(() => editorLoaded);
  useEffect(() => {
    if (Editor) return;
    // set even after an unmount and remount in between (React drops the update of an unmounted one)
    loadEditor().then(
      (loaded) => setEditor(() => loaded),
      () => undefined, // the placeholder stays; the next editor shown tries again
    );
  }, [Editor]);
  return Editor;
}

export function RichTextEditor(props: RichTextEditorProps) {
  const sanitize = useSanitizer();
  const Editor = useEditorModule();
  if (!sanitize || !Editor) return <div aria-busy="true" style={{ minHeight: props.minHeight ?? 180 }} />;
  return <Editor {...props} sanitize={sanitize} />;
}
