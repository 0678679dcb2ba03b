/**
 * What the deferred antd components' loads wait for besides their chunk (antd.ts, LATER): nothing, in a
 * build where antd's CSS-in-JS has stylis from the start. The shell's build points this module at its
 * stylis loader instead (lateStylis.js, antdStyles.ts). Plain JavaScript, bundled as it is.
 */
export const stylesReady = () => Promise.resolve();
