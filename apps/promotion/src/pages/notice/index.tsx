import { CrudPage } from '@lingxi/ui';
import { notice } from './fields';

export { messages } from './messages';

export default function NoticePage() {
  return <CrudPage resource={notice} />;
}
