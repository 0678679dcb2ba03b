/**
 * Which actions a policy's records allow in which state (gateway README "Policies"), pure: the
 * declaration window of a report project on a day, and what it allows; whether a policy may be removed.
 * The server's rules are the same (a policy with a project not yet closed stays); the console hides what
 * it would refuse.
 */

export type WindowState = 'upcoming' | 'open' | 'closed';

/** The window's state on `today` (`YYYY-MM-DD`): open from its opening day through its closing day. */
export function windowState(openDate: string, closeDate: string, today: string): WindowState {
  if (today < openDate) return 'upcoming';
  if (today > closeDate) return 'closed';
  return 'open';
}

export type ProjectAction = 'edit' | 'delete' | 'depts';

/**
 * A project's actions: before and during its window it is edited and its reviewing departments are
 * changed; once closed it is read only, and only removed (its declarations are over).
 */
export function projectActions(
  project: { openDate?: string; closeDate?: string },
  today: string,
): ProjectAction[] {
  if (!project.openDate || !project.closeDate) return ['edit', 'delete', 'depts'];
  const state = windowState(project.openDate, project.closeDate, today);
  return state === 'closed' ? ['delete'] : ['edit', 'delete', 'depts'];
}

/** A policy is removed only when none of its projects is still open (open or upcoming). */
export function policyRemovable(projects: readonly { closeDate?: string }[], today: string): boolean {
  return projects.every((project) => Boolean(project.closeDate) && String(project.closeDate) < today);
}

/** Today in the browser's time zone, as the server writes dates. */
export function todayText(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
