/**
 * Actions on a toolbar or a row (PAGES.md "What every list page shares"): each behind a permission
 * code, with a selection rule, and always the same pattern: confirm → call → message → refresh. Which
 * action a record offers in which state is the page's own pure function (`visible`).
 */
import { type Id, notices } from '@lingxi/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../feedback';
import { useSession } from '../hooks';
import { invalidateWrites } from './data';
import type { Resource, Row } from './schema';
import { notifySuccess } from './useEntityForm';
import { reported } from './useSubmit';

/** How many records a toolbar action needs: none, exactly one, or at least one. */
export type Selection = 'none' | 'one' | 'many';

export interface CrudAction<T> {
  key: string;
  /** i18n key of the button's text. */
  label: string;
  /** Permission action: the code is `<resource>_<code>` (SPEC §6); no code, no check. */
  code?: string;
  /** A toolbar action's selection rule; 'none' by default. */
  select?: Selection;
  /** i18n key of the question asked first; none asks nothing. */
  confirm?: string;
  danger?: boolean;
  primary?: boolean;
  /**
   * The call, with the selected records (a row action: that one record). An action that only opens
   * something (a form, a drawer) returns undefined: nothing is said or refreshed.
   */
  run(rows: T[]): Promise<unknown> | undefined;
  /** i18n key of the message after success; 'crud.done' by default, `false` for none. */
  success?: string | false;
  /** Whether a row offers it, from the record's state (a pure function of the page, unit-tested). */
  visible?: (row: T) => boolean;
  /** The call deletes the rows: the refresh does not read their details again. */
  removes?: boolean;
}

/** SPEC §5 bulk actions: the message key when the selection does not fit the rule, else undefined. */
export function selectionProblem(select: Selection | undefined, count: number): string | undefined {
  if (select === 'many' && count === 0) return 'crud.selectAtLeastOne';
  if (select === 'one' && count !== 1) return 'crud.selectOne';
  return undefined;
}

/** The platform tenant: the one that writes the data every tenant shares. */
export const PLATFORM_TENANT = '000000';

/**
 * Whether the server accepts `action` on a resource for a user of `tenantId`, as the gateway decides
 * (`resource/mount.ts`, its guard): a resource that is platform data (menus, the general dictionary,
 * regions, base codes, scopes: not tenant-owned) is read by every tenant and written by the platform
 * tenant alone. Only viewing (no code, or 'view') is a read. Issue 18: the second tenant's
 * administrator was offered add, edit and delete there, and every write was refused.
 */
export function serverAccepts(
  platform: boolean | undefined,
  tenantId: string,
  action: string | undefined,
): boolean {
  if (!platform || action === undefined || action === 'view') return true;
  return tenantId === PLATFORM_TENANT;
}

/**
 * `can('add')`: whether the user holds `<resource>_add` (SPEC §6 button permissions), and, on platform
 * data (`platform`), whether the server would accept it from the user's tenant (`serverAccepts`).
 */
export function useCan(
  name: string,
  { platform }: { platform?: boolean | undefined } = {},
): (action: string | undefined) => boolean {
  const permissions = useSession((state) => state.permissions);
  const tenantId = useSession((state) => state.tenantId);
  return useCallback(
    (action) =>
      serverAccepts(platform, tenantId, action) &&
      (action === undefined || permissions[`${name}_${action}`] === true),
    [permissions, name, platform, tenantId],
  );
}

/**
 * Runs actions: checks the selection, asks, calls, says it is done and refreshes the resource's lists.
 * A refused call closes the question without a second message (the server's was shown) and leaves no
 * unhandled rejection behind. Answers whether the call went through.
 */
export function useRunAction<T extends Row>(resource: Resource<T>) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const queryClient = useQueryClient();

  return useCallback(
    (action: CrudAction<T>, rows: T[]): Promise<boolean> => {
      const problem = selectionProblem(action.select, rows.length);
      if (problem) {
        notices.emit({ level: 'warning', text: t(problem) });
        return Promise.resolve(false);
      }
      const call = async () => {
        try {
          const pending = action.run(rows);
          if (pending === undefined) return true;
          await pending;
        } catch (error) {
          if (!reported(error)) {
            notices.emit({ level: 'error', key: 'unknownError' });
            console.error(error);
          }
          return false; // the request layer showed the server's reason
        }
        if (action.success !== false) notifySuccess(t(action.success ?? 'crud.done'));
        await invalidateWrites(queryClient, resource, [], action.removes ? idsOf(rows) : []);
        return true;
      };
      if (!action.confirm) return call();
      return new Promise<boolean>((resolve) => {
        let answer = false;
        modal.confirm({
          title: t('crud.confirmTitle'),
          content: t(action.confirm as string),
          okText: t('crud.ok'),
          cancelText: t('crud.cancel'),
          okButtonProps: { danger: action.danger === true },
          // the safe answer has the focus: Enter does not delete by accident
          focusable: { autoFocusButton: action.danger ? 'cancel' : 'ok' },
          onOk: async () => {
            answer = await call();
          },
          // settled once the dialog has gone and given focus back to its trigger, so that the caller can
          // move focus on (the deleted row's button is gone: issue 11)
          afterClose: () => resolve(answer),
        });
      });
    },
    [t, modal, queryClient, resource],
  );
}

/** The ids of records (the remove and switch-status calls take them comma-joined). */
export const idsOf = <T extends Row>(rows: readonly T[]): Id[] =>
  rows.map((row) => row.id).filter((id): id is Id => id !== undefined);

/** The delete action of a resource (SPEC §5: 'confirm deleting the selected data?'). */
export function removeAction<T extends Row>(
  resource: Resource<T>,
  select: Selection = 'many',
): CrudAction<T> {
  const remove = resource.api.remove;
  return {
    key: 'delete',
    label: select === 'many' ? 'crud.bulkDelete' : 'crud.delete',
    code: 'delete',
    select,
    confirm: 'crud.confirmDelete',
    danger: true,
    success: 'crud.deleted',
    removes: true,
    run: (rows) => remove?.(idsOf(rows)),
  };
}

/**
 * Deleting records of a resource, the way every delete of the kit goes: at least one record, the
 * question (SPEC §5, the safe answer focused), the resource's `remove`, 'deleted', the lists refreshed.
 * A refusal by the server closes the question and leaves the rows and no unhandled rejection (the
 * request layer has said why). The function answers whether the records went.
 *
 * ```tsx
 * const remove = useRemove(post);
 * <Button danger onClick={() => void remove([row])}>{t('crud.delete')}</Button>
 * ```
 */
export function useRemove<T extends Row>(resource: Resource<T>): (rows: readonly T[]) => Promise<boolean> {
  const run = useRunAction(resource);
  return useCallback((rows) => run(removeAction(resource), [...rows]), [run, resource]);
}
