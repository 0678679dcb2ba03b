/**
 * One save, the way every save of the kit goes (refine's `useForm` lifecycle, `ActionDialog`'s): busy
 * while the call is out, a second submit refused until the answer (three quick clicks send one call),
 * then the success message, the refresh of the written resource and of what it `invalidates`. A refusal
 * keeps what was typed: the request layer has said why (SPEC §8); a failure it did not report (a bug, a
 * check of the page) is said as 'unknown error', never swallowed.
 *
 * ```tsx
 * const save = useSubmit(region);                                    // the resource's own submit
 * const grant = useSubmit((ids: string[]) => roleApi.custom('grant', { method: 'POST', data: { ids } }), {
 *   success: 'role.granted', invalidates: [role],
 * });
 * <Button loading={grant.busy} onClick={() => void grant.submit(ids)} />
 * ```
 */
import { ApiError, notices } from '@lingxi/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateWrites } from './data';
import type { Invalidates, Resource, Row } from './schema';

export interface SubmitOptions<V, A> {
  /** i18n key of the message after success ('crud.done' by default), one chosen from the answer, or `false`. */
  success?: string | false | ((answer: A, values: V) => string | false);
  /** Resources to refresh besides the written resource (which refreshes itself and its `invalidates`). */
  invalidates?: readonly Invalidates[];
  /** After the message and the refresh (close a form, select the new record...). */
  onSuccess?: (answer: A, values: V) => void;
}

export interface Submit<V> {
  /** Calls once at a time: answers whether it went through; false at once while a call is out. */
  submit(values: V): Promise<boolean>;
  /** A call is out (the button shows it; the form is disabled). */
  busy: boolean;
}

/**
 * Refreshes resources after a change made outside a save (an import): `const refresh = useInvalidate(user)`.
 * The resources' own `invalidates` come along.
 */
export function useInvalidate(...targets: Invalidates[]): () => Promise<void> {
  const queryClient = useQueryClient();
  const latest = useRef(targets);
  latest.current = targets;
  return useCallback(() => invalidateWrites(queryClient, undefined, latest.current), [queryClient]);
}

/** Whether the request layer has already told the user about this failure. */
export function reported(error: unknown): boolean {
  return (
    error instanceof ApiError ||
    (typeof error === 'object' &&
      error !== null &&
      (error as { isAxiosError?: boolean }).isAxiosError === true)
  );
}

/** Saves a resource's record with its own `submit` (or `create` / `update` by the id). */
function resourceSave<T extends Row>(resource: Resource<T>) {
  const { api } = resource;
  return (values: Partial<T>): Promise<unknown> => {
    const write = (values.id !== undefined ? api.update : api.create) ?? api.submit;
    return write ? write(values) : Promise.reject(new Error(`${api.base} cannot be saved`));
  };
}

export function useSubmit<T extends Row>(
  target: Resource<T>,
  options?: SubmitOptions<Partial<T>, unknown>,
): Submit<Partial<T>>;
export function useSubmit<V, A = unknown>(
  target: (values: V) => Promise<A>,
  options?: SubmitOptions<V, A>,
): Submit<V>;
export function useSubmit<V, A>(
  target: Resource<Row> | ((values: V) => Promise<A>),
  options: SubmitOptions<V, A> = {},
): Submit<V> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // the guard is a ref: a second click in the same frame comes before the busy state has rendered
  const running = useRef(false);
  const latest = useRef({ target, options });
  latest.current = { target, options };

  const submit = useCallback(
    async (values: V) => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      const { target: now, options: opts } = latest.current;
      const call =
        typeof now === 'function' ? now : (resourceSave(now) as unknown as (values: V) => Promise<A>);
      const refreshed =
        typeof now === 'function' ? (opts.invalidates ?? []) : [now, ...(opts.invalidates ?? [])];
      try {
        let answer: A;
        try {
          answer = await call(values);
        } catch (error) {
          if (!reported(error)) {
            notices.emit({ level: 'error', key: 'unknownError' });
            console.error(error);
          }
          return false; // the form keeps what was typed
        }
        const key = typeof opts.success === 'function' ? opts.success(answer, values) : opts.success;
        if (key !== false) notices.emit({ level: 'success', text: t(key ?? 'crud.done') });
        await invalidateWrites(queryClient, undefined, refreshed);
        opts.onSuccess?.(answer, values);
        return true;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [t, queryClient],
  );
  return { submit, busy };
}
