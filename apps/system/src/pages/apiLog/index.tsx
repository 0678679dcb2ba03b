import { CrudPage } from '@lingxi/ui';
import { apiLog } from './fields';

export { messages } from './messages';

export default function ApiLogPage() {
  return <CrudPage resource={apiLog} standard={{ add: false, edit: false, delete: false }} />;
}
