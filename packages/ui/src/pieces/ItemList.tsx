/**
 * A short list of items split by a line, each a title over a description, and something at its end
 * (a time). antd 6 deprecates its `List` (to be removed in its next major version) and points to Listy,
 * a virtualised list for long grouped data; a bell's few notices and a user's enterprises need neither,
 * so the kit draws them as a plain list. Written here: a list element and a little CSS.
 */
import type { ReactNode } from 'react';
import './itemList.css';

export interface ListItem {
  key: string;
  /** Its main content: a title and a description (`ItemText`), or a button holding them. */
  content: ReactNode;
  /** At the item's end (a time). */
  extra?: ReactNode;
  className?: string;
}

export function ItemList({
  items,
  bordered = false,
}: {
  items: readonly ListItem[];
  /** A frame around the list. */
  bordered?: boolean;
}) {
  return (
    <ul className={bordered ? 'lx-item-list lx-item-list-bordered' : 'lx-item-list'}>
      {items.map((item) => (
        <li key={item.key} className={item.className}>
          {item.content}
          {item.extra}
        </li>
      ))}
    </ul>
  );
}

/** An item's title over its description. */
export function ItemText({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div className="lx-item-text">
      <div className="lx-item-title">{title}</div>
      {description ? <div className="lx-item-description">{description}</div> : null}
    </div>
  );
}
