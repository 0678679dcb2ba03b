import { CrudPage, listPrefetch } from '@lingxi/ui';
import { apiLog } from './fields';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(apiLog);

export default function ApiLogPage() {
  return <CrudPage resource={apiLog} standard={{ add: false, edit: false, delete: false }} />;
}
