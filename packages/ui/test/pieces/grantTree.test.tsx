// The grant tree's rules (PAGES "Roles"): what is sent, how saved keys open, select all and invert.
import { describe, expect, it } from 'vitest';
import {
  checkAll,
  conduct,
  type GrantNode,
  grantedKeys,
  invertKeys,
  openGrant,
  pathKeys,
  relink,
} from '../../src/pieces/grantTree';

// system ─┬─ user ─┬─ user_add
//         │        └─ user_edit
//         └─ dept
// desk ───── notice
const TREE: GrantNode[] = [
  {
    id: 'system',
    title: 'System',
    children: [
      {
        id: 'user',
        title: 'Users',
        children: [
          { id: 'user_add', title: 'Add' },
          { id: 'user_edit', title: 'Edit' },
        ],
      },
      { id: 'dept', title: 'Departments' },
    ],
  },
  { id: 'desk', title: 'Desk', children: [{ id: 'notice', title: 'Notices' }] },
];

describe('grantedKeys: what is sent', () => {
  it('sends a half-checked parent with its checked child, unlike Saber, so the page stays reachable', () => {
    // Linked: checking "Add" alone leaves Users and System half-checked.
    const { checked, halfChecked } = conduct(TREE, ['user_add']);
    expect(checked).toEqual(['user_add']);
    expect(halfChecked).toEqual(['system', 'user']);
    // Saber would send ['user_add'] only; the menu then has no parent and cannot be opened.
    expect(grantedKeys(TREE, checked, halfChecked)).toEqual(['system', 'user', 'user_add']);
  });

  it('derives the path from the tree, so unlinked edits (no half-checked keys from antd) get it too', () => {
    expect(grantedKeys(TREE, ['user_edit'])).toEqual(['system', 'user', 'user_edit']);
    expect(grantedKeys(TREE, ['notice', 'dept'])).toEqual(['system', 'dept', 'desk', 'notice']);
  });

  it('sends a fully checked subtree whole and nothing outside it', () => {
    expect(grantedKeys(TREE, conduct(TREE, ['user']).checked)).toEqual([
      'system',
      'user',
      'user_add',
      'user_edit',
    ]);
    expect(grantedKeys(TREE, [])).toEqual([]);
  });

  it('keeps saved keys the tree does not show: the editor does not revoke what it cannot show', () => {
    expect(grantedKeys(TREE, ['dept', 'gone-menu'])).toEqual(['system', 'dept', 'gone-menu']);
  });
});

describe('openGrant: how saved keys are shown', () => {
  it('opens linked, with the saved parent half-checked, and saving again sends the same keys', () => {
    const saved = ['system', 'user', 'user_add'];
    const opened = openGrant(TREE, saved);
    expect(opened).toEqual({ linked: true, checked: ['user_add'], hidden: [] });
    expect(grantedKeys(TREE, opened.checked)).toEqual(saved);
  });

  it('opens keys saved the Saber way (no half-checked parents) linked; saving adds the missing path', () => {
    const opened = openGrant(TREE, ['user_add', 'user_edit']);
    expect(opened.linked).toBe(true);
    expect(opened.checked).toEqual(['user', 'user_add', 'user_edit']);
    expect(grantedKeys(TREE, opened.checked)).toEqual(['system', 'user', 'user_add', 'user_edit']);
  });

  it('opens unlinked when linkage would drop a saved key (a parent granted without its children)', () => {
    const saved = ['system', 'user'];
    const opened = openGrant(TREE, saved);
    expect(opened).toEqual({ linked: false, checked: ['system', 'user'], hidden: [] });
    expect(grantedKeys(TREE, opened.checked)).toEqual(saved);
  });

  it('puts keys outside the tree aside and gives them back when sending', () => {
    const opened = openGrant(TREE, ['notice', 'desk', 'old']);
    expect(opened).toEqual({ linked: true, checked: ['desk', 'notice'], hidden: ['old'] });
    expect(grantedKeys(TREE, [...opened.checked, ...opened.hidden])).toEqual(['desk', 'notice', 'old']);
  });
});

describe('toolbar rules', () => {
  it('selects every node', () => {
    expect(checkAll(TREE)).toEqual(['system', 'user', 'user_add', 'user_edit', 'dept', 'desk', 'notice']);
  });

  it('inverts the leaves when linked, and their parents follow', () => {
    expect(invertKeys(TREE, ['user', 'user_add', 'user_edit'], true)).toEqual(['dept', 'desk', 'notice']);
    expect(invertKeys(TREE, ['user_add'], true)).toEqual(['user_edit', 'dept', 'desk', 'notice']);
  });

  it('inverts every node when unlinked', () => {
    expect(invertKeys(TREE, ['system', 'user_add'], false)).toEqual([
      'user',
      'user_edit',
      'dept',
      'desk',
      'notice',
    ]);
  });

  it('linking checks what the checked parents imply; unlinking keeps the keys', () => {
    expect(relink(TREE, ['user'], true)).toEqual(['user', 'user_add', 'user_edit']);
    expect(relink(TREE, ['user'], false)).toEqual(['user']);
  });

  it('names the ancestors an unlinked tree shows half-checked', () => {
    expect(pathKeys(TREE, ['user_add', 'notice'])).toEqual(['system', 'user', 'desk']);
    expect(pathKeys(TREE, ['system', 'user'])).toEqual([]);
  });
});
