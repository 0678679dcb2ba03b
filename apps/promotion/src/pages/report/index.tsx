import { CrudPage, listPrefetch } from '@lingxi/ui';
import { report } from './fields';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(report);

export default function ReportPage() {
  return <CrudPage resource={report} standard={{ add: false, edit: false }} />;
}
