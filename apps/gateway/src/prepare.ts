/**
 * Work a write does before its transaction opens (issue 19, item 1). Every write of a logged-in user
 * runs inside one transaction with its operation-log row (`operationLogger`), and on PGlite an open
 * transaction holds the only connection: a slow step inside it (reading a workbook, scrypt) stalls
 * every other request. A route registered here has its slow, read-only part run by the logger before
 * the transaction opens; the handler, inside the transaction, takes the result and only writes.
 */
import type { Context } from 'hono';

type Prepare<T> = (c: Context) => Promise<T>;

const preparers = new Map<string, Prepare<unknown>>();
const results = new WeakMap<Request, Promise<unknown>>();

function key(method: string, path: string): string {
  return `${method} ${path}`;
}

function run(c: Context, prepare: Prepare<unknown>): Promise<unknown> {
  let result = results.get(c.req.raw);
  if (!result) {
    result = prepare(c);
    results.set(c.req.raw, result);
  }
  return result;
}

/**
 * Registers `prepare` for `method path` and answers what the handler calls to get its result: the
 * result of the run made before the transaction, or (when no logger ran it) of a run made now.
 */
export function beforeTransaction<T>(method: string, path: string, prepare: Prepare<T>): Prepare<T> {
  preparers.set(key(method, path), prepare);
  return (c) => run(c, prepare) as Promise<T>;
}

/** Runs the request's registered preparation, if any (the operation logger, before its transaction). */
export async function prepareWrite(c: Context): Promise<void> {
  const prepare = preparers.get(key(c.req.method, c.req.path));
  if (prepare) await run(c, prepare);
}
