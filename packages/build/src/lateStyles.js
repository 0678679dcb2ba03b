/**
 * The stand-ins for antd's style functions that the shell's build leaves out (antdStyleLoader.cjs), and
 * the registry that brings them back. Plain JavaScript: it is bundled into the browser code as it is.
 *
 * antd calls a style function only for a style the build-time sheet does not hold. A stand-in called
 * before the functions are here suspends the component (React shows the nearest fallback) until the one
 * chunk of every left-out function, and stylis to write their styles with (lateStylis.js), have loaded;
 * from then on each stand-in calls its function at once.
 * If that chunk cannot be loaded, the next call throws its error to the nearest error boundary (the
 * page's "could not load" with its retry), which tries the chunk again. Each style drawn this way is
 * recorded in `window.__LINGXI_LATE_STYLES__` ("key prefix"): the browser tests check that the console's
 * journeys draw none, that is, that the sheet holds what the console draws.
 */

import { recordLate, suspendingLoad } from './suspendingLoad.js';

/** key → the style function, once its module has loaded with it. */
const functions = new Map();
/** The load of the chunk with every function and, after it, of stylis (one for all the stand-ins). */
let chunk;

/** A real style function (in a module loaded with `?lingxi-real`): kept here, and returned as it is. */
export function real(key, styleFn) {
  functions.set(key, styleFn);
  return styleFn;
}

/** The stand-in for the function of `key`: the real one once loaded (`load` brings them all). */
export function later(key, load) {
  return (token, info) => {
    const styleFn = functions.get(key);
    if (styleFn) return styleFn(token, info);
    recordLate(`${key} ${info?.prefixCls ?? ''}`.trim());
    // the chunk's module also says when stylis, which antd then writes the styles with, is here
    chunk ??= suspendingLoad(() => load().then((all) => all?.stylesReady?.()));
    if (chunk.done) throw new Error(`antd's style function for ${key} is not in its chunk (@lingxi/build)`);
    return chunk.need();
  };
}
