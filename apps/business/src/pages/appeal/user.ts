/**
 * The user as the appeal decision (`decideActions`) sees him: his button codes, his departments, the
 * server's day; and `offeredBy`, a button's `visible` from that decision.
 */
import { sessionStore } from '@lingxi/core';
import { useSession } from '@lingxi/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type AppealUser, dayOf, deptIdsOf, type Offers, offers, type Subject } from './actions';
import { type Appeal, type DistributionRecord, serverTime } from './api';

/** The gateway's calendar day (deadlines and lights are counted on it), refreshed each minute. */
export function useServerDay(): string | undefined {
  const answer = useQuery({
    queryKey: ['appeal', 'server-time'],
    queryFn: serverTime,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
  return dayOf(answer.data?.time);
}

const deptIdOf = (userInfo: unknown) => (userInfo as { dept_id?: unknown } | null)?.dept_id;
const deptKeyOf = (deptId: unknown) =>
  typeof deptId === 'string' || typeof deptId === 'number' ? String(deptId) : '';

/** The user as the appeal decision sees him: his button codes, his departments, the server's day. */
export function useAppealUser(): AppealUser {
  const permissions = useSession((state) => state.permissions);
  const deptKey = deptKeyOf(useSession((state) => deptIdOf(state.userInfo)));
  const today = useServerDay();
  return useMemo(() => ({ permissions, deptIds: deptIdsOf(deptKey), today }), [permissions, deptKey, today]);
}

/** The signed-in user as the decision sees him outside a render (a page's `prefetch`), without the day. */
export function sessionAppealUser(): AppealUser {
  const { permissions, userInfo } = sessionStore.getState();
  return { permissions, deptIds: deptIdsOf(deptKeyOf(deptIdOf(userInfo))), today: undefined };
}

/**
 * `visible` of a button: whether `subject(row)` offers the user `action` now (`decideActions`, the one
 * decision of the appeal pages).
 */
export function offeredBy<T, S extends Subject>(
  user: AppealUser,
  subject: (row: T) => S,
  action: Offers[S['kind']][number],
): (row: T) => boolean {
  return (row) => offers(subject(row), user, action);
}

/** A record list's row as the decision's subject. */
export const recordSubject = (record: DistributionRecord) => ({ kind: 'record', record }) as const;

/** An appeal list's row as the decision's subject. */
export const appealSubject = (appeal: Appeal) => ({ kind: 'appeal', appeal }) as const;
