import { defineConfig } from 'vitest/config';

export default defineConfig({
  // antdDeferred.test.ts runs the generated module (in an app's node_modules/.lingxi, which vitest would
  // hand to Node untransformed), written for the bundler against antd's ES files, whose extensionless
  // imports Node does not resolve: under vitest it is transformed and takes the same modules of antd's
  // CommonJS build
  resolve: { alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }] },
  test: { server: { deps: { inline: [/\/\.lingxi\/antd\.js$/] } } },
});
