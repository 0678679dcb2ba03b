/**
 * The view / add / edit form of one record, in a dialog, a drawer or inline: opening loads the full
 * record (the form stays disabled until it is in, so nothing typed is overwritten), saving goes through
 * `useSubmit` (busy, one call at a time, the message, the lists refreshed), a failed save keeps what was
 * typed and re-enables the form (SPEC §8).
 */
import { notices } from '@lingxi/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useDetail } from './data';
import type { Resource, Row } from './schema';
import { useSubmit } from './useSubmit';

export type FormMode = 'view' | 'add' | 'edit';

export interface EntityFormState<T> {
  mode: FormMode;
  /** The record opened (from the list), for view and edit. */
  row?: T;
  /** Values a new record starts with (e.g. the parent of a child). */
  initial?: Partial<T>;
}

export interface EntityFormControl<T> {
  state: EntityFormState<T> | null;
  /** The full record once loaded; the list's row until then. */
  record: Partial<T> | undefined;
  loadingDetail: boolean;
  saving: boolean;
  open(mode: FormMode, row?: T, initial?: Partial<T>): void;
  close(): void;
  /** Saves the form's values; answers whether it worked (the form then closes, unless `keepOpen`). */
  save(values: Partial<T>): Promise<boolean>;
}

/** Says a success in the console's one notice style (core's notices; the host renders them). */
export function notifySuccess(text: string): void {
  notices.emit({ level: 'success', text });
}

export interface EntityFormOptions<T> {
  /** After a save, with the mode it was made in and the values sent. */
  onSaved?: (mode: FormMode, values: Partial<T>) => void;
  /** The form stays open after a save (an inline form beside a tree: the page decides what it shows next). */
  keepOpen?: boolean;
  /** What a save sends (e.g. a region's code from its parent's and the sub-code); the values by default. */
  toServer?: (values: Partial<T>, state: EntityFormState<T>) => Partial<T>;
}

export function useEntityForm<T extends Row>(
  resource: Resource<T>,
  options: EntityFormOptions<T> = {},
): EntityFormControl<T> {
  const [state, setState] = useState<EntityFormState<T> | null>(null);
  const id = state && state.mode !== 'add' ? state.row?.id : undefined;
  const detail = useDetail(resource.api, id);
  const opened = useRef(state);
  opened.current = state;
  const settings = useRef(options);
  settings.current = options;

  const write = useSubmit<Partial<T>, boolean>(
    async (values) => {
      const now = opened.current;
      const editing = now?.mode === 'edit' && now.row?.id !== undefined;
      const { api } = resource;
      const sent = now && settings.current.toServer ? settings.current.toServer(values, now) : values;
      const entity = editing ? { ...sent, id: now?.row?.id } : sent;
      const call = (editing ? api.update : api.create) ?? api.submit;
      if (!call) throw new Error(`${api.base} cannot be saved`);
      await call(entity);
      return editing;
    },
    { success: (edited) => (edited ? 'crud.updated' : 'crud.added'), invalidates: [resource] },
  );

  const open = useCallback((mode: FormMode, row?: T, initial?: Partial<T>) => {
    setState({ mode, ...(row ? { row } : {}), ...(initial ? { initial } : {}) });
  }, []);
  const close = useCallback(() => setState(null), []);

  // the row's own values (a name from the tree) stay under the detail's; one object per answer, so the
  // form is filled once per arrival, never over what is being typed
  const loaded = detail.data as Partial<T> | undefined;
  const record = useMemo(
    () => (state?.mode === 'add' ? state.initial : loaded ? { ...state?.row, ...loaded } : state?.row),
    [state, loaded],
  );

  const { submit } = write;
  const save = useCallback(
    async (values: Partial<T>) => {
      const saved = opened.current;
      const mode = saved?.mode ?? 'add';
      if (!(await submit(values))) return false;
      // closes the form it saved: a record opened while the lists were refreshing stays open
      if (!settings.current.keepOpen) setState((now) => (now === saved ? null : now));
      settings.current.onSaved?.(mode, values);
      return true;
    },
    [submit],
  );

  return {
    state,
    record,
    loadingDetail: id !== undefined && detail.isFetching,
    saving: write.busy,
    open,
    close,
    save,
  };
}
