import { CrudPage, listPrefetch } from '@lingxi/ui';
import { reportProjectDept } from './fields';

export { messages } from '../policy/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(reportProjectDept);

/** Every project's reviewing departments, searched by project and department. */
export default function ReportProjectDeptPage() {
  return <CrudPage resource={reportProjectDept} />;
}
