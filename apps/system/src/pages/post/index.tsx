import { CrudPage, listPrefetch } from '@lingxi/ui';
import { post } from './fields';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(post);

export default function PostPage() {
  return <CrudPage resource={post} />;
}
