import { CrudPage, listPrefetch } from '@lingxi/ui';
import { param } from './fields';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(param);

export default function ParamPage() {
  return <CrudPage resource={param} />;
}
