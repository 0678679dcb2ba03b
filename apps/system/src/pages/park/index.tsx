import { OrgTreePage } from '../dept';
import { park, parkApi } from './fields';

export { messages } from './messages';

export default function ParkPage() {
  return <OrgTreePage resource={park} api={parkApi} sortable={false} />;
}
