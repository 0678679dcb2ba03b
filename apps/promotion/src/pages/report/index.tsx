import { CrudPage } from '@lingxi/ui';
import { report } from './fields';

export { messages } from './messages';

export default function ReportPage() {
  return <CrudPage resource={report} standard={{ add: false, edit: false }} />;
}
