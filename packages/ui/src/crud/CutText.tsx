/**
 * A table cell's text, cut to its column with an ellipsis and shown whole in a tooltip while the pointer
 * is over it (issue 25). antd's Tooltip around every cell's text made a list page's first drawing pay for
 * a trigger per cell (its hooks, context reads and child cloning): 40 on a page of 10 rows, 800 on a page
 * of 200. This draws a plain span, and antd's tooltip only from the first time the pointer comes over it,
 * open at once. The tooltip's span takes the plain one's place under the pointer, and a browser may not
 * see the pointer leave a node that was replaced while it was over it, so the tooltip closes when the
 * pointer is over anything else (a `mouseover` outside the span), not on the span's own leave alone.
 */
import { Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';

export function CutText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const [armed, setArmed] = useState(false);
  const span = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!open) return;
    const elsewhere = (event: MouseEvent) => {
      if (!(event.target instanceof Node && span.current?.contains(event.target))) setOpen(false);
    };
    document.addEventListener('mouseover', elsewhere, true);
    return () => document.removeEventListener('mouseover', elsewhere, true);
  }, [open]);
  const plain = (
    // biome-ignore lint/a11y/noStaticElementInteractions: the hover only shows what the span already holds whole (cut by CSS alone), as antd's tooltip did
    <span
      ref={span}
      onMouseEnter={() => {
        setArmed(true);
        setOpen(true);
      }}
      onMouseLeave={() => setOpen(false)}
    >
      {text}
    </span>
  );
  if (!armed) return plain;
  return (
    <Tooltip placement="topLeft" title={text} open={open}>
      {plain}
    </Tooltip>
  );
}
