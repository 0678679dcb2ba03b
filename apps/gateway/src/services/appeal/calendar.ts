/**
 * Deadlines and the traffic light, pure: dates are `YYYY-MM-DD` strings of the gateway's calendar day,
 * a working day is Monday to Friday unless the calendar marks it a holiday, or any day the calendar
 * marks a make-up working day (调休上班). No clock, no database: the handlers pass both in.
 */

export interface Calendar {
  /** Dates that are not working days although they fall Monday to Friday. */
  holidays: ReadonlySet<string>;
  /** Dates that are working days although they fall on a weekend. */
  workdays: ReadonlySet<string>;
}

export const EMPTY_CALENDAR: Calendar = { holidays: new Set(), workdays: new Set() };

export const LIGHTS = ['green', 'yellow', 'red'] as const;
export type Light = (typeof LIGHTS)[number];
export const LIGHT_NAMES: Record<Light, string> = { green: '绿灯', yellow: '黄灯', red: '红灯' };
/** Order of severity (sorting by light): none 0, green 1, yellow 2, red 3. */
export const LIGHT_RANK: Record<Light, number> = { green: 1, yellow: 2, red: 3 };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Longest walk through the calendar (about ten years): a calendar of nothing but holidays ends here. */
const MAX_STEPS = 3660;

function toUtc(date: string): number {
  const m = DATE.exec(date);
  if (!m) throw new Error(`not a date: ${date}`);
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return t;
}

function fromUtc(t: number): string {
  const d = new Date(t);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Whether `date` is a real calendar date in `YYYY-MM-DD`. */
export function isDate(date: string): boolean {
  const m = DATE.exec(date);
  if (!m) return false;
  return fromUtc(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) === date;
}

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * 86_400_000);
}

/** Day of the week, 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return new Date(toUtc(date)).getUTCDay();
}

export function isWorkingDay(date: string, cal: Calendar): boolean {
  if (cal.workdays.has(date)) return true;
  if (cal.holidays.has(date)) return false;
  const day = weekday(date);
  return day !== 0 && day !== 6;
}

/** The n-th working day strictly after `date` (n = 0 answers `date`). */
export function addWorkingDays(date: string, n: number, cal: Calendar): string {
  let current = date;
  let left = n;
  for (let step = 0; left > 0; step++) {
    if (step > MAX_STEPS) throw new Error('working-day calendar has no working day in ten years');
    current = addDays(current, 1);
    if (isWorkingDay(current, cal)) left--;
  }
  return current;
}

/** Working days w with after < w ≤ upTo (0 when upTo ≤ after). */
export function workingDaysBetween(after: string, upTo: string, cal: Calendar): number {
  let count = 0;
  let current = after;
  for (let step = 0; current < upTo; step++) {
    if (step > MAX_STEPS) break;
    current = addDays(current, 1);
    if (isWorkingDay(current, cal)) count++;
  }
  return count;
}

/** When a dispatched record turns yellow and red. */
export interface Schedule {
  /** The last day of the time limit: red from the day after. */
  deadline: string;
  /** Yellow from this day: 80 % of the working days used, or at most one left. */
  yellowFrom: string;
  /** Yellow from this day while still unsigned: one whole working day after dispatch. */
  signYellowFrom: string;
}

/**
 * The schedule of a record dispatched on `dispatchDate` with the deadline `deadline`. The limit L is the
 * number of working days after the dispatch day up to the deadline; a working day counts as used once it
 * has ended. Yellow when used ≥ 80 % of L or left ≤ 1, i.e. from the day after the k-th working day,
 * k = min(⌈0.8·L⌉, L − 1) (from the dispatch day itself when k ≤ 0).
 */
export function scheduleFor(dispatchDate: string, deadline: string, cal: Calendar): Schedule {
  const limit = workingDaysBetween(dispatchDate, deadline, cal);
  const k = Math.min(Math.ceil((4 * limit) / 5), limit - 1);
  const yellowFrom = k <= 0 ? dispatchDate : addDays(addWorkingDays(dispatchDate, k, cal), 1);
  const signYellowFrom = addDays(addWorkingDays(dispatchDate, 1, cal), 1);
  return { deadline, yellowFrom, signYellowFrom };
}

/** The schedule of a record dispatched on `dispatchDate` with a limit of `limitDays` working days. */
export function scheduleFromLimit(dispatchDate: string, limitDays: number, cal: Calendar): Schedule {
  return scheduleFor(dispatchDate, addWorkingDays(dispatchDate, limitDays, cal), cal);
}

export interface LightInput {
  state: string;
  deadline: string | null;
  yellowFrom: string | null;
  signYellowFrom: string | null;
  /** The light kept when the record was disposed. */
  finishLight: string | null;
}

/**
 * The computed light of a record on `today` (the SQL of store.ts says the same): none before dispatch and
 * after a return; the kept light once disposed or closed; otherwise red after the deadline, yellow from
 * yellowFrom (or from signYellowFrom while unsigned), green before.
 */
export function lightOf(r: LightInput, today: string): Light | null {
  if (r.state === 'disposed' || r.state === 'closed') return (r.finishLight as Light | null) ?? null;
  if (r.state === 'pending' || r.state === 'returned' || !r.deadline) return null;
  if (today > r.deadline) return 'red';
  if (r.yellowFrom && today >= r.yellowFrom) return 'yellow';
  if (r.state === 'dispatched' && r.signYellowFrom && today >= r.signYellowFrom) return 'yellow';
  return 'green';
}

/**
 * The dates a delay may be requested for (README "Delay"): after the deadline, at most `maxDays`
 * calendar days after it, and working days only. `latest` is the last day the rule allows (a
 * working day or not); `dates` the days the console's date picker leaves enabled (issue 23).
 */
export function delayWindow(
  deadline: string,
  maxDays: number,
  cal: Calendar,
): { earliest: string; latest: string; dates: string[] } {
  const dates: string[] = [];
  for (let n = 1; n <= maxDays; n++) {
    const day = addDays(deadline, n);
    if (isWorkingDay(day, cal)) dates.push(day);
  }
  return { earliest: addDays(deadline, 1), latest: addDays(deadline, maxDays), dates };
}
