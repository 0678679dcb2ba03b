import { LoadingOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * A button's busy state: a spinner hidden from assistive technology, with `aria-busy` saying it
 * instead, so the button keeps its name ("Import", not "loading Import") while it works. (antd's own
 * `loading` names the button "loading …" and leaves with a transition.) The caller ignores clicks
 * while busy.
 */
export function busyButton(busy: boolean, idleIcon?: ReactNode) {
  return { icon: busy ? <LoadingOutlined spin aria-hidden /> : idleIcon, 'aria-busy': busy } as const;
}
