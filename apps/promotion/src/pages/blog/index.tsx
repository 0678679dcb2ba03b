import { CrudPage, listPrefetch } from '@lingxi/ui';
import { blog } from './fields';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(blog);

export default function BlogPage() {
  return <CrudPage resource={blog} />;
}
