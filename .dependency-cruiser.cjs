/**
 * The boundaries of STYLE.md, checked by the lint step (`pnpm lint:deps`), not remembered. A second
 * config, `.dependency-cruiser-public.cjs`, checks the shell's public pages without the lazy imports.
 */
const CENTRES = '(system|business|identity|promotion)';
/** Resolved into node_modules, or named bare when the package cannot even resolve it. */
const UI_LIBRARIES =
  '(^|node_modules/)(react|react-dom|react-router|react-i18next|antd|@ant-design/[^/]+)(/|$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-no-circle',
      comment:
        'packages/core is a one-way stack (pure models under HTTP and the session): no import circle, not even through type-only imports',
      severity: 'error',
      from: { path: '^packages/core/src/' },
      to: { circular: true },
    },
    {
      name: 'core-no-ui',
      comment:
        'packages/core is HTTP, session, storage, validators, permissions and models: no React, no component library',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: UI_LIBRARIES },
    },
    {
      name: 'core-pure-models',
      comment: 'the menu, guard, tabs and permissions models decide; they neither fetch nor read the session',
      severity: 'error',
      from: { path: '^packages/core/src/(menu|guard|tabs|permissions|inbox)\\.ts$' },
      to: { path: '^packages/core/src/(http|session|workspace|auth|ending|refresh)\\.ts$' },
    },
    {
      name: 'ui-no-app',
      comment: 'packages/ui knows React and antd, not any centre or the shell',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^apps/' },
    },
    {
      name: 'centre-alone',
      comment:
        'a centre never imports the shell or another centre: they meet at run time through Module Federation',
      severity: 'error',
      from: { path: `^apps/${CENTRES}/` },
      to: { path: '^apps/(shell|system|business|identity|promotion)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'shell-no-centre-source',
      comment: 'the shell loads what a centre exposes at run time, never its source',
      severity: 'error',
      from: { path: '^apps/shell/' },
      to: { path: `^apps/${CENTRES}/` },
    },
    {
      name: 'gateway-no-circle',
      comment:
        'the gateway is layered: the resource engine (types → sql → query → write → tree → mount) under the services, the services under app.ts',
      severity: 'error',
      from: { path: '^apps/gateway/src/' },
      to: { circular: true },
    },
    {
      name: 'gateway-engine-below-services',
      comment: 'the resource engine knows no service: services declare resources on it',
      severity: 'error',
      from: { path: '^apps/gateway/src/resource/' },
      to: { path: '^apps/gateway/src/(services/|app\\.ts)' },
    },
    {
      name: 'no-relative-import-into-another-package',
      comment:
        'shared packages are imported by name: a relative path into their src makes a second copy of a singleton',
      severity: 'error',
      from: { path: '^(apps|packages)/([^/]+)/' },
      to: { dependencyTypes: ['local'], pathNot: '^$1/$2/' },
    },
  ],
  options: {
    exclude: {
      path: '^(apps|packages|e2e)/[^/]+/(dist|data|\\.tmp|test-results|bench-results)/|^e2e/(\\.tmp|test-results)/',
    },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.css'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
