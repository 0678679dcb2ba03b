import { CrudPage, listPrefetch } from '@lingxi/ui';
import { datasource } from './fields';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(datasource);

export default function DatasourcePage() {
  return <CrudPage resource={datasource} />;
}
