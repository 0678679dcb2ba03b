/**
 * Expressions of a model, evaluated without `eval`: `${days > 3}`, `${pass}`, `${!pass && days >= 10}`,
 * `${environment.variables.days > 3}`, `${approver}`. A small parser of the JUEL subset Flowable and
 * Camunda read the same way, so a condition written here runs unchanged there:
 *
 * - literals: numbers, 'text' / "text", true, false, null;
 * - names and paths: a bare name is a process variable (`days`), a path from `environment`, `content`
 *   or `properties` reads bpmn-engine's own context (`environment.variables.days`);
 * - operators: `!` / `not`, `==` / `eq`, `!=` / `ne`, `<` / `lt`, `<=` / `le`, `>` / `gt`, `>=` / `ge`,
 *   `&&` / `and`, `||` / `or`, `empty x`, parentheses.
 *
 * Anything else (a call, an index, an assignment) does not parse: the expression answers undefined,
 * so a condition is false and an assignee is unresolved. Models are checked at deploy (`checkExpression`).
 */

type Token =
  | { t: 'num'; v: number }
  | { t: 'str'; v: string }
  | { t: 'name'; v: string }
  | { t: 'op'; v: string };

const KEYWORD_OPS: Record<string, string> = {
  and: '&&',
  or: '||',
  not: '!',
  eq: '==',
  ne: '!=',
  lt: '<',
  le: '<=',
  gt: '>',
  ge: '>=',
  empty: 'empty',
};

export class ExpressionError extends Error {}

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (/\d/.test(ch)) {
      const m = /^\d+(\.\d+)?/.exec(text.slice(i));
      const s = m?.[0] ?? ch;
      out.push({ t: 'num', v: Number(s) });
      i += s.length;
      continue;
    }
    if (ch === "'" || ch === '"') {
      const end = text.indexOf(ch, i + 1);
      if (end < 0) throw new ExpressionError('unterminated text');
      out.push({ t: 'str', v: text.slice(i + 1, end) });
      i = end + 1;
      continue;
    }
    const name =
      /^[A-Za-z_$\u4e00-\u9fa5][\w$\u4e00-\u9fa5]*(\.[A-Za-z_$\u4e00-\u9fa5][\w$\u4e00-\u9fa5]*)*/.exec(
        text.slice(i),
      );
    if (name) {
      const word = name[0];
      const op = KEYWORD_OPS[word];
      if (op) out.push({ t: 'op', v: op });
      else out.push({ t: 'name', v: word });
      i += word.length;
      continue;
    }
    const two = text.slice(i, i + 2);
    if (['&&', '||', '==', '!=', '<=', '>='].includes(two)) {
      out.push({ t: 'op', v: two });
      i += 2;
      continue;
    }
    if ('!<>()'.includes(ch)) {
      out.push({ t: 'op', v: ch });
      i++;
      continue;
    }
    throw new ExpressionError(`unexpected ${ch}`);
  }
  return out;
}

type Node =
  | { k: 'lit'; v: unknown }
  | { k: 'ref'; path: string[] }
  | { k: 'not'; e: Node }
  | { k: 'empty'; e: Node }
  | { k: 'bin'; op: string; a: Node; b: Node };

const PRECEDENCE: [string[], number][] = [
  [['||'], 1],
  [['&&'], 2],
  [['==', '!='], 3],
  [['<', '<=', '>', '>='], 4],
];

function parse(tokens: Token[]): Node {
  let pos = 0;
  const peek = () => tokens[pos];
  const level = (op: string) => PRECEDENCE.find(([ops]) => ops.includes(op))?.[1] ?? 0;

  function unary(): Node {
    const tok = tokens[pos++];
    if (!tok) throw new ExpressionError('unexpected end');
    if (tok.t === 'num' || tok.t === 'str') return { k: 'lit', v: tok.v };
    if (tok.t === 'name') {
      if (tok.v === 'true') return { k: 'lit', v: true };
      if (tok.v === 'false') return { k: 'lit', v: false };
      if (tok.v === 'null') return { k: 'lit', v: null };
      return { k: 'ref', path: tok.v.split('.') };
    }
    if (tok.v === '!') return { k: 'not', e: unary() };
    if (tok.v === 'empty') return { k: 'empty', e: unary() };
    if (tok.v === '(') {
      const e = binary(1);
      const close = tokens[pos++];
      if (close?.t !== 'op' || close.v !== ')') throw new ExpressionError('missing )');
      return e;
    }
    throw new ExpressionError(`unexpected ${tok.v}`);
  }

  function binary(min: number): Node {
    let left = unary();
    for (;;) {
      const tok = peek();
      if (tok?.t !== 'op') break;
      const prec = level(tok.v);
      if (prec === 0 || prec < min) break;
      pos++;
      const right = binary(prec + 1);
      left = { k: 'bin', op: tok.v, a: left, b: right };
    }
    return left;
  }

  const node = binary(1);
  if (pos !== tokens.length) throw new ExpressionError('unexpected tokens at the end');
  return node;
}

const CONTEXT_ROOTS = new Set(['environment', 'content', 'properties', 'fields']);
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

function lookup(root: unknown, path: readonly string[]): unknown {
  let value = root;
  for (const part of path) {
    if (FORBIDDEN.has(part)) return undefined;
    if (value === null || typeof value !== 'object') return undefined;
    if (!Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

export interface ExpressionScope {
  /** The process variables: a bare name reads here. */
  variables: Record<string, unknown>;
  /** bpmn-engine's context (environment, content, properties): a path from one of its roots reads here. */
  context?: Record<string, unknown>;
}

function evaluate(node: Node, scope: ExpressionScope): unknown {
  switch (node.k) {
    case 'lit':
      return node.v;
    case 'ref': {
      const [head] = node.path;
      if (head && CONTEXT_ROOTS.has(head) && scope.context) return lookup(scope.context, node.path);
      return lookup(scope.variables, node.path);
    }
    case 'not':
      return !evaluate(node.e, scope);
    case 'empty': {
      const v = evaluate(node.e, scope);
      return v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
    }
    case 'bin': {
      if (node.op === '&&') return Boolean(evaluate(node.a, scope)) && Boolean(evaluate(node.b, scope));
      if (node.op === '||') return Boolean(evaluate(node.a, scope)) || Boolean(evaluate(node.b, scope));
      const a = evaluate(node.a, scope);
      const b = evaluate(node.b, scope);
      switch (node.op) {
        case '==':
          return looseEqual(a, b);
        case '!=':
          return !looseEqual(a, b);
        default: {
          const [x, y] = comparable(a, b);
          if (x === undefined || y === undefined) return false;
          if (node.op === '<') return x < y;
          if (node.op === '<=') return x <= y;
          if (node.op === '>') return x > y;
          return x >= y;
        }
      }
    }
  }
}

/** JUEL coerces a number-like text to a number beside a number. */
function comparable(a: unknown, b: unknown): [number | string | undefined, number | string | undefined] {
  const num = (v: unknown) =>
    typeof v === 'number'
      ? v
      : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))
        ? Number(v)
        : undefined;
  if (typeof a === 'string' && typeof b === 'string') return [a, b];
  return [num(a), num(b)];
}

function looseEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (typeof a === 'number' || typeof b === 'number') {
    const [x, y] = comparable(a, b);
    return x !== undefined && x === y;
  }
  if (typeof a === 'boolean' || typeof b === 'boolean') return String(a) === String(b);
  return false;
}

const cache = new Map<string, Node | ExpressionError>();

function compiled(inner: string): Node | ExpressionError {
  let node = cache.get(inner);
  if (!node) {
    try {
      node = parse(tokenize(inner));
    } catch (err) {
      node = err instanceof ExpressionError ? err : new ExpressionError(String(err));
    }
    if (cache.size > 2000) cache.clear();
    cache.set(inner, node);
  }
  return node;
}

const WHOLE = /^\$\{([\s\S]+)\}$/;
const PART = /\$\{([^}]+)\}/g;

/**
 * The value of a text holding expressions: a text that is one `${...}` answers its value (any type),
 * a text with several is the text with each replaced by its value.
 */
export function resolve(text: string, scope: ExpressionScope): unknown {
  const whole = WHOLE.exec(text.trim());
  if (whole && !whole[1]?.includes('}')) {
    const node = compiled(whole[1] ?? '');
    return node instanceof ExpressionError ? undefined : evaluate(node, scope);
  }
  return text.replace(PART, (_, inner: string) => {
    const node = compiled(inner);
    const v = node instanceof ExpressionError ? undefined : evaluate(node, scope);
    return v === undefined || v === null ? '' : String(v);
  });
}

/** The parse error of each `${...}` in `text`, if any (a model is refused at deploy with it). */
export function checkExpression(text: string): string | undefined {
  for (const m of text.matchAll(PART)) {
    const node = compiled(m[1] ?? '');
    if (node instanceof ExpressionError) return `${m[0]}: ${node.message}`;
  }
  return undefined;
}

/** The expression handler given to bpmn-engine (its `expressions` option) in place of its own. */
export const engineExpressions = {
  isExpression: (text: unknown) => typeof text === 'string' && WHOLE.test(text.trim()),
  hasExpression: (text: unknown) => typeof text === 'string' && /\$\{[^}]+\}/.test(text),
  resolveExpression(text: string, context?: Record<string, unknown>) {
    const environment = context?.environment as { variables?: Record<string, unknown> } | undefined;
    return resolve(text, { variables: environment?.variables ?? {}, context });
  },
};
