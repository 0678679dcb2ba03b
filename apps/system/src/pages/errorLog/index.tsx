import { CrudPage } from '@lingxi/ui';
import { errorLog } from './fields';
import './errorLog.css';

export { messages } from './messages';

export default function ErrorLogPage() {
  return <CrudPage resource={errorLog} standard={{ add: false, edit: false, delete: false }} />;
}
