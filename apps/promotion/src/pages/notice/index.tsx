import { CrudPage, listPrefetch } from '@lingxi/ui';
import { notice } from './fields';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(notice);

export default function NoticePage() {
  return <CrudPage resource={notice} />;
}
