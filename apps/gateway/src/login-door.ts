/**
 * The login door's limits (issue 19 item 4; README "Guarantees: the login door"). Every counter is a
 * row of `lingxi_rate_limit` (shared by all gateways of one database): `hits` failures, `window_start`
 * the last one. What a counter blocks is derived from those two, so one upsert per counter records a
 * failure and one select reads them all.
 *
 * - address (`login-ip|ip`): `addressFailures` free failures (wrong password, unknown account or
 *   wrong captcha, on any account); each further one makes the address wait 1, 2, 4 … s (≤ 1 h):
 *   attempts meanwhile answer 429 with Retry-After.
 * - account for one address (`login-pair|tenant|ip|account`): every `maxLoginFailures`-th wrong password
 *   locks the account for that address only, `lockMinutes` the first time, doubling (≤ 24 h); a success
 *   clears it. The owner at another address is not locked by someone else's failures.
 * - account (`login-account|tenant|account`, all addresses): beyond `accountFailures`, each failure
 *   shuts the account for 1, 2, 4 … s (≤ 1 h) to every address that has itself failed on it: a
 *   distributed attack gets about one guess per address, the owner typing the right password from an
 *   address that has not failed still gets in.
 * - isFrame logins (`login-frame|tenant|account`): the captcha-less door (SPEC §2) takes
 *   `frameLoginFailures` failures per account and hour from all addresses together, then stays shut for
 *   that account until an hour after the last one; the captcha login is not affected.
 * - token endpoint (`token|ip`): `tokenPerMinute` requests per address and fixed minute, then 429.
 *
 * Limits are read before the password is checked and counted after it: a burst of parallel attempts
 * can overshoot a counter by its size, which the token rate bounds.
 */
import type { GatewayOptions } from './config';
import type { Db } from './db';

/** A refusal answered 429 with `Retry-After` and the contract's `R` body. */
export class RateLimited extends Error {
  constructor(
    /** Whole seconds until the next attempt can pass. */
    readonly retryAfter: number,
    message: string,
  ) {
    super(message);
    this.name = 'RateLimited';
  }
}

export const MSG_TOO_MANY = '请求过于频繁，请稍后再试';
export const MSG_TOO_MANY_FAILURES = '登录失败次数过多，请稍后再试';

const HOUR = 3600;
/** Longest wait of an address or an account (s). */
const MAX_DELAY = HOUR;
/** Longest lock of an account for one address (s). */
const MAX_LOCK = 24 * HOUR;

/** What one login attempt is checked against. */
export interface Attempt {
  ip: string | null;
  tenantId: string;
  account: string;
  /** The captcha-less isFrame login. */
  frame: boolean;
}

/** The state of an attempt's counters, read once before the password is checked. */
export interface DoorState {
  /** Seconds the address must still wait (0: none). */
  addressWait: number;
  /** The account is locked for this address (its own lock, or the account's while this address has failed on it). */
  locked: boolean;
  /** This is an isFrame attempt and the isFrame door of its account is shut. */
  frameShut: boolean;
}

const addressKey = (ip: string | null) => `login-ip|${ip ?? 'unknown'}`;
const pairKey = (a: Attempt) => `login-pair|${a.tenantId}|${a.ip ?? 'unknown'}|${a.account}`;
const accountKey = (a: Attempt) => `login-account|${a.tenantId}|${a.account}`;
const frameKey = (a: Attempt) => `login-frame|${a.tenantId}|${a.account}`;

export class LoginDoor {
  private readonly lockSeconds: number;
  private readonly maxLock: number;

  constructor(
    private readonly db: Db,
    private readonly options: GatewayOptions,
  ) {
    this.lockSeconds = options.lockMinutes * 60;
    this.maxLock = Math.max(MAX_LOCK, this.lockSeconds);
  }

  /** Seconds without a failure after which a counter starts again (longer than anything it blocks). */
  private forget(kind: 'pair' | 'frame' | 'other'): number {
    return kind === 'pair' ? this.maxLock + HOUR : kind === 'frame' ? HOUR : MAX_DELAY + HOUR;
  }

  /** Counts a token request of the address; beyond the rate, 429 until the minute is over. */
  async admitToken(ip: string | null): Promise<void> {
    const rows = await this.db.query<{ hits: number; left: number }>(
      `insert into lingxi_rate_limit (bucket, hits, window_start) values ($1, 1, now())
       on conflict (bucket) do update set
         hits = case when lingxi_rate_limit.window_start <= now() - interval '60 seconds' then 1
                     else lingxi_rate_limit.hits + 1 end,
         window_start = case when lingxi_rate_limit.window_start <= now() - interval '60 seconds' then now()
                             else lingxi_rate_limit.window_start end
       returning hits, extract(epoch from window_start + interval '60 seconds' - now())::float8 as left`,
      [`token|${ip ?? 'unknown'}`.slice(0, 200)],
    );
    const row = rows[0];
    if (row && row.hits > this.options.tokenPerMinute)
      throw new RateLimited(Math.max(1, Math.ceil(row.left)), MSG_TOO_MANY);
  }

  /** Reads the attempt's counters (one query). */
  async state(a: Attempt): Promise<DoorState> {
    const keys = [addressKey(a.ip), pairKey(a), accountKey(a), frameKey(a)];
    const rows = await this.db.query<{ bucket: string; hits: number; age: number }>(
      `select bucket, hits, extract(epoch from now() - window_start)::float8 as age
       from lingxi_rate_limit where bucket = any($1::text[])`,
      [keys],
    );
    const get = (key: string, kind: 'pair' | 'frame' | 'other') => {
      const row = rows.find((r) => r.bucket === key);
      return row && row.age <= this.forget(kind) ? { hits: row.hits, age: row.age } : undefined;
    };
    const growing = (c: { hits: number; age: number } | undefined, free: number) =>
      c && c.hits > free ? Math.max(0, Math.min(2 ** (c.hits - free - 1), MAX_DELAY) - c.age) : 0;
    const address = get(keys[0] as string, 'other');
    const pair = get(keys[1] as string, 'pair');
    const account = get(keys[2] as string, 'other');
    const frame = get(keys[3] as string, 'frame');
    const max = this.options.maxLoginFailures;
    const pairLocked =
      !!pair &&
      pair.hits >= max &&
      pair.hits % max === 0 &&
      Math.min(this.lockSeconds * 2 ** (pair.hits / max - 1), this.maxLock) > pair.age;
    // "has failed on it": within the account counter's own memory
    const accountShut =
      !!pair && pair.age <= this.forget('other') && growing(account, this.options.accountFailures) > 0;
    return {
      addressWait: Math.ceil(growing(address, this.options.addressFailures)),
      locked: pairLocked || accountShut,
      frameShut: a.frame && !!frame && frame.hits >= this.options.frameLoginFailures,
    };
  }

  /** Throws 429 while the address must wait. */
  static admitAddress(state: DoorState): void {
    if (state.addressWait > 0) throw new RateLimited(state.addressWait, MSG_TOO_MANY_FAILURES);
  }

  /** Counts a failed attempt: a wrong captcha on the address only, a wrong password on every counter. */
  async failed(a: Attempt, what: 'captcha' | 'password'): Promise<void> {
    const keys = [addressKey(a.ip)];
    if (what === 'password') keys.push(pairKey(a), accountKey(a));
    if (what === 'password' && a.frame) keys.push(frameKey(a));
    await this.db.query(
      `insert into lingxi_rate_limit (bucket, hits, window_start)
       select b, 1, now() from unnest($1::text[]) as b
       on conflict (bucket) do update set
         hits = case when lingxi_rate_limit.window_start < now() - (case
                            when excluded.bucket like 'login-pair|%' then $2::float8
                            when excluded.bucket like 'login-frame|%' then $3::float8
                            else $4::float8 end) * interval '1 second'
                     then 1 else lingxi_rate_limit.hits + 1 end,
         window_start = now()`,
      [keys.map((k) => k.slice(0, 200)), this.forget('pair'), this.forget('frame'), this.forget('other')],
    );
    // counters of addresses and names that never come back: dropped now and then
    if (Math.random() < 0.01)
      await this.db.query(
        `delete from lingxi_rate_limit where window_start < now() - $1::float8 * interval '1 second'`,
        [this.forget('pair') + HOUR],
      );
  }

  /** A right password: the account's lock for this address is cleared (the other counters decay). */
  async succeeded(a: Attempt): Promise<void> {
    await this.db.query('delete from lingxi_rate_limit where bucket = $1', [pairKey(a).slice(0, 200)]);
  }
}
