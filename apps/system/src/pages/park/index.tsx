import { OrgTreePage } from '../dept';
import { park } from './fields';

export { messages } from './messages';

export default function ParkPage() {
  return <OrgTreePage resource={park} sortable={false} />;
}
