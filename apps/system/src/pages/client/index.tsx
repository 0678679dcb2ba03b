import { CrudPage } from '@lingxi/ui';
import { client } from './fields';

export { messages } from './messages';

export default function ClientPage() {
  return <CrudPage resource={client} />;
}
