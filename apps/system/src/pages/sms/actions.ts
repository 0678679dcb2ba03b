// The row actions SMS and OSS configurations share: enable (exclusive on the server) with its rule.
import type { CrudAction } from '@lingxi/ui';
import { type Config, canEnable } from './rules';

/** 'enable this configuration?' → `<base>/enable?ids=<id>&status=1`; the server disables the others. */
export function enableAction<T extends Config & { id?: string }>(
  api: { custom(path: string, config: object): Promise<unknown> },
  texts: { label: string; confirm: string },
): CrudAction<T> {
  return {
    key: 'enable',
    label: texts.label,
    code: 'edit',
    confirm: texts.confirm,
    run: (rows) => api.custom('enable', { method: 'POST', params: { ids: rows[0]?.id, status: 1 } }),
    visible: canEnable,
  };
}
