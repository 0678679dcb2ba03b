import { CrudPage } from '@lingxi/ui';
import { reportProjectDept } from './fields';

export { messages } from '../policy/messages';

/** Every project's reviewing departments, searched by project and department. */
export default function ReportProjectDeptPage() {
  return <CrudPage resource={reportProjectDept} />;
}
