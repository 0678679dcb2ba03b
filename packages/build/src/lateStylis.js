/**
 * stylis for antd's CSS-in-JS in the shell's build, loaded the first time antd writes a style itself
 * (issue 25). Plain JavaScript: it is bundled into the browser code as it is.
 *
 * antd's CSS-in-JS serialises a style with stylis only when it computes the style, never when it reads
 * it from the build-time sheet (antdStyles.ts); in the console that is when a component the first load
 * leaves out draws (a dialog, a tag: antd.ts DEFERRED) or a style the sheet lacks (lateStyles.js). The
 * shell's build gives `@ant-design/cssinjs` this module for `stylis` (a generated file that passes the
 * loader of the real one), and the loads of those components and of those style functions wait for
 * `stylesReady()`. Should a style be computed before (nothing known does), the stand-in suspends the
 * component until stylis is here, and says so in `window.__LINGXI_LATE_STYLES__` ("stylis"), which the
 * browser tests expect empty; a failed load is thrown once to the error boundary, whose retry loads
 * again.
 */
import { recordLate, suspendingLoad } from './suspendingLoad.js';

export function lateStylis(load) {
  const stylis = suspendingLoad(load);
  const stylesReady = () => stylis.ready().then(() => undefined);
  const need = () => {
    // recorded as the left-out style functions are (lateStyles.js)
    if (!stylis.done) recordLate('stylis');
    return stylis.need();
  };
  // An empty style needs no stylis: antd registers one wherever a component leaves its styles to another
  // (a dropdown's menu, whose styles are the dropdown's), and the sheet has no entry for it.
  return {
    stylesReady,
    compile: (css) => (css === '' ? [] : need().compile(css)),
    serialize: (nodes, callback) => (nodes.length === 0 ? '' : need().serialize(nodes, callback)),
    stringify: (...args) => need().stringify(...args),
    prefixer: (...args) => need().prefixer(...args),
    // called for each rule while serialising, so never for an empty style
    middleware:
      (list) =>
      (...args) =>
        need().middleware(list)(...args),
  };
}
