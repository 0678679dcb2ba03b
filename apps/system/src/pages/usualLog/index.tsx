import { CrudPage, listPrefetch } from '@lingxi/ui';
import { usualLog } from './fields';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(usualLog);

export default function UsualLogPage() {
  return <CrudPage resource={usualLog} standard={{ add: false, edit: false, delete: false }} />;
}
