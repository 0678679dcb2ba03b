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
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadedSanitizer, loadSanitizer, type Sanitize } from './sanitize';

export { safeLinkAddress } from './safeLink';

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

/** tiptap and the editor around it: a chunk of their own, fetched when the first editor is shown. */
const TiptapEditor = lazy(() => import('./RichTextTiptap'));

export function RichTextEditor(props: RichTextEditorProps) {
  const sanitize = useSanitizer();
  const waiting = <div aria-busy="true" style={{ minHeight: props.minHeight ?? 180 }} />;
  if (!sanitize) return waiting;
  return (
    <Suspense fallback={waiting}>
      <TiptapEditor {...props} sanitize={sanitize} />
    </Suspense>
  );
}
