/**
 * What the shell runs before login (`apps/shell/src/public/`) never loads the component library, neither
 * directly nor through a module that does. Lazy imports (`import()`) are where the console's code starts,
 * so this check follows static imports only.
 */
const base = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'public-no-antd',
      comment:
        'the login page and the other public pages stay free of antd (performance targets: the login page JS)',
      severity: 'error',
      from: { path: '^apps/shell/src/public/' },
      to: {
        path: ['(^|node_modules/)(antd|@ant-design/[^/]+|@rc-component/[^/]+)(/|$)', '^packages/ui/'],
        reachable: true,
      },
    },
  ],
  options: { ...base.options, exclude: { ...base.options.exclude, dynamic: true } },
};
