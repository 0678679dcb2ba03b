import { CrudPage, listPrefetch } from '@lingxi/ui';
import { errorLog } from './fields';
import './errorLog.css';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(errorLog);

export default function ErrorLogPage() {
  return <CrudPage resource={errorLog} standard={{ add: false, edit: false, delete: false }} />;
}
