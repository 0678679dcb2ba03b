import { defineConfig } from 'vitest/config';
import { antdSubset } from './src/antd';
import { librarySubset, SUBSET_LIBRARIES } from './src/libraries';

// antdDeferred.test.ts and libraries.test.ts import the modules the shell's build provides as antd,
// react-router and react-i18next: written here, before the test server starts, as a build writes them (in
// a clean clone no build has yet, and the server does not see a file written into a folder it has
// already looked in: "Cannot find module")
const shell = new URL('../../apps/shell', import.meta.url).pathname;
antdSubset(shell);
for (const library of SUBSET_LIBRARIES) librarySubset(shell, library);

export default defineConfig({
  // that module sits in the app's node_modules/.lingxi, which vitest would hand to Node untransformed, and
  // it is written for the bundler against antd's ES files, whose extensionless imports Node does not
  // resolve: under vitest it is transformed and takes the same modules of antd's CommonJS build
  resolve: { alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }] },
  test: {
    server: { deps: { inline: [/\/\.lingxi\/antd\.js$/] } },
    // a sheet not yet kept is rendered by antdCatalogue.cjs in a Node process of its own: seconds each, and
    // twice that on a loaded machine (a clean clone renders three in one test)
    testTimeout: 60_000,
  },
});
