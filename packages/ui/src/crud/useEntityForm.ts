/**
 * The view / add / edit form of one record, in a dialog or a drawer: opening loads the full record (the
 * form stays disabled until it is in, so nothing typed is overwritten), saving refreshes the lists, a
 * failed save keeps what was typed and re-enables the form (SPEC §8).
 */
import { notices } from '@lingxi/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateWrites, useDetail } from './data';
import type { Resource, Row } from './schema';

export type FormMode = 'view' | 'add' | 'edit';

export interface EntityFormState<T> {
  mode: FormMode;
  /** The record opened (from the list), for view and edit. */
  row?: T;
  /** Values a new record starts with (e.g. the parent of a child). */
  initial?: Partial<T>;
}

export interface EntityForm<T> {
  state: EntityFormState<T> | null;
  /** The full record once loaded; the list's row until then. */
  record: Partial<T> | undefined;
  loadingDetail: boolean;
  saving: boolean;
  open(mode: FormMode, row?: T, initial?: Partial<T>): void;
  close(): void;
  /** Saves the form's values; answers whether it worked (the form then closes). */
  save(values: Partial<T>): Promise<boolean>;
}

/** Says a success in the console's one notice style (core's notices; the host renders them). */
export function notifySuccess(text: string): void {
  notices.emit({ level: 'success', text });
}

export function useEntityForm<T extends Row>(
  resource: Resource<T>,
  options: { onSaved?: (mode: FormMode) => void } = {},
): EntityForm<T> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<EntityFormState<T> | null>(null);
  const id = state && state.mode !== 'add' ? state.row?.id : undefined;
  const detail = useDetail(resource.api, id);
  const { api } = resource;

  const mutation = useMutation({
    mutationFn: async (values: Partial<T>) => {
      const editing = state?.mode === 'edit' && state.row?.id !== undefined;
      const entity = editing ? { ...values, id: state?.row?.id } : values;
      const write = (editing ? api.update : api.create) ?? api.submit;
      if (!write) throw new Error(`${api.base} cannot be saved`);
      await write(entity);
      return editing;
    },
    onSuccess: async (edited) => {
      notifySuccess(t(edited ? 'crud.updated' : 'crud.added'));
      await invalidateWrites(queryClient, resource);
    },
  });

  const open = useCallback((mode: FormMode, row?: T, initial?: Partial<T>) => {
    mutation.reset();
    setState({ mode, ...(row ? { row } : {}), ...(initial ? { initial } : {}) });
    // deps: mutation.reset is stable
  }, []);
  const close = useCallback(() => setState(null), []);

  const save = useCallback(
    async (values: Partial<T>) => {
      try {
        await mutation.mutateAsync(values);
      } catch {
        return false; // the request layer showed why; the form keeps what was typed
      }
      const mode = state?.mode ?? 'add';
      setState(null);
      options.onSaved?.(mode);
      return true;
    },
    [mutation, state, options.onSaved],
  );

  return {
    state,
    record: state?.mode === 'add' ? state.initial : ((detail.data as Partial<T> | undefined) ?? state?.row),
    loadingDetail: id !== undefined && detail.isFetching,
    saving: mutation.isPending,
    open,
    close,
    save,
  };
}
