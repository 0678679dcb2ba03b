import { CrudPage } from '@lingxi/ui';
import { datasource } from './fields';

export { messages } from './messages';

export default function DatasourcePage() {
  return <CrudPage resource={datasource} />;
}
