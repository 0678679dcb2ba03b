/**
 * Something a page opens on chosen rows (a grant dialog, a detail drawer, a pane), as refine's
 * `useModal`: `{ open, record, show, close, modalProps, drawerProps }`; and `openAction`, the toolbar or
 * row action that opens it. A page writes no `useState` + `run: (rows) => { setX(rows[0]); return
 * undefined; }` of its own.
 *
 * ```tsx
 * const grant = useDisclosure<Role>();
 * const actions = [openAction('grant', 'role.grant', 'edit', 'one', grant)];
 * <CrudPage resource={role} actions={actions} />
 * <Modal {...grant.modalProps} title={…}>{grant.record && <… role={grant.record} />}</Modal>
 * ```
 */
import { useCallback, useMemo, useState } from 'react';
import type { CrudAction, Selection } from './actions';

export interface Disclosure<T> {
  open: boolean;
  /** What it was opened on; undefined while closed. */
  record: T | undefined;
  show(record: T): void;
  close(): void;
  /** Spread on an antd `Modal`. */
  modalProps: { open: boolean; onCancel(): void };
  /** Spread on an antd `Drawer`. */
  drawerProps: { open: boolean; onClose(): void };
}

export function useDisclosure<T>(): Disclosure<T> {
  const [state, setState] = useState<{ record: T } | null>(null);
  const show = useCallback((record: T) => setState({ record }), []);
  const close = useCallback(() => setState(null), []);
  return useMemo(
    () => ({
      open: state !== null,
      record: state?.record,
      show,
      close,
      modalProps: { open: state !== null, onCancel: close },
      drawerProps: { open: state !== null, onClose: close },
    }),
    [state, show, close],
  );
}

/**
 * An action that opens something on the chosen rows: nothing is asked, said or refreshed. `target` is
 * a disclosure of one record (it is shown the first row) or a function of all the rows (`'many'`).
 * `select` is the toolbar's selection rule; a row action passes `'one'` (its row).
 */
export function openAction<T>(
  key: string,
  label: string,
  code: string | undefined,
  select: Selection,
  target: Pick<Disclosure<T>, 'show'> | ((rows: T[]) => void),
): CrudAction<T> {
  return {
    key,
    label,
    ...(code === undefined ? {} : { code }),
    select,
    run: (rows) => {
      if (typeof target === 'function') target(rows);
      else if (rows[0] !== undefined) target.show(rows[0]);
      return undefined;
    },
  };
}
