import { treePrefetch } from '@lingxi/ui';
import { OrgTreePage } from '../dept';
import { park } from './fields';

export { messages } from './messages';

/** The top level it shows first, asked for beside the menus right after login. */
export const prefetch = treePrefetch({ resource: park });

export default function ParkPage() {
  return <OrgTreePage resource={park} sortable={false} />;
}
