/**
 * A loader for antd's style modules in the shell's build: the style functions of the components whose
 * CSS the build-time sheet holds (antdStyles.ts) are left out of the first load (issue 25).
 *
 * antd writes a component's CSS by calling its style function, which each style module passes to
 * `genStyleHooks`, `genSubStyleComponent` or `genComponentStyleHook` (`@ant-design/cssinjs-utils`) with
 * the component's key ('Button', ['Form', 'item-item']). When the sheet holds the style, antd's CSS-in-JS
 * never calls the function (it reads the sheet), yet the function and everything only it uses were
 * shipped: 35 KiB of gzip JavaScript, a sixth of antd's part of the console's first load. In a style
 * module, this loader replaces each such function whose key the sheet holds with a stand-in from
 * `lateStyles.js`, and the bundler drops the function. Should antd ever call a stand-in (a prefix the
 * sheet does not hold, or no sheet at all), it suspends until one chunk has brought every function back:
 * the same modules loaded with `?lingxi-real`, where this loader leaves the functions in place and
 * registers them.
 *
 * Hand-written because no loader does this; the parsing is acorn's and the editing magic-string's.
 */
'use strict';
const acorn = require('acorn');
const MagicString = require('magic-string').default;

/** The calls whose second argument is a component's style function (`@ant-design/cssinjs-utils`). */
const MAKERS = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);

/** The query of the module with its style functions left in (what the stand-ins load). */
const REAL = 'lingxi-real';

/** The key antd writes the style under, as the sheet's map names it: 'Button' → 'Button-Button'. */
function keyOf(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return `${node.value}-${node.value}`;
  if (
    node.type === 'ArrayExpression' &&
    node.elements.length > 0 &&
    node.elements.every((cell) => cell && cell.type === 'Literal' && typeof cell.value === 'string')
  )
    return node.elements.map((cell) => cell.value).join('-');
  return null;
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Calls `visit(node, parents)` for every node of the tree, parents outermost first. */
function walk(node, visit, parents = []) {
  if (!node || typeof node.type !== 'string') return;
  visit(node, parents);
  const inner = [...parents, node];
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) walk(child, visit, inner);
    else if (value && typeof value === 'object' && key !== 'loc') walk(value, visit, inner);
  }
}

/** The names a node declares or uses, read conservatively: every identifier in it. */
function identifiers(node) {
  const names = new Set();
  walk(node, (inner) => {
    if (inner.type === 'Identifier') names.add(inner.name);
  });
  return names;
}

/**
 * Whether a style function made inside a function (the menu's and the tooltip's hooks are made on each
 * call) uses nothing of the functions around it, so that a copy of it at the module's top level is the
 * same function: no name it reads is a parameter or a declaration of theirs.
 */
function standsAlone(styleFn, enclosing) {
  const local = new Set();
  for (const fn of enclosing) {
    for (const param of fn.params) for (const name of identifiers(param)) local.add(name);
    walk(fn.body, (node) => {
      if (node.start >= styleFn.start && node.end <= styleFn.end) return;
      if (node.type === 'VariableDeclarator') for (const name of identifiers(node.id)) local.add(name);
      if (node.type === 'FunctionDeclaration' && node.id) local.add(node.id.name);
    });
  }
  for (const name of identifiers(styleFn)) if (local.has(name)) return false;
  return true;
}

/**
 * The style functions the module passes to a maker, with their keys: those of calls that run when the
 * module does (`export default genStyleHooks(…)`), and those made inside a function that stand alone
 * (`nested`: the module loaded with `?lingxi-real` registers a copy of each at its top level). A call
 * whose function reads its surroundings is not listed, so its function stays.
 */
function styleFunctions(ast) {
  const found = [];
  walk(ast, (node, parents) => {
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || !MAKERS.has(node.callee.name))
      return;
    const [component, styleFn] = node.arguments;
    const key = component && keyOf(component);
    if (!key || !styleFn) return;
    const enclosing = parents.filter((parent) => FUNCTIONS.has(parent.type));
    if (enclosing.length > 0 && !standsAlone(styleFn, enclosing)) return;
    found.push({ key, styleFn, nested: enclosing.length > 0 });
  });
  return found;
}

const parse = (source) => acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });

/** The keys of the style functions a module's text passes to the makers (those this loader can leave out). */
function styleKeys(source) {
  return styleFunctions(parse(source)).map(({ key }) => key);
}

/**
 * The module's text with the style functions of the `covered` keys replaced by stand-ins (`real`: left in
 * and registered instead). `helper` is the path of lateStyles.js, `all` the module that loads every
 * covered style module with its functions (the stand-ins' one chunk). Unchanged when it makes no covered
 * style.
 */
function transform(source, { covered, real, helper, all }) {
  const out = new MagicString(source);
  let changed = false;
  for (const { key, styleFn, nested } of styleFunctions(parse(source))) {
    if (!covered.has(key)) continue;
    const name = JSON.stringify(key);
    if (real && nested) {
      out.append(`\n__lingxiStyles.real(${name}, ${source.slice(styleFn.start, styleFn.end)});\n`);
    } else if (real) {
      out.appendLeft(styleFn.start, `__lingxiStyles.real(${name}, `);
      out.appendRight(styleFn.end, ')');
    } else {
      const load = `() => import(${JSON.stringify(all)})`;
      out.overwrite(styleFn.start, styleFn.end, `__lingxiStyles.later(${name}, ${load})`);
    }
    changed = true;
  }
  if (!changed) return source;
  out.prepend(`import * as __lingxiStyles from ${JSON.stringify(helper)};\n`);
  return out.toString();
}

/** The rspack loader: options `{ covered: string[], helper: string, all: string }`. */
function loader(source) {
  const { covered, helper, all } = this.getOptions();
  return transform(source, {
    covered: new Set(covered),
    real: new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).has(REAL),
    helper,
    all,
  });
}

/** The style keys the sheet holds, from its cache-path map (`hash|Button-Button|ant-btn|anticon:…;…`). */
function coveredKeys(css) {
  const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css);
  const keys = new Set();
  if (!map) return keys;
  for (const entry of map[1].split(';')) {
    const cells = entry.slice(0, entry.lastIndexOf(':')).split('|');
    // [hashId, key, prefixCls, iconPrefixCls]; the reset styles ('Shared') and the icons' have no function here
    if (cells.length === 4 && cells[1]) keys.add(cells[1]);
  }
  return keys;
}

module.exports = loader;
module.exports.transform = transform;
module.exports.styleKeys = styleKeys;
module.exports.coveredKeys = coveredKeys;
module.exports.REAL = REAL;
