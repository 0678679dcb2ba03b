import { CrudPage } from '@lingxi/ui';
import { blog } from './fields';

export { messages } from './messages';

export default function BlogPage() {
  return <CrudPage resource={blog} />;
}
