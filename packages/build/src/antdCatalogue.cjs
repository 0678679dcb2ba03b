/**
 * Writes antd's CSS for the components the console draws first, with the map that lets antd's
 * CSS-in-JS skip writing it again in the browser (antdStyles.ts says why). Run by the build in its own
 * Node process: `node antdCatalogue.cjs <antd package.json> <names as JSON>`, the CSS on stdout.
 *
 * antd writes a component's CSS the first time one renders. It has no list of its style functions to call
 * instead, so this renders each component (antd's CommonJS build, react-dom/server) in the forms the
 * console uses: the variants that register styles of their own (a table with a selection and a pager, a
 * tag in a preset colour, an editable card's tabs, a search field). A component the catalogue does not
 * know renders bare; `test/antdStyles.test.ts` fails when one then writes no style. Hand-written because
 * antd's own extractor (`@ant-design/static-style-extract`) renders every component antd has, and this
 * sheet must hold only the ones the console loads at once.
 */
'use strict';
const { createRequire } = require('node:module');

process.env.NODE_ENV = 'production'; // antd's class names and hashes differ in development

const [antdPackage, namesJson, themeName] = process.argv.slice(2);
if (!antdPackage || !namesJson) {
  process.stderr.write('usage: node antdCatalogue.cjs <antd package.json> <names as JSON> [dark|compact]\n');
  process.exit(2);
}
const fromAntd = createRequire(antdPackage);
const React = fromAntd('react');
const { renderToString } = fromAntd('react-dom/server');
const antd = fromAntd('antd');
const { createCache, extractStyle, StyleProvider } = fromAntd('@ant-design/cssinjs');

const h = React.createElement;
const text = (value) => value;
const items = [{ key: 'group', label: 'group', children: [{ key: 'item', label: 'item' }] }];
const columns = [
  { key: 'name', dataIndex: 'name', title: 'name', width: 120, ellipsis: true, sorter: true },
  { key: 'actions', title: 'actions', width: 90, fixed: 'right' },
];

/** The forms the console draws each component in; a component not named here renders bare. */
const CATALOGUE = {
  Badge: () => [
    h(antd.Badge, { key: 1, count: 1 }, h('span')),
    h(antd.Badge, { key: 2, status: 'success', text: 'on' }),
  ],
  Breadcrumb: () => h(antd.Breadcrumb, { items: [{ title: 'a' }, { title: 'b' }] }),
  Button: () => [
    h(antd.Button, { key: 1, type: 'primary' }, 'b'),
    h(antd.Button, { key: 2, danger: true, loading: true }, 'b'),
  ],
  Card: () => h(antd.Card, { title: 'card', size: 'small' }, 'body'),
  Checkbox: () => h(antd.Checkbox.Group, { options: ['a'] }),
  Col: () => h(antd.Row, { gutter: 8 }, h(antd.Col, { span: 12, xs: 24 }, 'col')),
  Dropdown: () => h(antd.Dropdown, { menu: { items: [] } }, h('a', null, 'open')),
  Empty: () => h(antd.Empty, { image: antd.Empty.PRESENTED_IMAGE_SIMPLE }),
  Flex: () => h(antd.Flex, { gap: 8 }, 'flex'),
  Form: () =>
    h(
      antd.Form,
      { layout: 'inline' },
      h(
        antd.Form.Item,
        { label: 'text', name: 'text', rules: [{ required: true }], help: 'help' },
        h(antd.Input),
      ),
    ),
  Input: () => [
    h(antd.Input, { key: 1, allowClear: true }),
    h(antd.Input.Password, { key: 2 }),
    h(antd.Input.TextArea, { key: 3, showCount: true }),
    h(antd.Input.Search, { key: 4 }),
  ],
  Layout: () =>
    h(
      antd.Layout,
      null,
      h(antd.Layout.Header),
      h(antd.Layout.Sider, { collapsible: true, trigger: null }),
      h(antd.Layout.Content),
    ),
  Menu: () => h(antd.Menu, { mode: 'inline', items, defaultOpenKeys: ['group'], selectedKeys: ['item'] }),
  Pagination: () =>
    h(antd.Pagination, { total: 100, showSizeChanger: true, showQuickJumper: true, showTotal: text }),
  Popover: () => h(antd.Popover, { content: 'popover' }, h('a', null, 'open')),
  Radio: () => [
    h(antd.Radio.Group, { key: 1, options: ['a'] }),
    h(antd.Radio.Group, { key: 2, options: ['b'], optionType: 'button' }),
  ],
  Result: () => h(antd.Result, { status: 'warning', title: 'result' }),
  Row: () => h(antd.Row, null, 'row'),
  Select: () => [
    h(antd.Select, { key: 1, options: [] }),
    h(antd.Select, { key: 2, mode: 'multiple', options: [] }),
  ],
  Skeleton: () => h(antd.Skeleton, { active: true }),
  Space: () => [
    h(antd.Space, { key: 1 }, 'a', 'b'),
    h(antd.Space.Compact, { key: 2 }, h(antd.Button, null, 'c')),
  ],
  Spin: () => h(antd.Spin),
  Switch: () => h(antd.Switch),
  Table: () =>
    h(antd.Table, {
      columns,
      dataSource: [{ id: 1, name: 'row' }],
      rowKey: 'id',
      tableLayout: 'fixed',
      scroll: { x: 400 },
      rowSelection: {},
      pagination: { total: 100, showSizeChanger: true, showQuickJumper: true, showTotal: text },
    }),
  Tabs: () =>
    h(antd.Tabs, {
      type: 'editable-card',
      hideAdd: true,
      size: 'small',
      items: [{ key: 'tab', label: 'tab' }],
    }),
  Tag: () => [
    h(antd.Tag, { key: 1 }, 't'),
    h(antd.Tag, { key: 2, color: 'blue' }, 't'),
    h(antd.Tag, { key: 3, color: 'success' }, 't'),
  ],
  Tooltip: () => h(antd.Tooltip, { title: 'tip' }, h('a', null, 'hover')),
  Typography: () => [
    h(antd.Typography.Title, { key: 1, level: 4 }, 't'),
    h(antd.Typography.Text, { key: 2, type: 'secondary' }, 't'),
  ],
};

const names = JSON.parse(namesJson);
const parts = names.flatMap((name) => {
  const draw = CATALOGUE[name];
  if (draw) return [h(React.Fragment, { key: name }, draw())];
  const Component = antd[name];
  // ConfigProvider, Grid and theme are no components to draw
  return typeof Component === 'function' || (typeof Component === 'object' && Component?.$$typeof)
    ? [h(Component, { key: name })]
    : [];
});
const theme =
  themeName === 'dark'
    ? { algorithm: antd.theme.darkAlgorithm }
    : themeName === 'compact'
      ? {
          algorithm: antd.theme.compactAlgorithm,
          token: { colorPrimary: '#c41d7f', borderRadius: 2, fontSize: 16, motion: false },
        }
      : undefined;
const cache = createCache();
renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme }, parts)));
// only the components' styles: the theme's variables are the browser's to write, per theme
process.stdout.write(extractStyle(cache, { plain: true, types: ['style'] }));
