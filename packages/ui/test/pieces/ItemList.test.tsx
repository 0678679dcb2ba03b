// The kit's ItemList (antd 6 deprecates its List): a plain list of items, a title over a description and
// something at the end, with or without a frame.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ItemList, ItemText } from '../../src/pieces/ItemList';

afterEach(cleanup);

describe('ItemList', () => {
  it('lists each item with its title, description and end, in order', () => {
    render(
      <ItemList
        items={[
          {
            key: 'a',
            content: <ItemText title="衢州启明" description="统一社会信用代码: 9133" />,
            extra: '10:00',
          },
          { key: 'b', content: <ItemText title="云帆科技" />, className: 'lx-unread' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '衢州启明统一社会信用代码: 913310:00',
      '云帆科技',
    ]);
    expect(items[1]?.className).toBe('lx-unread');
    expect(screen.getByRole('list').className).toBe('lx-item-list');
  });

  it('draws a frame when bordered, and shows a title as text, never as markup', () => {
    render(<ItemList bordered items={[{ key: 'x', content: <ItemText title="<b>x</b>" /> }]} />);
    expect(screen.getByRole('list').className).toContain('lx-item-list-bordered');
    expect(screen.getByText('<b>x</b>')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
  });
});
