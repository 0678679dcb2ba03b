import { CrudPage, listPrefetch } from '@lingxi/ui';
import { client } from './fields';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(client);

export default function ClientPage() {
  return <CrudPage resource={client} />;
}
