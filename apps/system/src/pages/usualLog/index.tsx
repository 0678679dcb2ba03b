import { CrudPage } from '@lingxi/ui';
import { usualLog } from './fields';

export { messages } from './messages';

export default function UsualLogPage() {
  return <CrudPage resource={usualLog} standard={{ add: false, edit: false, delete: false }} />;
}
