import { CrudPage } from '@lingxi/ui';
import { post } from './fields';

export { messages } from './messages';

export default function PostPage() {
  return <CrudPage resource={post} />;
}
