/**
 * To-do counts (issue 23): `useCounts(screen)` asks the gateway for every count of one screen in one
 * request (`GET /lingxi-desk/inbox/counts?screen=`, each count the total of the list it stands for), read
 * again when the screen's resource is written and whenever the bell's shared poll brings news;
 * `CountLabel` is a tab's label with its count; `useOpenFromAddress` opens the record an address names
 * (`?open=<id>`, where the bell leads).
 */
import { inboxStore, OPEN_PARAM, request } from '@lingxi/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge } from 'antd';
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { resourceKey } from '../crud/data';

export const COUNTS_URL = '/lingxi-desk/inbox/counts';

/** The screens the gateway counts for, and the names of their counts. */
export type CountScreen = 'appealHandle' | 'appealDelayAudit' | 'appealReturnAudit' | 'work';

/** The query key of a screen's counts: under the resource's, so a write to it reads them again. */
export const countsKey = (screen: CountScreen, api?: { base: string }) =>
  api ? [...resourceKey(api), 'counts', screen] : ['counts', screen];

const subscribe = (listener: () => void) => inboxStore.subscribe(listener);
const fetchedAt = () => inboxStore.getState().fetchedAt;

/**
 * The counts of one screen (a count the user may not read is absent); undefined until they arrive.
 * `api`: the screen's resource, whose writes refresh the counts with its lists.
 */
export function useCounts(screen: CountScreen, api?: { base: string }): Record<string, number> | undefined {
  const key = countsKey(screen, api);
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: key,
    queryFn: () =>
      request<Record<string, number>>({ url: COUNTS_URL, method: 'get', params: { screen }, silent: true }),
    staleTime: 0,
  });
  // the bell's poll (one for all tabs) brought news: the counts may have moved too
  const polled = useSyncExternalStore(subscribe, fetchedAt, fetchedAt);
  const first = useRef(polled);
  const joined = key.join('\u0000');
  useEffect(() => {
    if (polled === first.current) return;
    first.current = polled;
    void queryClient.invalidateQueries({ queryKey: joined.split('\u0000'), exact: true });
  }, [polled, joined, queryClient]);
  return data;
}

/**
 * A tab's label with its count beside it (nothing while unknown, nor for zero unless `showZero`); the count is part of the
 * label's text, so a screen reader reads "To sign 3".
 */
export function CountLabel({
  label,
  count,
  showZero = false,
}: {
  label: ReactNode;
  count: number | undefined;
  /** Show 0 too (a summary beside a list, where no number would read as unknown). */
  showZero?: boolean;
}) {
  return (
    <span className="lx-count-label">
      {label}
      {count !== undefined && (count > 0 || showZero) ? (
        <Badge
          count={count}
          showZero={showZero}
          overflowCount={99}
          size="small"
          // white on #c41d1f is 6.1:1 (antd's default red is 3.6:1)
          style={{
            backgroundColor: count > 0 ? '#c41d1f' : '#595959',
            marginInlineStart: 6,
            boxShadow: 'none',
          }}
        />
      ) : null}
    </span>
  );
}

/**
 * Shows the record named by the address (`?open=<id>`) once, and takes the parameter out of the address
 * so that a reload or the back button does not open it again.
 */
export function useOpenFromAddress(open: (id: string) => void): void {
  const [params, setParams] = useSearchParams();
  const id = params.get(OPEN_PARAM);
  const latest = useRef(open);
  latest.current = open;
  useEffect(() => {
    if (!id) return;
    latest.current(id);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [id, setParams]);
}
