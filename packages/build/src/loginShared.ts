/**
 * The shared libraries the login page runs on, named as the federation shares them: index.html preloads
 * them (`pluginPreloadLogin`), and V8 compiles them as it decides, not whole as they load
 * (`pluginCompileHints`).
 */
export const LOGIN_SHARED: ReadonlySet<string> = new Set([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'i18next',
  'axios',
  '@lingxi/core',
]);
